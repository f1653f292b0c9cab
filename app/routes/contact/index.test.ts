// The /contact form's refusals are in the page's language (its action runs inside the request's, server/http/locale.ts),
// and a good message is stored for the support team.
import { describe, expect, it } from "vitest";
import { requestLocale } from "../../../server/http/i18n/request-locale";
import { apiHarness } from "../../../server/testing/http";
import type { Route } from "./+types/index";
import { action } from "./index";
import { testContext } from "../../../server/testing/page-context";

const h = await apiHarness();
const context = testContext({ services: h.services, log: () => {}, siteUrl: "http://localhost", session: null, meta: { ip: "10.0.0.1", headers: new Headers() } });

function send(path: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, params: {}, context } as unknown as Route.ActionArgs);
}

const bad = { name: "A", email: "not-an-address", topic: "Gossip", message: "Hi" };

describe("the contact form", () => {
  it("says what is wrong in English on /contact and in Pidgin on /pcm/contact", async () => {
    expect(await send("/contact", bad)).toMatchObject({
      ok: false,
      errors: { name: "Enter your name", email: "Enter a valid email address, like name@example.com", topic: "Choose a topic", message: "Tell us a little more (at least 10 characters)" },
    });
    expect(await requestLocale.run("pcm", () => send("/pcm/contact", bad))).toMatchObject({
      ok: false,
      errors: { name: "Put your name", email: "Put correct email address, like name@example.com", topic: "Choose wetin e concern", message: "Tell us small more (at least 10 letters)" },
    });
    const long = { name: "Ada Obi", email: "ada@example.com", topic: "General question", message: "x".repeat(5001) };
    expect(await send("/contact", long)).toMatchObject({ errors: { message: "Keep your message under 5,000 characters" } });
    expect(await requestLocale.run("pcm", () => send("/pcm/contact", long))).toMatchObject({ errors: { message: "Make your message no pass 5,000 letters" } });
  });

  it("takes a good message", async () => {
    expect(await send("/contact", { name: "Ada Obi", email: "ada@example.com", topic: "General question", message: "When do payouts arrive?" })).toEqual({ ok: true });
  });
});
