// The admin area's queue pages on the server, as their forms post them: /business sends the certificate with the request
// (multipart) and shows a rejection's reason; /admin/business decides; the certificate's route serves it to operators
// with the look audited; /admin/reports shows a reported message as written (the look audited) and bans through the
// page; /admin/contact replies. Anyone else gets the gate's 404 (admin-gate.test.ts covers every route).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CurrentSession } from "../../../server/features/accounts/accounts.service";
import { testContext } from "../../../server/testing/page-context";
import { rowsOf } from "../../../server/db/rows";
import { lastMailTo } from "../../../server/testing/accounts";
import { bookingsFixture } from "../../../server/testing/bookings";
import { apiHarness } from "../../../server/testing/http";
import * as business from "~/routes/business/index";
import * as adminBusiness from "./business";
import * as certificate from "./business.$userId.certificate";
import * as contact from "./contact";
import * as reports from "./reports";

const { db, listing } = await bookingsFixture(["op"]);
const h = await apiHarness({ db });
const listingId = await listing();

const session = (id: string, role: "user" | "support" | "admin" = "user"): CurrentSession => ({
  token: "t",
  user: { id, name: id, email: `${id}@example.com`, emailVerified: true, image: null, role, twoFactorEnabled: role !== "user" },
});
const operator = session("op", "support");
const ctx = (s: CurrentSession | null) => testContext({ services: h.services, log: () => {}, session: s, meta: { ip: "10.0.0.1", headers: new Headers() } });
const post = (path: string, fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return new Request(`http://localhost${path}`, { method: "POST", body: form });
};
// The route modules' functions take React Router's generated argument types; these tests pass what the server does.
type Fn = (args: never) => unknown;
const run = async (fn: Fn, request: Request, s: CurrentSession | null, params: Record<string, string> = {}) => {
  try {
    return (await (fn as (a: unknown) => Promise<unknown>)({ request, params, context: ctx(s) })) as Record<string, unknown>;
  } catch (thrown) {
    return { thrown } as Record<string, unknown>;
  }
};
/** The status of an action's `data(…, { status })` answer. */
const statusOf = (a: Record<string, unknown>) => (a.init as { status?: number } | undefined)?.status;
const audit = async (action: string) => rowsOf<{ subject_id: string }>(await db.execute(sql`select subject_id from audit_log where action = ${action} order by id`));
const PDF = new Blob([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], { type: "application/pdf" });

describe("business verification through the pages", () => {
  it("asks with the certificate; without one it says what is missing and nothing changes", async () => {
    await db.execute(sql`update users set business_name = 'Eko Cameras', cac_number = 'RC1112223', business_phone = '+2348031112223' where id = 'owner'`);
    const refused = await run(business.action, post("/business", { intent: "verify" }), session("owner"));
    expect(statusOf(refused)).toBe(400);
    expect((refused.data as { errors: Record<string, string> }).errors.certificate).toMatch(/Add your CAC certificate/);
    const notPdf = await run(business.action, post("/business", { intent: "verify", certificate: new Blob(["hello"], { type: "application/pdf" }) }), session("owner"));
    expect((notPdf.data as { errors: Record<string, string> }).errors.certificate).toMatch(/PDF, JPEG or PNG/);
    expect((await run(business.loader, new Request("http://localhost/business"), session("owner"))).status).toBe("unverified");
    expect(await run(business.action, post("/business", { intent: "verify", certificate: PDF }), session("owner"))).toMatchObject({ ok: true, intent: "verify" });
    expect((await run(business.loader, new Request("http://localhost/business"), session("owner"))).status).toBe("pending");
  });

  it("shows the queue, serves the certificate to operators only, and a rejection's reason reaches the owner's page", async () => {
    const page = await run(adminBusiness.loader, new Request("http://localhost/admin/business"), operator);
    expect((page.pending as { id: string; hasCertificate: boolean }[]).map((b) => [b.id, b.hasCertificate])).toEqual([["owner", true]]);

    const served = (await run(certificate.loader, new Request("http://localhost/admin/business/owner/certificate"), operator, { userId: "owner" })) as unknown as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    expect(await served.text()).toBe("%PDF-1.4\n%%EOF\n");
    expect(await audit("business.certificate.view")).toEqual([{ subject_id: "owner" }]);
    const stranger = await run(certificate.loader, new Request("http://localhost/admin/business/owner/certificate"), session("renter"), { userId: "owner" });
    expect((stranger.thrown as { init?: { status?: number } }).init?.status).toBe(404);
    expect(await audit("business.certificate.view")).toHaveLength(1);

    const noReason = await run(adminBusiness.action, post("/admin/business", { intent: "reject", userId: "owner", reason: "" }), operator);
    expect(statusOf(noReason)).toBe(400);
    const done = await run(adminBusiness.action, post("/admin/business", { intent: "reject", userId: "owner", reason: "The CAC number does not match the certificate" }), operator);
    expect(done).toMatchObject({ ok: true, message: expect.stringMatching(/^Rejected/) });
    expect(await run(business.loader, new Request("http://localhost/business"), session("owner"))).toMatchObject({ status: "unverified", rejectionReason: "The CAC number does not match the certificate" });
    const again = await run(adminBusiness.action, post("/admin/business", { intent: "approve", userId: "owner" }), operator);
    expect(statusOf(again)).toBe(404);
    expect((again.data as { errors: Record<string, string> }).errors.form).toMatch(/dealt with it already/);
  });
});

