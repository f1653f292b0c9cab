// Operators: roles change with exactly one audit row each (command line or an admin, never support), the audit log
// refuses to be changed or emptied, the admin side's gate (nobody, operator without two-factor sign-in, operator), and
// the dashboard's money figures, which are the ledger's (a paid booking: its total in, Haya's commission and fee taken).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import type { FakePaystack } from "../../testing/fake-paystack";
import { paystackHarness, type PaymentsHarness } from "../../testing/payments";
import type { CurrentSession } from "../accounts/accounts.service";
import { searchQuerySchema } from "../search/search.schema";
import { createOperatorsService, gateOf } from "./admin-operators.service";

let h: PaymentsHarness, fake: FakePaystack, hook: string;
beforeAll(async () => void ({ h, fake, hook } = await paystackHarness()));

const emailOf = async (id: string) => rowsOf<{ email: string }>(await h.db.execute(sql`select email from users where id = ${id}`))[0]!.email;
const auditRows = async (subjectId: string) =>
  rowsOf<{ action: string; actor_id: string | null; actor_role: string; before: unknown; after: unknown; reason: string }>(
    await h.db.execute(sql`select action, actor_id, actor_role, before, after, reason from audit_log where subject_id = ${subjectId} order by id`),
  );
const session = (role: "user" | "support" | "admin", twoFactorEnabled: boolean): CurrentSession => ({
  token: "t",
  user: { id: "renter", name: "R", email: "r@example.com", emailVerified: true, image: null, role, twoFactorEnabled },
});

describe("roles", () => {
  it("grants and revokes from the command line, one audit row each, and says when nothing changed", async () => {
    const ops = createOperatorsService(h.db);
    const email = await emailOf("renter");
    expect((await ops.grant(email.toUpperCase(), "support")).changed).toBe(true);
    expect((await ops.grant(email, "support")).changed).toBe(false);
    expect((await ops.operators()).map((p) => [p.id, p.role])).toContainEqual(["renter", "support"]);
    expect((await ops.revoke(email)).changed).toBe(true);
    expect(await auditRows("renter")).toEqual([
      { action: "role.grant", actor_id: null, actor_role: "system", before: { role: "user" }, after: { role: "support" }, reason: "npm run admin -- grant" },
      { action: "role.revoke", actor_id: null, actor_role: "system", before: { role: "support" }, after: { role: "user" }, reason: "npm run admin -- revoke" },
    ]);
  });

  it("lets an admin change roles but not support, and refuses an unknown address with nothing written", async () => {
    const ops = createOperatorsService(h.db);
    const before = (await auditRows("owner")).length;
    await expect(ops.grant(await emailOf("owner"), "admin", { id: "renter", role: "support" })).rejects.toThrow(/Only an admin/);
    await expect(ops.grant("nobody@example.com", "admin")).rejects.toThrow(/No account uses that email/);
    expect(await auditRows("owner")).toHaveLength(before);
    await ops.grant(await emailOf("renter"), "admin");
    await ops.grant(await emailOf("owner"), "support", { id: "renter", role: "admin" }, "covers weekends");
    expect((await auditRows("owner")).at(-1)).toMatchObject({ action: "role.grant", actor_id: "renter", actor_role: "admin", reason: "covers weekends" });
    await ops.revoke(await emailOf("owner"));
    await ops.revoke(await emailOf("renter"));
  });

  it("is refused by the database: a role outside user, support and admin", async () => {
    await expect(h.db.execute(sql`update users set role = 'owner' where id = 'owner'`)).rejects.toThrow();
  });
});

describe("resetting two-factor sign-in (a lost phone and codes)", () => {
  it("turns it off, ends every session, and writes one audit row; an unknown address or a person without it changes nothing", async () => {
    const ops = createOperatorsService(h.db);
    await h.db.execute(sql`update users set two_factor_enabled = true where id = 'owner2'`);
    await h.db.execute(sql`insert into two_factors (id, secret, backup_codes, user_id) values ('tf-owner2', 'x', 'y', 'owner2')`);
    await h.db.execute(sql`insert into sessions (id, token, user_id, expires_at, created_at, updated_at) values ('s-owner2', 'tok-owner2', 'owner2', now() + interval '1 day', now(), now())`);
    const r = await ops.resetTwoFactor(await emailOf("owner2"));
    expect(r.changed).toBe(true);
    const [state] = rowsOf<{ on: boolean; secrets: number; sessions: number }>(
      await h.db.execute(sql`select two_factor_enabled as on, (select count(*)::int from two_factors where user_id = 'owner2') as secrets,
        (select count(*)::int from sessions where user_id = 'owner2') as sessions from users where id = 'owner2'`),
    );
    expect(state).toEqual({ on: false, secrets: 0, sessions: 0 });
    expect((await auditRows("owner2")).at(-1)).toMatchObject({ action: "two-factor.reset", actor_role: "system", after: { twoFactorEnabled: false } });
    expect((await ops.resetTwoFactor(await emailOf("owner2"))).changed).toBe(false);
    await expect(ops.resetTwoFactor("nobody@example.com")).rejects.toThrow(/No account uses/);
    await expect(ops.resetTwoFactor(await emailOf("owner2"), { id: "renter", role: "support" })).rejects.toThrow(/Only an admin/);
  });
});

