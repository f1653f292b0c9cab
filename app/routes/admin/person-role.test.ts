// A person's admin page, its role form as a browser posts it: an admin makes someone support with a reason (one audit
// row); no reason, an unknown role, support trying, or an admin changing their own role change nothing.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentSession } from "../../../server/features/accounts/accounts.service";
import { rowsOf } from "../../../server/db/rows";
import { paymentsHarness, type PaymentsHarness } from "../../../server/testing/payments";
import { action } from "./people.$id";
import { testContext } from "../../../server/testing/page-context";

let h: PaymentsHarness;
beforeAll(async () => {
  h = await paymentsHarness();
  await h.db.execute(sql`insert into users (id, name, email, role, two_factor_enabled) values ('ada', 'Ada Admin', 'ada@example.com', 'admin', true), ('sade', 'Sade Support', 'sade@example.com', 'support', true)`);
});

const session = (id: "ada" | "sade"): CurrentSession => ({
  token: "t",
  user: { id, name: id, email: `${id}@example.com`, emailVerified: true, image: null, role: id === "ada" ? "admin" : "support", twoFactorEnabled: true },
});
type Answer = { data?: { errors?: Record<string, string> }; init?: { status?: number }; ok?: boolean; message?: string };
function post(who: "ada" | "sade", personId: string, form: Record<string, string>): Promise<Answer> {
  const request = new Request(`http://localhost/admin/people/${personId}`, { method: "POST", body: new URLSearchParams({ intent: "role", ...form }) });
  const context = testContext({ services: h.services, log: () => {}, session: session(who), meta: { ip: "10.0.0.1", headers: new Headers() } });
  return (action as unknown as (a: unknown) => Promise<Answer>)({ request, params: { id: personId }, context });
}
const roleOf = async (id: string) => rowsOf<{ role: string }>(await h.db.execute(sql`select role from users where id = ${id}`))[0]!.role;
const grants = async () => rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from audit_log where action like 'role.%'`))[0]!.n;

describe("the person page's role form", () => {
  it("lets an admin change another person's role with a reason, once on record", async () => {
    const r = await post("ada", "owner2", { role: "support", reason: "Covers the weekend desk" });
    expect(r).toMatchObject({ ok: true, message: expect.stringMatching(/is now support/) });
    expect(await roleOf("owner2")).toBe("support");
    expect(rowsOf<{ actor_id: string; reason: string }>(await h.db.execute(sql`select actor_id, reason from audit_log where action = 'role.grant' and subject_id = 'owner2'`))).toEqual([
      { actor_id: "ada", reason: "Covers the weekend desk" },
    ]);
  });

  it.each([
    ["no reason", "ada", "renter2", { role: "admin", reason: " " }, /Say why/],
    ["a role that does not exist", "ada", "renter2", { role: "owner", reason: "because" }, /Choose user, support or admin/],
    ["support trying", "sade", "renter2", { role: "admin", reason: "promote me" }, /Only an admin/],
    ["an admin changing their own role", "ada", "ada", { role: "user", reason: "stepping down" }, /your own role/],
  ] as const)("refuses %s and changes nothing", async (_what, who, personId, form, message) => {
    const before = [await roleOf(personId), await grants()];
    const r = await post(who, personId, form);
    expect(r.init?.status).toBe(400);
    expect(Object.values(r.data?.errors ?? {}).join(" ")).toMatch(message);
    expect([await roleOf(personId), await grants()]).toEqual(before);
  });
});
