// /account/identity as a browser posts it (multipart, without JavaScript): the status in words from the loader, a
// sandbox NIN and a selfie verified, bad input answered with the field it is about and nothing stored, a mismatch shown
// as in review, and a visitor sent to sign in.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../server/features/media/storage";
import { meta } from "../../../server/testing/accounts";
import { apiHarness } from "../../../server/testing/http";
import { pageCalls } from "../../../server/testing/page-calls";
import { testContext } from "../../../server/testing/page-context";
import * as page from "./identity";

const h = await apiHarness({ media: { originals: memoryStorage(), cache: memoryStorage() } });
const { load } = pageCalls(h, "10.0.0.21", "/account/identity", page);
const selfie = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#704214" } }).jpeg().toBuffer();

async function post(cookie: string, fields: Record<string, string>, file: Uint8Array | null) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("selfie", new File([new Uint8Array(file)], "me.jpg", { type: "image/jpeg" }));
  const { session } = await h.services.accounts.getSession(meta(cookie));
  const context = testContext({ services: h.services, log: () => {}, siteUrl: "http://localhost", session, meta: { ip: "10.0.0.21", headers: new Headers({ cookie }) } });
  const result = await page.action({ request: new Request("http://localhost/account/identity", { method: "POST", body: form }), params: {}, context } as never);
  return result as unknown;
}

describe("/account/identity", () => {
  it("shows the status and the form, verifies a sandbox NIN, then shows it verified without the form", async () => {
    const p = await h.join("Ngozi Eze");
    const before = await load(p.cookie);
    expect(before).toMatchObject({ status: "none", canSubmit: true, words: { status: "Your identity is not verified yet.", sandbox: expect.stringContaining("ending in 0") } });
    expect(before.words.types.map((t) => t.value)).toEqual(["nin", "drivers_licence", "passport"]);
    expect(await post(p.cookie, { idType: "nin", idNumber: "10101010100" }, selfie)).toEqual({ ok: true });
    const after = await load(p.cookie);
    expect(after).toMatchObject({ status: "verified", canSubmit: false });
    expect(after.words.status).toMatch(/^Your identity is verified \(National Identification Number \(NIN\) ending 0100, on .+\)\.$/);
  });

  it("answers bad input with the field's message and keeps what was typed", async () => {
    const p = await h.join("Obinna Uche");
    const bad = (await post(p.cookie, { idType: "nin", idNumber: "12345" }, selfie)) as { data: { errors: Record<string, string>; values: Record<string, string> } };
    expect(bad.data.errors.idNumber).toBe("A NIN is 11 digits, with nothing else");
    expect(bad.data.values.idNumber).toBe("12345");
    const noSelfie = (await post(p.cookie, { idType: "nin", idNumber: "12345678900" }, null)) as { data: { errors: Record<string, string> } };
    expect(noSelfie.data.errors.selfie).toBe("Add a selfie: a clear photo of your face");
    expect(await load(p.cookie)).toMatchObject({ status: "none", canSubmit: true });
  });

  it("shows a mismatch as in review, without the form", async () => {
    const p = await h.join("Yemi Alade");
    await post(p.cookie, { idType: "nin", idNumber: "34343434341" }, selfie);
    const shown = await load(p.cookie);
    expect(shown).toMatchObject({ status: "review", canSubmit: false });
    expect(shown.words.status).toMatch(/An operator is looking at your check of your .* ending 4341/);
  });

  it("sends a visitor to sign in", async () => {
    const thrown = await page.loader({ request: new Request("http://localhost/account/identity"), params: {}, context: testContext({ services: h.services, log: () => {}, siteUrl: "http://localhost", session: null, meta: { ip: "10.0.0.22", headers: new Headers() } }) } as never).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("location")).toBe("/login?redirectTo=%2Faccount%2Fidentity");
  });
});
