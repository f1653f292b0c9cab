// /item/{id}/report as a browser posts it: a visitor signs in first; a report lands in the admin area's queue once (a second
// is refused, said on the page); no reason, one's own listing or an unknown one change nothing.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../../server/db/rows";
import { apiHarness, type TestPerson } from "../../../server/testing/http";
import type { Route } from "./+types/$id.report";
import { action, loader } from "./$id.report";
import { testContext } from "../../../server/testing/page-context";

const h = await apiHarness({ seed: true });
const [listing] = rowsOf<{ id: number }>(await h.db.execute(sql`select id::int as id from listings where status = 'published' order by id limit 1`));

async function contextOf(p: TestPerson | null) {
  const session = p ? (await h.services.accounts.getSession({ ip: "10.0.0.1", headers: new Headers({ cookie: p.cookie }) })).session : null;
  return testContext({ services: h.services, log: () => {}, siteUrl: "http://localhost", session, meta: { ip: "10.0.0.1", headers: new Headers() } });
}
type Answer = { data?: { errors?: Record<string, string> }; init?: { status?: number } | null };
async function post(p: TestPerson | null, id: number, form: Record<string, string>): Promise<Answer | Response> {
  const request = new Request(`http://localhost/item/${id}/report`, { method: "POST", body: new URLSearchParams(form) });
  try {
    return (await action({ request, params: { id: String(id) }, context: await contextOf(p) } as unknown as Route.ActionArgs)) as Answer | Response;
  } catch (thrown) {
    return thrown as Response;
  }
}
const reports = async () => rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from reports where subject_kind = 'listing'`))[0]!.n;

describe("/item/{id}/report", () => {
  it("sends a visitor to sign in first, and coming back shows the listing", async () => {
    const visitor = await post(null, listing!.id, { reason: "spam" });
    expect((visitor as Response).status).toBe(302);
    expect((visitor as Response).headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    const p = await h.join("Bisi");
    const page = await loader({ request: new Request(`http://localhost/item/${listing!.id}/report`), params: { id: String(listing!.id) }, context: await contextOf(p) } as unknown as Route.LoaderArgs);
    expect(page.listing.id).toBe(listing!.id);
  });

  it("files a report once; no reason, a second report, or an unknown listing change nothing", async () => {
    const p = await h.join("Tunde");
    const before = await reports();
    const none = (await post(p, listing!.id, { reason: "" })) as Answer;
    expect(none.init?.status).toBe(400);
    const sent = (await post(p, listing!.id, { reason: "asked to pay outside Haya", details: "Wants a transfer to his own account first." })) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/item/${listing!.id}/report?sent=1`);
    expect(await reports()).toBe(before + 1);
    const again = (await post(p, listing!.id, { reason: "spam" })) as Answer;
    expect(again.init?.status).toBe(409);
    const unknown = (await post(p, 987654321, { reason: "spam" })) as Response | { init?: { status?: number } };
    expect("status" in unknown ? unknown.status : unknown.init?.status).toBe(404);
    expect(await reports()).toBe(before + 1);
  });

  it("refuses an owner's report of their own listing, with a message on the page", async () => {
    const owner = await h.join("Ngozi");
    const [own] = rowsOf<{ id: number }>(await h.db.execute(sql`select id::int as id from listings where status = 'published' and id <> ${listing!.id} order by id limit 1`));
    await h.db.execute(sql`update listings set owner_id = ${owner.id} where id = ${own!.id}`);
    const before = await reports();
    const refused = (await post(owner, own!.id, { reason: "spam" })) as Answer;
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.errors?.form).toBe("You cannot do this to yourself");
    expect(await reports()).toBe(before);
  });
});