describe("the audit log", () => {
  it("cannot be changed, deleted or emptied, even by a direct statement", async () => {
    const ops = createOperatorsService(h.db);
    await ops.grant(await emailOf("owner"), "admin");
    await ops.revoke(await emailOf("owner"));
    // The database's own refusal (drizzle wraps it: the reason is the cause's).
    const refusal = (q: Promise<unknown>) => q.then(() => "done", (e: Error & { cause?: Error }) => e.cause?.message ?? e.message);
    expect(await refusal(h.db.execute(sql`update audit_log set reason = 'nothing happened'`))).toMatch(/appended only: UPDATE/);
    expect(await refusal(h.db.execute(sql`delete from audit_log`))).toMatch(/appended only: DELETE/);
    expect(await refusal(h.db.execute(sql`truncate audit_log`))).toMatch(/appended only: TRUNCATE/);
    expect((await auditRows("owner")).length).toBeGreaterThanOrEqual(2);
  });

  it("pages newest first, by subject, with a cursor", async () => {
    const ops = createOperatorsService(h.db);
    const email = await emailOf("renter");
    for (let k = 0; k < 3; k++) {
      await ops.grant(email, "support");
      await ops.revoke(email);
    }
    const first = await ops.auditPage({ subject: { kind: "user", id: "renter" }, limit: 4 });
    expect(first.rows.map((r) => r.action)).toEqual(["role.revoke", "role.grant", "role.revoke", "role.grant"]);
    const rest = await ops.auditPage({ subject: { kind: "user", id: "renter" }, limit: 50, cursor: first.nextCursor });
    expect(rest.rows.every((r) => r.subjectId === "renter")).toBe(true);
    expect(new Set([...first.rows, ...rest.rows].map((r) => r.id)).size).toBe(first.rows.length + rest.rows.length);
    expect(rest.nextCursor).toBeNull();
    // A forged cursor reads as none.
    expect((await ops.auditPage({ cursor: "'; drop table audit_log; --", limit: 1 })).rows).toHaveLength(1);
  });
});

describe("the admin side's gate", () => {
  it.each([
    ["a visitor", "none", null],
    ["an ordinary person", "none", session("user", true)],
    ["support without two-factor sign-in", "needs-two-factor", session("support", false)],
    ["an admin without two-factor sign-in", "needs-two-factor", session("admin", false)],
    ["support with it", "operator", session("support", true)],
    ["an admin with it", "operator", session("admin", true)],
  ] as const)("%s: %s", (_who, kind, s) => {
    expect(gateOf(s).kind).toBe(kind);
  });
});

describe("the dashboard", () => {
  it("counts a paid booking's money from the ledger: its total in, Haya's commission and service fee taken", async () => {
    const ops = createOperatorsService(h.db);
    const before = await ops.dashboard(7);
    const b = await h.booking({ start: 10, end: 12 });
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    fake.complete(reference, "success");
    await fake.sendWebhook(hook, fake.chargeEvent(reference));
    const after = await ops.dashboard(7);
    expect(after).toHaveLength(7);
    const sum = (rows: typeof after, k: "gmvKobo" | "takeKobo" | "bookings") => rows.reduce((s, r) => s + r[k], 0);
    expect(sum(after, "gmvKobo") - sum(before, "gmvKobo")).toBe(b.totalKobo);
    expect(sum(after, "takeKobo") - sum(before, "takeKobo")).toBe(b.ownerCommissionKobo + b.serviceFeeKobo);
    expect(sum(after, "bookings") - sum(before, "bookings")).toBe(1);
    // Searches count by their first page, saved at most a minute later (the dashboard saves this process's first).
    const query = searchQuerySchema.parse({});
    await h.services.search.search(query);
    await h.services.search.search({ ...query, search: "generator" });
    const searched = await h.services.operators.dashboard(7);
    expect(searched.at(-1)!.searches - after.at(-1)!.searches).toBe(2);
    // Days run oldest first and end today (Lagos).
    expect(after.map((r) => r.day)).toEqual([...after.map((r) => r.day)].sort());
    expect(after.at(-1)!.day).toBe(h.today);
  });
});
