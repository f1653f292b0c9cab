// /admin/identity on the server, as its forms post them: the review queue shows a mismatch with the provider's answer
// (never the whole number); the selfie is served to operators with each look audited; Verify and Refuse (with its
// reason) decide and are audited. Beside it, numbers verified on another account with both accounts' files, dismissed
// with a note; and 'Allow 5 more attempts' from the queue and from the person's file (/admin/people/{id}). Anyone else
// gets the gate's 404, a forged cross-site post a 403, and bad input a clear message; none of them changes anything.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../../server/db/rows";
import { users } from "../../../server/db/schema";
import type { CurrentSession } from "../../../server/features/accounts/accounts.service";
import { memoryStorage } from "../../../server/features/media/storage";
import { apiHarness } from "../../../server/testing/http";
import { testContext } from "../../../server/testing/page-context";
import * as queue from "./identity";
import * as selfieRoute from "./identity.$id.selfie";
import * as personRoute from "./people.$id";
import { eq } from "drizzle-orm";

const h = await apiHarness({ media: { originals: memoryStorage(), cache: memoryStorage() } });
const selfie = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#5a3825" } }).jpeg().toBuffer();
const op = await h.join("Sade Support", { verified: true });
await h.db.update(users).set({ role: "support", twoFactorEnabled: true }).where(eq(users.id, op.id));
const session = (id: string, role: "user" | "support"): CurrentSession => ({
  token: "t",
  user: { id, name: id, email: `${id}@example.com`, emailVerified: true, image: null, role, twoFactorEnabled: role !== "user" },
});
const ctx = (s: CurrentSession | null) => testContext({ services: h.services, log: () => {}, session: s, meta: { ip: "10.0.0.1", headers: new Headers() } });
type Fn = (args: never) => unknown;
const run = async (fn: Fn, request: Request, s: CurrentSession | null, params: Record<string, string> = {}) => {
  try {
    return (await (fn as (a: unknown) => Promise<unknown>)({ request, params, context: ctx(s) })) as Record<string, unknown>;
  } catch (thrown) {
    return { thrown } as Record<string, unknown>;
  }
};
const post = (fields: Record<string, string>, path = "/admin/identity") => new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
const statusOf = (r: Record<string, unknown>) => (r.thrown as { init?: { status?: number } } | undefined)?.init?.status ?? (r as { init?: { status?: number } }).init?.status;
type Reused = { id: number; userId: string; idLast4: string; holder: { id: string; name: string; email: string } | null };
type Page = { pending: { id: number; userId: string; flag: string | null }[]; reused: Reused[] };
const page = async (s: CurrentSession | null = session(op.id, "support")) => (await run(queue.loader, new Request("http://localhost/admin/identity"), s)) as unknown as Page;
/** Two accounts, the first verified with the number and the second refused for it: the second's flag. */
async function reusedPair(number: string) {
  const holder = await h.join("Yemi Alabi");
  await h.services.identity.submit(holder.id, { idType: "nin", idNumber: number, selfie });
  const tryer = await h.join("Yemi Alabi");
  await h.services.identity.submit(tryer.id, { idType: "nin", idNumber: number, selfie });
  return { holder, tryer, flag: (await page()).reused.find((r) => r.userId === tryer.id)! };
}
/** A person who used their 5 attempts and tried once more: their latest check is in review for it. */
async function outOfAttempts(name: string) {
  const p = await h.join(name);
  await h.db.execute(sql`update users set identity_attempts_allowed = 2 where id = ${p.id}`);
  for (let i = 0; i < 2; i++) await h.services.identity.submit(p.id, { idType: "nin", idNumber: "12121212122", selfie });
  await h.services.identity.submit(p.id, { idType: "nin", idNumber: "12121212122", selfie }).catch(() => undefined);
  return p;
}
const audit = async (action: string) => rowsOf<{ subject_id: string }>(await h.db.execute(sql`select subject_id from audit_log where action = ${action} order by id`));

