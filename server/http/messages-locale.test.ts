// Error messages speak the request's language (messages-locale.ts): a service error thrown inside a Pidgin request is
// Pidgin, the API answers in the language Accept-Language prefers (English by default), and zod field messages too.
import { describe, expect, it } from "vitest";
import { signUpSchema } from "../features/accounts/accounts.schema";
import { zodFields } from "../errors";
import { apiHarness } from "../testing/http";
import { requestLocale } from "./request-locale";

const h = await apiHarness();

describe("error messages in the request's language", () => {
  it("a service error thrown inside a Pidgin request is Pidgin, outside any request English", async () => {
    const p = await h.join("Chidi Eze");
    await expect(requestLocale.run("pcm", () => h.services.cart.checkout(p.id))).rejects.toThrow("Nothing dey your cart");
    await expect(h.services.cart.checkout(p.id)).rejects.toThrow("Your cart is empty");
  });

  it("the API answers in Pidgin for Accept-Language: pcm, in English without it", async () => {
    const p = await h.join("Ngozi Umeh");
    const pcm = await h.call("POST", "/newsletter", { body: { email: "not-an-address" }, headers: { "Accept-Language": "pcm-NG, en;q=0.5" } });
    expect(pcm.status).toBe(400);
    expect(await pcm.json()).toMatchObject({ error: "invalid_request", fields: { email: "Put correct email address, like name@example.com" } });
    const checkout = await h.call("DELETE", "/cart/lines/999999", { cookie: p.cookie, headers: { "Accept-Language": "pcm" } });
    expect(checkout.status).toBe(404);
    expect(await checkout.json()).toMatchObject({ message: "This one no dey your cart" });
    const en = await h.call("DELETE", "/cart/lines/999999", { cookie: p.cookie });
    expect(await en.json()).toMatchObject({ message: "This line is not in your cart" });
    const preferEnglish = await h.call("DELETE", "/cart/lines/999999", { cookie: p.cookie, headers: { "Accept-Language": "en-NG, pcm;q=0.3" } });
    expect(await preferEnglish.json()).toMatchObject({ message: "This line is not in your cart" });
  });

  it("zod field messages are read as the input is parsed: Pidgin inside a Pidgin request", () => {
    const parse = () => zodFields(signUpSchema.safeParse({ name: "", email: "x", password: "short" }).error!, "form");
    expect(requestLocale.run("pcm", parse)).toEqual({ name: "Put your full name", email: "Put email address wey be like name@example.com", password: "Use at least 8 letters or numbers" });
    expect(parse()).toEqual({ name: "Enter your full name", email: "Enter an email address like name@example.com", password: "Use at least 8 characters" });
  });
});
