// The account API through the whole HTTP app (CSRF guard and session reader included), with real sign-ups:
// who may call it, the person's profile, and why nobody reaches another person's account.
import { describe, expect, it } from "vitest";
import { meSchema } from "../../features/accounts/accounts.schema";
import { apiHarness, type TestPerson } from "../../testing/http";

const h = await apiHarness();
const { call, join } = h;
/** Calls that keep to the contract go through the typed client; `call` sends what the contract does not allow. */
const as = (p: TestPerson) => h.client(p);
const profileOf = (p: TestPerson) => h.services.accounts.getProfile(p.id);

const RC = { businessName: "Okafor Autos Ltd", cacNumber: "rc 1234567", phone: "0803 123 4567" };

describe("without a session", () => {
  it.each([
    ["GET", "/me", undefined],
    ["PATCH", "/me", { name: "Nobody" }],
    ["PUT", "/me/business", RC],
    ["POST", "/me/business/verification", undefined],
  ])("%s %s answers 401 JSON", async (method, path, body) => {
    const res = await call(method, path, { body });
    expect(res.status).toBe(401);
    const json = await res.json();
    expect(json).toEqual({ error: "unauthorized", message: expect.any(String) });
  });

  it("treats an unknown or ended session as none", async () => {
    const res = await call("GET", "/me", { cookie: "haya.session_token=forged.value" });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/v1/me", () => {
  it("returns the person's own details, shaped, with nothing that signs them in", async () => {
    const ada = await join("Ada Obi");
    const { data, response } = await as(ada).GET("/me");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const text = JSON.stringify(data);
    const { user } = data!;
    expect(Object.keys(user).sort()).toEqual(Object.keys(meSchema.shape).sort());
    expect(user).toMatchObject({
      id: ada.id,
      name: "Ada Obi",
      emailVerified: false,
      phone: null,
      businessStatus: "unverified",
    });
    // Neither the session token nor anything about the password is in the answer.
    const token = decodeURIComponent(ada.cookie.split("=")[1]!).split(".")[0]!;
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/password|hash|argon|token/i);
  });
});

describe("PATCH /api/v1/me", () => {
  it("changes the name and phone, normalising the phone; a patch without a name keeps it", async () => {
    const p = await join("Bola Ade");
    const res = await as(p).PATCH("/me", { body: { name: "  Bola Adebayo ", phone: "0803 123 4567" } });
    expect(res.response.status).toBe(200);
    expect(res.data!.user).toMatchObject({
      name: "Bola Adebayo",
      phone: "+2348031234567",
    });
    const onlyPhone = await as(p).PATCH("/me", { body: { phone: "+234 705-555-0199" } });
    expect(onlyPhone.data!.user).toMatchObject({
      name: "Bola Adebayo",
      phone: "+2347055550199",
    });
    const removed = await as(p).PATCH("/me", { body: { phone: null } });
    expect(removed.data!.user.phone).toBeNull();
    expect(await profileOf(p)).toMatchObject({ name: "Bola Adebayo", phone: null });
  });

  it("refuses bad input field by field and stores nothing", async () => {
    const p = await join("Chidi Eze");
    await as(p).PATCH("/me", { body: { phone: "08031234567" } });
    for (const [body, field] of [
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "Chidi", phone: "12345" }, "phone"],
      [{ name: "<script>" }, "name"],
      [{}, "body"],
    ] as const) {
      const res = await as(p).PATCH("/me", { body });
      expect(res.response.status, JSON.stringify(body)).toBe(400);
      expect(res.error!.error).toBe("invalid_request");
      expect(Object.keys(res.error!.fields!)).toEqual([field]);
    }
    expect(await profileOf(p)).toMatchObject({ name: "Chidi Eze", phone: "+2348031234567" });
  });

  it("takes JSON only: another content type is 415, broken JSON is 400, and nothing is stored", async () => {
    const p = await join("Dayo Bello");
    const form = await call("PATCH", "/me", {
      cookie: p.cookie,
      body: "name=Changed",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect((await form.json()).error).toBe("unsupported_media_type");
    const none = await h.app.request("/api/v1/me", {
      method: "PATCH",
      headers: { cookie: p.cookie, origin: "http://localhost" },
      body: '{"name":"Changed"}',
    });
    expect(none.status).toBe(415);
    const broken = await call("PATCH", "/me", { cookie: p.cookie, body: '{"name":' });
    expect(broken.status).toBe(400);
    expect((await broken.json()).fields.body).toBeTruthy();
    expect((await profileOf(p)).name).toBe("Dayo Bello");
  });
});

describe("one person cannot change another's account", () => {
  it("ignores ids smuggled in bodies or queries: only the session's person changes", async () => {
    const victim = await join("Ifeoma Nwosu");
    const attacker = await join("Jide Ola");
    await as(victim).PUT("/me/business", { body: { businessName: "Nwosu Halls", cacNumber: "BN12345", phone: "08031112222" } });
    const before = await profileOf(victim);
    const smuggle = {
      id: victim.id,
      userId: victim.id,
      user_id: victim.id,
      user: { id: victim.id },
    };

    await call("PATCH", `/me?id=${victim.id}&userId=${victim.id}`, {
      cookie: attacker.cookie,
      body: { ...smuggle, name: "Hijacked", phone: "08030000000" },
    });
    await call("PUT", `/me/business?userId=${victim.id}`, {
      cookie: attacker.cookie,
      body: { ...smuggle, ...RC },
    });
    // The request for verification as a browser sends it (multipart, with the CAC certificate), ids smuggled beside it.
    const form = new FormData();
    for (const [k, v] of Object.entries({ id: victim.id, userId: victim.id, user_id: victim.id })) form.append(k, v);
    form.append("certificate", new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "cac.pdf", { type: "application/pdf" }));
    await h.app.request(`/api/v1/me/business/verification?userId=${victim.id}`, { method: "POST", body: form, headers: { cookie: attacker.cookie, origin: "http://localhost" } });
    for (const path of [`/me/${victim.id}`, `/users/${victim.id}`, `/me/${victim.id}/business`])
      expect(
        (await call("PATCH", path, { cookie: attacker.cookie, body: { name: "Hijacked" } })).status,
      ).toBe(404);

    expect(await profileOf(victim)).toEqual(before);
    expect(await profileOf(attacker)).toMatchObject({
      name: "Hijacked",
      cacNumber: "RC1234567",
      businessStatus: "pending",
    });
  });

  it("refuses a forged cross-site request with 403 and changes nothing", async () => {
    const p = await join("Kemi Ade");
    await as(p).PUT("/me/business", { body: RC });
    const before = await profileOf(p);
    const evil = { origin: "https://evil.example" };
    for (const [method, path, body] of [
      ["PATCH", "/me", { name: "Forged" }],
      ["PUT", "/me/business", { ...RC, businessName: "Forged Ltd" }],
      ["POST", "/me/business/verification", undefined],
    ] as const) {
      const res = await call(method, path, { cookie: p.cookie, body, headers: evil });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).error).toBe("forbidden");
      const noOrigin = await call(method, path, {
        cookie: p.cookie,
        body,
        headers: { "sec-fetch-site": "cross-site" },
      });
      expect(noOrigin.status, `${method} ${path} without Origin`).toBe(403);
    }
    expect(await profileOf(p)).toEqual(before);
    // The same request from Haya's own origin goes through.
    const own = await as(p).PATCH("/me", { body: { name: "Kemi Adeyemi" }, headers: { origin: "http://localhost" } });
    expect(own.response.status).toBe(200);
  });
});