describe("reports through the page", () => {
  it("shows a reported message as written (the look audited), and bans its sender from the page", async () => {
    const { message } = await h.services.messages.startInquiry("owner2", listingId, { text: "Pay me on 0803 123 4567 and skip Haya" });
    await h.services.messages.report("owner", { subjectKind: "message", subjectId: String(message.id), reason: "asked to pay outside Haya" });
    const page = await run(reports.loader, new Request("http://localhost/admin/reports"), operator);
    const [r] = page.reports as { id: number; messageBody: string; subjectUserId: string }[];
    expect(r).toMatchObject({ messageBody: "Pay me on 0803 123 4567 and skip Haya", subjectUserId: "owner2" });
    expect(await audit("report.view")).toEqual([{ subject_id: String(r!.id) }]);
    const banned = await run(reports.action, post("/admin/reports", { intent: "ban-user", id: String(r!.id), reason: "Off-platform payment" }), operator);
    expect(banned).toMatchObject({ ok: true, message: expect.stringMatching(/^Banned/) });
    expect(await audit("user.ban")).toEqual([{ subject_id: "owner2" }]);
    expect((await run(reports.loader, new Request("http://localhost/admin/reports"), operator)).reports).toEqual([]);
  });
});

describe("the contact inbox through the page", () => {
  it("replies by e-mail and marks done", async () => {
    const { id } = await h.services.contact.submit({ name: "Femi", email: "femi@example.com", topic: "General question", message: "Do you deliver to Ibadan?" }, "contact");
    const page = await run(contact.loader, new Request("http://localhost/admin/contact"), operator);
    expect((page.messages as { id: number }[]).map((m) => m.id)).toContain(id);
    expect(statusOf(await run(contact.action, post("/admin/contact", { intent: "reply", id: String(id), reply: "" }), operator))).toBe(400);
    expect(await run(contact.action, post("/admin/contact", { intent: "reply", id: String(id), reply: "Owners in Ibadan list items too." }), operator)).toMatchObject({ ok: true });
    expect((await lastMailTo(db, "femi@example.com"))?.text).toContain("Owners in Ibadan list items too.");
    expect(await run(contact.action, post("/admin/contact", { intent: "done", id: String(id) }), operator)).toMatchObject({ ok: true, message: "Marked done." });
    expect(((await run(contact.loader, new Request("http://localhost/admin/contact?status=done"), operator)).messages as { id: number }[]).map((m) => m.id)).toContain(id);
  });
});