describe("/admin/identity", () => {
  it("shows a mismatch with the provider's answer and the selfie, then verifies or refuses it, audited", async () => {
    const a = await h.join("Tunde Bakare");
    const b = await h.join("Uche Nwankwo");
    await h.services.identity.submit(a.id, { idType: "nin", idNumber: "45454545451", selfie });
    await h.services.identity.submit(b.id, { idType: "nin", idNumber: "56565656561", selfie });
    const operator = session(op.id, "support");
    const page = (await run(queue.loader, new Request("http://localhost/admin/identity"), operator)) as { pending: { id: number; userId: string; idLast4: string; verifiedName: string }[] };
    const forA = page.pending.find((p) => p.userId === a.id)!;
    const forB = page.pending.find((p) => p.userId === b.id)!;
    expect(forA).toMatchObject({ idLast4: "5451", verifiedName: "Chukwuemeka Obi-Sandbox" });
    expect(JSON.stringify(page)).not.toContain("45454545451");

    const image = (await run(selfieRoute.loader, new Request(`http://localhost/admin/identity/${forA.id}/selfie`), operator, { id: String(forA.id) })) as unknown as Response;
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("private, no-store");
    expect((await audit("identity.selfie.view")).map((r) => r.subject_id)).toEqual([a.id]);

    expect(await run(queue.action, post({ intent: "approve", checkId: String(forA.id) }), operator)).toMatchObject({ ok: true, message: "Identity verified; the person is emailed." });
    const noReason = await run(queue.action, post({ intent: "refuse", checkId: String(forB.id), reason: "" }), operator);
    expect(noReason).toMatchObject({ data: { errors: { reason: expect.any(String) } } });
    expect(await run(queue.action, post({ intent: "refuse", checkId: String(forB.id), reason: "The selfie is a photo of a screen." }), operator)).toMatchObject({ ok: true });
    expect(await h.services.identity.status(a.id)).toMatchObject({ status: "verified" });
    expect(await h.services.identity.status(b.id)).toMatchObject({ status: "refused", reason: "The selfie is a photo of a screen." });
    expect((await audit("identity.approve")).map((r) => r.subject_id)).toEqual([a.id]);
    expect((await audit("identity.refuse")).map((r) => r.subject_id)).toEqual([b.id]);
  });

  it("lists a reused number with both accounts' files, and dismisses it with a note, audited", async () => {
    const { holder, tryer, flag } = await reusedPair("67676767670");
    expect(flag).toMatchObject({ idLast4: "7670", holder: { id: holder.id, name: "Yemi Alabi" } });
    const operator = session(op.id, "support");
    expect(JSON.stringify(await page())).not.toContain("67676767670");

    const noNote = await run(queue.action, post({ intent: "dismiss", checkId: String(flag.id), reason: "" }), operator);
    expect(noNote).toMatchObject({ data: { ok: false, errors: { reason: "Write a short note: the audit log keeps it" } } });
    const unknown = await run(queue.action, post({ intent: "dismiss", checkId: "987654321", reason: "Looked" }), operator);
    expect(statusOf(unknown)).toBe(404);
    expect(unknown).toMatchObject({ data: { errors: { form: expect.stringContaining("There is no reused number waiting to be looked at here") } } });
    expect((await page()).reused.some((r) => r.id === flag.id)).toBe(true);
    expect(await audit("identity.reused.dismiss")).toEqual([]);

    expect(await run(queue.action, post({ intent: "dismiss", checkId: String(flag.id), reason: "Brothers sharing a phone; told them." }), operator)).toMatchObject({ ok: true, message: "Flag dismissed; your note is in the audit log." });
    expect((await page()).reused.some((r) => r.id === flag.id)).toBe(false);
    expect((await audit("identity.reused.dismiss")).map((r) => r.subject_id)).toEqual([tryer.id]);
  });

  it("allows 5 more attempts from the queue and from the person's file, audited; no reason changes nothing", async () => {
    const operator = session(op.id, "support");
    const a = await outOfAttempts("Zainab Musa");
    const inReview = (await page()).pending.find((p) => p.userId === a.id)!;
    expect(inReview.flag).toBe("attempts");
    expect(await run(queue.action, post({ intent: "more", userId: a.id, reason: "" }), operator)).toMatchObject({ data: { errors: { reason: expect.any(String) } } });
    expect(statusOf(await run(queue.action, post({ intent: "more", userId: "no-such-person", reason: "Typo" }), operator))).toBe(404);
    expect((await page()).pending.some((p) => p.userId === a.id)).toBe(true);
    expect(await run(queue.action, post({ intent: "more", userId: a.id, reason: "Wrong digit twice" }), operator)).toMatchObject({ ok: true, message: "Zainab Musa may try 7 times in all now; they are emailed." });
    expect((await page()).pending.some((p) => p.userId === a.id)).toBe(false);
    expect(await h.services.identity.submit(a.id, { idType: "nin", idNumber: "12121212120", selfie })).toMatchObject({ status: "verified" });

    const b = await outOfAttempts("Bisi Ogun");
    const file = async () => ((await run(personRoute.loader, new Request(`http://localhost/admin/people/${b.id}`), operator, { id: b.id })) as { file: { identity: { text: string; canAllowMore: boolean } } }).file.identity;
    expect(await file()).toMatchObject({ text: "Not verified: 2 of 2 attempts used", canAllowMore: true });
    const path = `/admin/people/${b.id}`;
    expect(await run(personRoute.action, post({ intent: "more", reason: "" }, path), operator, { id: b.id })).toMatchObject({ data: { errors: { reason: expect.any(String) } } });
    expect(await run(personRoute.action, post({ intent: "more", reason: "Called them" }, path), operator, { id: b.id })).toMatchObject({ ok: true });
    expect(await file()).toMatchObject({ text: "Not verified: 2 of 7 attempts used", canAllowMore: false });
    expect(await run(personRoute.action, post({ intent: "more", reason: "Again" }, path), operator, { id: b.id })).toMatchObject({ data: { errors: { form: "This person has not used their attempts yet: 5 left" } } });
    expect((await audit("identity.attempts.allow")).map((r) => r.subject_id)).toEqual([a.id, b.id]);
  });

  it("refuses a plain user and a visitor (404) and a forged cross-site post (403), changing nothing", async () => {
    const { tryer, flag } = await reusedPair("78787878780");
    const c = await outOfAttempts("Chioma Obi");
    const plain = await h.join("Plain Person");
    for (const who of [session(plain.id, "user"), null]) {
      expect(statusOf(await run(queue.loader, new Request("http://localhost/admin/identity"), who))).toBe(404);
      expect(statusOf(await run(queue.action, post({ intent: "dismiss", checkId: String(flag.id), reason: "x" }), who))).toBe(404);
      expect(statusOf(await run(queue.action, post({ intent: "more", userId: c.id, reason: "x" }), who))).toBe(404);
      expect(statusOf(await run(personRoute.action, post({ intent: "more", reason: "x" }, `/admin/people/${c.id}`), who, { id: c.id }))).toBe(404);
    }
    // The operator's own cookie, sent by another website's form (or by a script that names no origin): refused before any action runs.
    const forged: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, {}];
    const posts: [string, Record<string, string>][] = [
      ["/admin/identity", { intent: "dismiss", checkId: String(flag.id), reason: "x" }],
      ["/admin/identity", { intent: "more", userId: c.id, reason: "x" }],
      [`/admin/people/${c.id}`, { intent: "more", reason: "x" }],
    ];
    for (const [path, fields] of posts)
      for (const headers of forged) {
        const res = await h.app.request(path, { method: "POST", body: new URLSearchParams(fields), headers: { ...headers, cookie: op.cookie, "content-type": "application/x-www-form-urlencoded" } });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    const after = await page();
    expect(after.reused.some((r) => r.userId === tryer.id)).toBe(true);
    expect(after.pending.find((p) => p.userId === c.id)).toMatchObject({ flag: "attempts" });
    expect(await h.services.identity.attempts(c.id)).toMatchObject({ used: 2, allowed: 2 });
  });

  it("is the site's 404 for a person who is not an operator", async () => {
    const p = await h.join("Nosy Person");
    const r = await run(queue.loader, new Request("http://localhost/admin/identity"), session(p.id, "user"));
    expect((r.thrown as { init?: { status?: number }; status?: number }).init?.status ?? (r.thrown as Response).status).toBe(404);
  });
});
