// The admin area's pages as the gate answers them: the same 404 as an unknown path to a visitor and to an ordinary person
// (support too, for pages that are admins' only: `handle.adminOnly`), a redirect to set up two-factor sign-in for an operator without it,
// and the page for an operator with it. Every admin loader and action in the route table (app/routes.ts) is tried, so a new page cannot skip the gate.
// Actions are sent an empty form, which an operator's action answers with a 400 (nothing done) and nobody else gets to see.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CurrentSession } from "../../../server/features/accounts/accounts.service";
import { apiHarness } from "../../../server/testing/http";
import routes from "../../routes";
import { testContext } from "../../../server/testing/page-context";

const h = await apiHarness();
// The sessions below are someone's: the audit log names its actor (a look at a certificate is recorded), and a business
// with a certificate gives the certificate's route something to serve.
await h.db.execute(sql`insert into users (id, name, email) values ('nobody', 'N', 'n@example.com')`);
await h.db.execute(sql`insert into users (id, name, email, business_name, cac_number, business_phone)
  values ('biz', 'B', 'b@example.com', 'Ade Rentals Ltd', 'RC1234567', '+2348031234567')`);
await h.services.adminQueues.business.request("biz", Buffer.from("%PDF-1.4\n%%EOF\n"));

/** Every admin route module in the route table (app/routes.ts), with its loader and action. */
type Entry = { file: string; children?: Entry[] };
const flat = (list: Entry[]): Entry[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
const modules = flat(routes as unknown as Entry[]).filter((r) => r.file.startsWith("routes/admin/"));
const LOADERS: Record<string, (a: unknown) => unknown> = {};
/** Pages that move money say so (`handle.adminOnly`): support gets the 404 there, like everyone but admins. */
const ADMIN_ONLY = new Set<string>();
for (const r of modules) {
  const m = (await import(`../../${r.file}`)) as { loader?: (a: unknown) => unknown; action?: (a: unknown) => unknown; handle?: { adminOnly?: boolean } };
  if (m.loader) LOADERS[`${r.file} loader`] = m.loader;
  if (m.action) LOADERS[`${r.file} action`] = m.action;
  if (m.handle?.adminOnly) ADMIN_ONLY.add(`${r.file} loader`).add(`${r.file} action`);
}
/** Routes that serve a file answer their own 404 (a Response, not the gate's thrown one) for a photo the fixture does not have. */
const NO_FILE_HERE = new Set(["routes/admin/bookings.$id.photos.$file.ts loader", "routes/admin/identity.$id.selfie.ts loader"]);

const as = (role: "user" | "support" | "admin", twoFactorEnabled: boolean): CurrentSession => ({
  token: "t",
  user: { id: "nobody", name: "N", email: "n@example.com", emailVerified: true, image: null, role, twoFactorEnabled },
});

async function visit(name: string, session: CurrentSession | null) {
  const request = name.endsWith(" action") ? new Request(`http://localhost/admin`, { method: "POST", body: new URLSearchParams() }) : new Request(`http://localhost/admin`);
  const args = { request, params: { userId: "biz", id: "nobody", file: "1@320.webp" }, context: testContext({ services: h.services, log: () => {}, session, meta: { ip: "10.0.0.1", headers: new Headers() } }) };
  try {
    return { ok: await LOADERS[name]!(args) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    const d = thrown as { init?: { status?: number } };
    if (d.init?.status) return { status: d.init.status };
    throw thrown;
  }
}

it("finds the admin area's pages in the route table", () => {
  expect(Object.keys(LOADERS)).toEqual(
    expect.arrayContaining([
      "routes/admin/layout.tsx loader",
      "routes/admin/index.tsx loader",
      "routes/admin/audit.tsx loader",
      "routes/admin/business.tsx action",
      "routes/admin/business.$userId.certificate.ts loader",
      "routes/admin/contact.tsx action",
      "routes/admin/reports.tsx action",
      "routes/admin/claims.tsx loader",
      "routes/admin/claims.$id.tsx action",
      "routes/admin/lookup.tsx loader",
      "routes/admin/people.$id.tsx action",
      "routes/admin/bookings.$id.tsx action",
      "routes/admin/bookings.$id.photos.$file.ts loader",
      "routes/admin/identity.tsx action",
      "routes/admin/identity.$id.selfie.ts loader",
    ]),
  );
});

describe.each(Object.keys(LOADERS))("%s", (name) => {
  it("is 404 to a visitor and to an ordinary person, even one with two-factor sign-in", async () => {
    expect(await visit(name, null)).toEqual({ status: 404 });
    expect(await visit(name, as("user", true))).toEqual({ status: 404 });
  });

  it("sends an operator without two-factor sign-in to set it up", async () => {
    for (const role of ["support", "admin"] as const)
      expect(await visit(name, as(role, false))).toEqual({ status: 302, location: "/account?operator=1#two-factor" });
  });

  it(ADMIN_ONLY.has(name) ? "opens to admins with two-factor sign-in only (support: 404)" : "opens to support and admins with two-factor sign-in", async () => {
    for (const role of ["support", "admin"] as const) {
      const answer = await visit(name, as(role, true));
      if (role === "support" && ADMIN_ONLY.has(name)) {
        expect(answer).toEqual({ status: 404 });
        continue;
      }
      expect(answer).toHaveProperty("ok");
      const ok = (answer as { ok: unknown }).ok;
      if (name.endsWith(" action")) expect((ok as { init?: { status?: number } }).init?.status).toBe(400);
      if (ok instanceof Response) expect(ok.status).toBe(NO_FILE_HERE.has(name) ? 404 : 200);
    }
  });
});
