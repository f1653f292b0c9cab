// 'For Business' details through the account API: normalised saving, refusals, and the verification status.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { apiHarness, type TestPerson } from "../../testing/http";

const h = await apiHarness();
const { call, join } = h;
const profileOf = (p: TestPerson) => h.services.accounts.getProfile(p.id);
const setStatus = (p: TestPerson, status: "unverified" | "pending" | "verified") =>
  h.db.update(users).set({ businessStatus: status }).where(eq(users.id, p.id));

/** POST /me/business/verification as a browser sends it: multipart, with the certificate unless told otherwise. */
function ask(p: TestPerson, certificate: Uint8Array | null = new TextEncoder().encode("%PDF-1.4\n%%EOF\n")) {
  const form = new FormData();
  if (certificate) form.append("certificate", new File([new Uint8Array(certificate)], "cac.pdf", { type: "application/pdf" }));
  return h.app.request("/api/v1/me/business/verification", { method: "POST", body: form, headers: { cookie: p.cookie, origin: "http://localhost" } });
}

const RC = { businessName: "Okafor Autos Ltd", cacNumber: "rc 1234567", phone: "0803 123 4567" };

describe("PUT /api/v1/me/business", () => {
  it("saves the details normalised: CAC upper-case, phone as +234", async () => {
    const p = await join("Emeka Obi");
    const res = await call("PUT", "/me/business", { cookie: p.cookie, body: RC });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({
      businessName: "Okafor Autos Ltd",
      cacNumber: "RC1234567",
      businessPhone: "+2348031234567",
      businessStatus: "unverified",
    });
    await call("PUT", "/me/business", {
      cookie: p.cookie,
      body: { ...RC, cacNumber: "bn-0042", phone: "+2349012345678" },
    });
    expect(await profileOf(p)).toMatchObject({
      cacNumber: "BN0042",
      businessPhone: "+2349012345678",
    });
  });

  it("refuses an invalid CAC number, phone or name beside each field, and stores nothing", async () => {
    const p = await join("Funmi Lawal");
    await call("PUT", "/me/business", { cookie: p.cookie, body: RC });
    const before = await profileOf(p);
    for (const [body, field] of [
      [{ ...RC, cacNumber: "1234567" }, "cacNumber"],
      [{ ...RC, cacNumber: "RC" }, "cacNumber"],
      [{ ...RC, cacNumber: "XX1234567" }, "cacNumber"],
      [{ ...RC, phone: "0803123456" }, "phone"],
      [{ ...RC, phone: "+14155550123" }, "phone"],
      [{ ...RC, businessName: "" }, "businessName"],
      [{ cacNumber: RC.cacNumber, phone: RC.phone }, "businessName"],
    ] as const) {
      const res = await call("PUT", "/me/business", { cookie: p.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await res.json()).fields)).toEqual([field]);
    }
    const all = await call("PUT", "/me/business", {
      cookie: p.cookie,
      body: { businessName: "", cacNumber: "x", phone: "y" },
    });
    expect(Object.keys((await all.json()).fields).sort()).toEqual([
      "businessName",
      "cacNumber",
      "phone",
    ]);
    expect(await profileOf(p)).toEqual(before);
  });
});

describe("business verification", () => {
  it("goes unverified → pending once, and changed details send it back to unverified", async () => {
    const p = await join("Gbenga Ojo");
    const early = await ask(p);
    expect(early.status).toBe(400);
    expect((await early.json()).message).toMatch(/business name, CAC number and phone/);
    expect((await profileOf(p)).businessStatus).toBe("unverified");

    await call("PUT", "/me/business", { cookie: p.cookie, body: RC });
    // Without the certificate, or with something else, nothing changes.
    const bare = await ask(p, null);
    expect(bare.status).toBe(400);
    expect((await bare.json()).fields).toEqual({ certificate: expect.stringMatching(/Add your CAC certificate/) });
    expect((await ask(p, new TextEncoder().encode("<html>"))).status).toBe(400);
    expect((await profileOf(p)).businessStatus).toBe("unverified");
    const asked = await ask(p);
    expect(asked.status).toBe(200);
    expect((await asked.json()).user.businessStatus).toBe("pending");

    const again = await ask(p);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe("conflict");

    // The same details (typed differently) change nothing; different ones need checking again.
    await call("PUT", "/me/business", {
      cookie: p.cookie,
      body: { ...RC, cacNumber: "RC1234567", phone: "+2348031234567" },
    });
    expect((await profileOf(p)).businessStatus).toBe("pending");
    await call("PUT", "/me/business", {
      cookie: p.cookie,
      body: { ...RC, businessName: "Okafor Autos Nigeria Ltd" },
    });
    expect((await profileOf(p)).businessStatus).toBe("unverified");
  });

  it("a verified business stays verified on the same details and loses it on any change", async () => {
    const p = await join("Halima Bello");
    await call("PUT", "/me/business", { cookie: p.cookie, body: RC });
    await setStatus(p, "verified"); // an admin approves (a later issue)
    expect((await ask(p)).status).toBe(409);
    await call("PUT", "/me/business", { cookie: p.cookie, body: RC });
    expect((await profileOf(p)).businessStatus).toBe("verified");
    for (const change of [
      { businessName: "Bello Rentals" },
      { cacNumber: "RC7654321" },
      { phone: "08039999999" },
    ]) {
      await setStatus(p, "verified");
      const res = await call("PUT", "/me/business", {
        cookie: p.cookie,
        body: { ...RC, ...change },
      });
      expect((await res.json()).user.businessStatus, JSON.stringify(change)).toBe("unverified");
    }
  });
});
