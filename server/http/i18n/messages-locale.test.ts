// Error messages speak the request's language (messages-locale.ts): a service error thrown inside a Pidgin request is
// Pidgin, the API answers in the language Accept-Language prefers (English by default), and zod field messages too.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PAYOUT_STATUSES, payoutStatusLabel } from "../../../core/payouts";
import { signUpSchema } from "../../features/accounts/accounts.schema";
import { searchDateErrors } from "../../features/search/search-dates";
import { zodFields } from "../../errors";
import { apiHarness } from "../../testing/http";
import { requestLocale } from "./request-locale";

const h = await apiHarness();

/** The API's answer to a call in `language` (an Accept-Language), expected to be a 400: its `message` and `fields`. */
async function refusedIn(language: string | undefined, method: string, path: string, init: { cookie?: string; body?: unknown } = {}) {
  const res = await h.call(method, path, { ...init, headers: language ? { "Accept-Language": language } : {} });
  expect(res.status).toBe(400);
  return (await res.json()) as { message: string; fields: Record<string, string> };
}

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

  it("a search's refusals: Pidgin for Accept-Language: pcm, English without it", async () => {
    const query = "/listings?near=Atlantis&minPrice=-1&maxPrice=x&state=Wakanda&sort=nearest";
    expect((await refusedIn("pcm", "GET", query)).fields).toEqual({
      near: "E suppose be latitude,longitude (like 7.38,3.90) or city, area or state for Naija",
      minPrice: "E no fit be minus",
      maxPrice: "E suppose be naira number",
      state: "Choose one of di 36 states or FCT",
      sort: "E suppose be one of relevance, price-asc, price-desc, rating, newest, distance",
    });
    expect((await refusedIn(undefined, "GET", query)).fields).toMatchObject({ near: "Must be latitude,longitude (e.g. 7.38,3.90) or a Nigerian city, area or state", minPrice: "Must not be negative" });
    expect((await refusedIn("pcm", "GET", "/listings?minPrice=9000&maxPrice=10")).fields).toEqual({ maxPrice: "E no fit dey below di lowest price" });
  });

  it("a search's dates as of today: Pidgin inside a Pidgin request", () => {
    const now = new Date("2030-04-01T20:00:00+01:00");
    const past = { startDate: "2030-03-30", endDate: "2030-04-02", days: 4, pickupTime: undefined };
    expect(requestLocale.run("pcm", () => searchDateErrors(past, now))).toEqual({ startDate: "Choose start date from today go front" });
    expect(searchDateErrors(past, now)).toEqual({ startDate: "Choose a start date from today on" });
    const tonight = { startDate: "2030-04-01", endDate: "2030-04-02", days: 2, pickupTime: undefined };
    expect(requestLocale.run("pcm", () => searchDateErrors(tonight, now))).toEqual({
      startDate: "Pick-up time no remain again today (pick-up suppose dey at least 1 hour from now, di last one na 5:00 PM): choose start date from tomorrow go front",
    });
  });

  it("a booking's fields and the notifications' mark-read: Pidgin for Accept-Language: pcm", async () => {
    const body = { listingId: "x", startDate: "2026-02-30", endDate: "soon", pickupTime: "Midnight", units: 0 };
    const pidgin = { listingId: "We no see this listing", startDate: "Choose start date", endDate: "Choose end date", pickupTime: "Choose pick-up time", units: "Choose how many you want" };
    expect((await refusedIn("pcm", "POST", "/bookings/quote", { body })).fields).toEqual(pidgin);
    expect((await refusedIn(undefined, "POST", "/bookings/quote", { body })).fields).toMatchObject({ listingId: "Listing not found", units: "Choose how many you need" });
    const p = await h.join("Bola Ade");
    expect((await refusedIn("pcm", "POST", "/notifications/read", { cookie: p.cookie, body: {} })).fields).toEqual({ ids: "Send `ids` (at least one dey inside) or `all: true`" });
  });

  it("the API's edge answers in Pidgin too: another website's write, a body not JSON, bad bytes, a bad token, a bad id", async () => {
    const pcm = { "Accept-Language": "pcm" };
    const p = await h.join("Tunde Bakare");
    const forged = await h.call("POST", "/cart/checkout", { cookie: p.cookie, headers: { ...pcm, origin: "https://evil.example" } });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: "forbidden", message: "Dis request come from another website, so we no gree am. Go back to Haya and try again." });
    const notJson = await h.call("POST", "/bookings/quote", { body: "{", headers: { ...pcm, "content-type": "application/json" } });
    expect(await notJson.json()).toMatchObject({ message: "Di body no be correct JSON", fields: { body: "Di body no be correct JSON" } });
    const text = await h.call("POST", "/bookings/quote", { body: "hello", headers: { ...pcm, "content-type": "text/plain" } });
    expect(await text.json()).toMatchObject({ error: "unsupported_media_type", message: "Send JSON body with Content-Type: application/json" });
    expect(await refusedIn("pcm", "GET", "/listings?search=a%00b")).toEqual({
      error: "invalid_request",
      message: "Some fields get characters wey we no dey allow",
      fields: { search: "E get control character (like NUL), wey we no dey allow for here" },
    });
    const token = await h.call("GET", "/me/listings", { headers: { ...pcm, authorization: "Bearer haya_pat_nothing" } });
    expect(await token.json()).toMatchObject({ error: "unauthorized", message: "Dis API token no correct. Make new one for your Haya profile page (/account)." });
    expect((await refusedIn("pcm", "GET", "/listings/0")).fields).toEqual({ id: "Di id suppose pass 0" });
    expect((await refusedIn(undefined, "GET", "/listings/0")).fields).toEqual({ id: "Must be a positive id" });
    const noBooking = await h.call("GET", "/bookings/999999", { cookie: p.cookie, headers: pcm });
    expect(await noBooking.json()).toEqual({ error: "not_found", message: "We no see this booking" });
  });

  it("what a service tells a page: Pidgin inside a Pidgin request", async () => {
    const meta = { ip: "10.8.0.1", headers: new Headers() };
    expect(await requestLocale.run("pcm", () => h.services.accounts.requestPasswordReset({ email: "nobody@example.com" }, meta))).toEqual({
      message: "If any account dey use dat email, we don send am link to change di password. Di link go work for 1 hour.",
    });
    expect(await h.services.accounts.requestPasswordReset({ email: "nobody@example.com" }, meta)).toEqual({
      message: "If an account uses that email, we have sent it a link to reset the password. The link works for 1 hour.",
    });
    expect(requestLocale.run("pcm", () => PAYOUT_STATUSES.map(payoutStatusLabel))).toEqual(["We dey send am", "We dey send am", "E dey road", "We don pay", "E no work", "Dem don reverse am"]);
    expect(PAYOUT_STATUSES.map(payoutStatusLabel)).toEqual(["Being sent", "Being sent", "On its way", "Paid", "Failed", "Reversed"]);
  });

  it("zod's own messages, where a schema gives none, are Haya's, in the request's language; a schema's own comes first", () => {
    const schema = z
      .object({ name: z.string().max(3), count: z.number().int().min(2), tags: z.array(z.string()).min(1), size: z.enum(["s", "m"]), mail: z.email(), own: z.string().max(1, "Own words") })
      .strict();
    const parse = () => schema.safeParse({ name: "abcd", count: 1, tags: [], size: "xl", mail: "no", own: "ab", extra: 1 }).error!.issues.map((i) => i.message);
    expect(parse()).toEqual(["Must be at most 3 characters", "Must be at least 2", "Must have at least 1", "Must be one of: s, m", "Enter a valid email address, like name@example.com", "Own words", "Not a field here: extra"]);
    expect(requestLocale.run("pcm", parse)).toEqual(["E no fit pass 3 letters", "E suppose be at least 2", "E suppose get at least 1", "E suppose be one of dis ones: s, m", expect.any(String), "Own words", "Dis field no dey here: extra"]);
    const missing = () => z.object({ q: z.string(), n: z.number() }).safeParse({ n: "1" }).error!.issues.map((i) => i.message);
    expect(missing()).toEqual(["This is required", "Must be a number"]);
    expect(requestLocale.run("pcm", missing)).toEqual(["You need put dis one", "E suppose be number"]);
  });
});
