// /admin/identity on the server, as its forms post them: the review queue shows a mismatch with the provider's answer
// (never the whole number); the selfie is served to operators with each look audited; Verify and Refuse (with its
// reason) decide and are audited; anyone else gets the gate's 404.
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
import { eq } from "drizzle-orm";

const h = await apiHarness({ media: { originals: memoryStorage(), cache: memoryStorage() } });
const selfie = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#5a3825" } }).jpeg().toBuffer();
const op = await h.join("Sade Support", { verified: true });
await h.db.update(users).set({ role: "support", twoFactorEnabled: true }).where(eq(users.id, op.id));
const session = (id: string, role: "user" | "support"): CurrentSession => ({
  token: "t",
  user: { id, name: id, email: `${id}@example.com`, emailVerified: true, image: null, role, twoFactorEnabled: role !== "user" },
});
const ctx = (s: CurrentSession) => testContext({ services: h.services, log: () => {}, session: s, meta: { ip: "10.0.0.1", headers: new Headers() } });
type Fn = (args: never) => unknown;
const run = async (fn: Fn, request: Request, s: CurrentSession, params: Record<string, string> = {}) => {
  try {
    return (await (fn as (a: unknown) => Promise<unknown>)({ request, params, context: ctx(s) })) as Record<string, unknown>;
  } catch (thrown) {
    return { thrown } as Record<string, unknown>;
  }
};
const post = (fields: Record<string, string>) => new Request("http://localhost/admin/identity", { method: "POST", body: new URLSearchParams(fields) });
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

  it("is the site's 404 for a person who is not an operator", async () => {
    const p = await h.join("Nosy Person");
    const r = await run(queue.loader, new Request("http://localhost/admin/identity"), session(p.id, "user"));
    expect((r.thrown as { init?: { status?: number }; status?: number }).init?.status ?? (r.thrown as Response).status).toBe(404);
  });
});
