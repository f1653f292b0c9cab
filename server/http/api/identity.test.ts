// /api/v1/me/identity: the session's own check only, multipart input refused with the field it is about, a sandbox NIN
// verified through it, and the walls every /me write has (a session, Haya's own Origin).
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../features/media/storage";
import { apiHarness } from "../../testing/http";

const h = await apiHarness({ media: { originals: memoryStorage(), cache: memoryStorage() } });
const selfie = await sharp({ create: { width: 48, height: 48, channels: 3, background: "#6b4f3a" } }).png().toBuffer();

function send(fields: Record<string, string>, file: Uint8Array | null, { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("selfie", new File([new Uint8Array(file)], "selfie.png", { type: "image/png" }));
  const all: Record<string, string> = { ...(cookie && !("origin" in headers) ? { origin: "http://localhost" } : {}), ...headers, ...(cookie ? { cookie } : {}) };
  return h.app.request("/api/v1/me/identity", { method: "POST", body: form, headers: all });
}

describe("/api/v1/me/identity", () => {
  it("answers none, then 202 with the check, and only to its own person", async () => {
    const ada = await h.join("Ada Lovelace");
    const bola = await h.join("Bola Tinubu-Test");
    expect(await (await h.call("GET", "/me/identity", { cookie: ada.cookie })).json()).toEqual({ status: "none", idType: null, idLast4: null, verifiedAt: null, reason: null });
    const res = await send({ idType: "nin", idNumber: "12345678900" }, selfie, { cookie: ada.cookie });
    expect(res.status).toBe(202);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "verified", idType: "nin", idLast4: "8900", reason: null });
    expect(Object.keys(body).sort()).toEqual(["idLast4", "idType", "reason", "status", "verifiedAt"]);
    expect(await (await h.call("GET", "/me/identity", { cookie: ada.cookie })).json()).toMatchObject({ status: "verified", verifiedAt: expect.any(String) });
    expect(await (await h.call("GET", "/me/identity", { cookie: bola.cookie })).json()).toMatchObject({ status: "none" });
    expect((await send({ idType: "nin", idNumber: "12345678900" }, selfie, { cookie: ada.cookie })).status).toBe(409);
  });

  it("needs a session (401) and Haya's own Origin (403)", async () => {
    const p = await h.join("Chika Obi");
    expect((await h.call("GET", "/me/identity")).status).toBe(401);
    expect((await send({ idType: "nin", idNumber: "12345678900" }, selfie)).status).toBe(401);
    expect((await send({ idType: "nin", idNumber: "12345678900" }, selfie, { cookie: p.cookie, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect(await (await h.call("GET", "/me/identity", { cookie: p.cookie })).json()).toMatchObject({ status: "none" });
  });

  it("refuses bad input with a 400 naming the field, and changes nothing", async () => {
    const p = await h.join("Dayo Bad-Input");
    const fieldOf = async (fields: Record<string, string>, file: Uint8Array | null) => {
      const res = await send(fields, file, { cookie: p.cookie });
      expect(res.status).toBe(400);
      return Object.keys(((await res.json()) as { fields: Record<string, string> }).fields);
    };
    expect(await fieldOf({ idType: "bvn", idNumber: "12345678900" }, selfie)).toEqual(["idType"]);
    expect(await fieldOf({ idType: "nin", idNumber: "1234567890O" }, selfie)).toEqual(["idNumber"]);
    expect(await fieldOf({ idType: "nin", idNumber: "12345678900" }, null)).toEqual(["selfie"]);
    expect(await fieldOf({ idType: "nin", idNumber: "12345678900" }, new TextEncoder().encode("%PDF-1.4 not a photo"))).toEqual(["selfie"]);
    const big = new Uint8Array(8 * 1024 * 1024 + 1);
    big.set(selfie.subarray(0, 8));
    expect(await fieldOf({ idType: "nin", idNumber: "12345678900" }, big)).toEqual(["selfie"]);
    expect(await (await h.call("GET", "/me/identity", { cookie: p.cookie })).json()).toMatchObject({ status: "none" });
  });
});
