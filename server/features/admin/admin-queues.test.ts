// The admin side's queues as an operator works them (PGlite, and PostgreSQL with TEST_DATABASE_URL): business verification
// with a certificate, the contact inbox, reports; suspensions and bans with their refunds. Each action leaves exactly
// one audit row, written in the action's transaction: an action that fails, even after its audit row, leaves none.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { lastMailTo } from "../../testing/accounts";
import type { FakePaystack } from "../../testing/fake-paystack";
import { paystackHarness, type PaymentsHarness } from "../../testing/payments";
import { blankPng } from "../../testing/png";
import { searchQuerySchema } from "../search/search.schema";
import type { Operator } from "./admin-operators.service";
import { contactReply } from "./admin-queues.mails";

let h: PaymentsHarness, fake: FakePaystack, hook: string;
beforeAll(async () => void ({ h, fake, hook } = await paystackHarness()));

const support: Operator = { id: "owner2", role: "support" };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const q = <T>(query: ReturnType<typeof sql>) => h.db.execute(query).then((r) => rowsOf<T>(r));
const audit = (action?: string) =>
  q<{ action: string; subject_id: string; actor_id: string; before: unknown; after: unknown; reason: string }>(
    sql`select action, subject_id, actor_id, before, after, reason from audit_log where ${action ? sql`action = ${action}` : sql`true`} order by id`,
  );
const count = async () => (await q<{ n: number }>(sql`select count(*)::int as n from audit_log`))[0]!.n;
const m = () => h.services.adminQueues;

async function person(id: string) {
  await h.db.execute(sql`insert into users (id, name, email) values (${id}, ${id}, ${`${id}@example.com`}) on conflict do nothing`);
  return id;
}
async function business(id: string) {
  await person(id);
  await h.db.execute(sql`update users set business_name = 'Ade Rentals Ltd', cac_number = 'RC1234567', business_phone = '+2348031234567' where id = ${id}`);
}

describe("business verification", () => {
  it("takes a PDF or image certificate with the request, and refuses anything else with nothing changed", async () => {
    await business("biz1");
    await expect(m().business.request("biz1", null)).rejects.toThrow(/Add your CAC certificate/);
    await expect(m().business.request("biz1", Buffer.from("<html>not a pdf</html>"))).rejects.toThrow(/PDF, JPEG or PNG/);
    await expect(m().business.request("biz1", Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]))).rejects.toThrow(/up to 5 MB/);
    await person("nobiz");
    await expect(m().business.request("nobiz", PDF)).rejects.toThrow(/business name, CAC number and phone first/);
    expect((await m().business.statusOf("biz1")).status).toBe("unverified");
    await m().business.request("biz1", PDF);
    expect(await m().business.statusOf("biz1")).toEqual({ status: "pending", rejectionReason: null, hasCertificate: true });
    await expect(m().business.request("biz1", PDF)).rejects.toThrow(/already with us/);
  });

  it("queues pending requests oldest first; a rejection needs a reason, e-mails it and shows it; approval verifies (the badge)", async () => {
    await business("biz2");
    await m().business.request("biz2", blankPng(40, 30));
    const queue = await m().business.pending();
    expect(queue.map((b) => b.id)).toEqual(["biz1", "biz2"]);
    expect(queue[0]).toMatchObject({ businessName: "Ade Rentals Ltd", cacNumber: "RC1234567", hasCertificate: true });

    const before = await count();
    await expect(m().business.decide(support, "biz1", { decision: "reject", reason: "  " })).rejects.toThrow(/reason for the rejection/);
    await expect(m().business.decide(support, "nobiz", { decision: "approve" })).rejects.toThrow(/No such verification request/);
    expect(await count()).toBe(before);

    await m().business.decide(support, "biz1", { decision: "reject", reason: "The certificate is for another company" });
    expect(await m().business.statusOf("biz1")).toMatchObject({ status: "unverified", rejectionReason: "The certificate is for another company" });
    const mail = await lastMailTo(h.db, "biz1@example.com");
    expect(mail?.subject).toBe("We could not verify your business on Haya");
    expect(mail?.text).toContain("The certificate is for another company");
    expect(mail?.text).toContain("http://localhost:3000/business");

    await m().business.request("biz1", PDF);
    await m().business.decide(support, "biz1", { decision: "approve" });
    expect((await m().business.statusOf("biz1")).status).toBe("verified");
    expect((await lastMailTo(h.db, "biz1@example.com"))?.subject).toBe("Your business is verified on Haya");
    const listingId = await h.booking({ owner: "biz1" }).then((b) => b.listingId);
    expect((await h.services.catalogue.getListing(listingId))?.owner).toMatchObject({ verified: true, businessName: "Ade Rentals Ltd" });

    expect((await audit()).filter((a) => a.subject_id === "biz1").map((a) => [a.action, a.before, a.after])).toEqual([
      ["business.reject", { businessStatus: "pending" }, { businessStatus: "unverified" }],
      ["business.approve", { businessStatus: "pending" }, { businessStatus: "verified" }],
    ]);
  });

  it("serves the certificate to the operator with the look on record, as sent for a PDF", async () => {
    const { body, type } = await m().business.certificate(support, "biz1");
    expect(type).toBe("application/pdf");
    expect(Buffer.from(body).equals(PDF)).toBe(true);
    const image = await m().business.certificate(support, "biz2");
    expect(image.type).toBe("image/webp");
    expect((await audit("business.certificate.view")).map((a) => a.subject_id)).toEqual(["biz1", "biz2"]);
    await expect(m().business.certificate(support, "nobiz")).rejects.toThrow(/No certificate/);
  });
});

describe("the contact inbox", () => {
  it("lists open messages newest first, replies by e-mail and marks done, one audit row each", async () => {
    const a = await h.services.contact.submit({ name: "Tolu", email: "Tolu@Example.com", topic: "A booking", message: "Where is my refund?" }, "contact");
    const b = await h.services.contact.submit({ name: "Chidi", email: "chidi@example.com", topic: "Listing an item", message: "How do I list?" }, "support");
    expect((await m().contact.list("open")).map((c) => c.id).slice(0, 2)).toEqual([b.id, a.id]);
    const before = await count();
    await expect(m().contact.reply(support, a.id, { reply: " " })).rejects.toThrow(/Write the reply/);
    await expect(m().contact.reply(support, 999999, { reply: "Hi" })).rejects.toThrow(/No such message/);
    expect(await count()).toBe(before);
    await m().contact.reply(support, a.id, { reply: "Your refund was sent today.\n\nIt reaches your bank in 5 working days." });
    const mail = await lastMailTo(h.db, "tolu@example.com");
    expect(mail?.subject).toBe("Re: your message to Haya (A booking)");
    // To a Pidgin reader, the topic as the Pidgin form showed it.
    expect(contactReply({ name: "Tolu", email: "tolu@example.com", topic: "A booking", message: "Where?", language: "pcm" }, "Hi", "https://haya.test").subject).toMatch(/\(About booking\)$/);
    expect(mail?.text).toContain("It reaches your bank in 5 working days.");
    expect((await m().contact.list("open")).find((c) => c.id === a.id)?.repliedAt).toBeTruthy();
    expect((await m().contact.done(support, a.id)).changed).toBe(true);
    expect((await m().contact.done(support, a.id)).changed).toBe(false);
    expect((await m().contact.list("open")).map((c) => c.id)).not.toContain(a.id);
    expect((await m().contact.list("done")).map((c) => c.id)).toContain(a.id);
    expect((await audit()).filter((r) => r.subject_id === String(a.id)).map((r) => r.action)).toEqual(["contact.reply", "contact.done"]);
  });
});

describe("reports, suspensions and bans", () => {
  const published = async (listingId: number) => {
    const found = await h.services.search.search(searchQuerySchema.parse({}));
    return {
      search: found.items.some((i) => i.id === listingId),
      item: (await h.services.catalogue.viewListing(listingId, "renter")) !== undefined,
      api: (await h.services.catalogue.getPublished(listingId)) !== undefined,
    };
  };

  it("shows open reports with the message as written (the look audited), dismisses with a note", async () => {
    const listingId = (await h.booking({ owner: "owner" })).listingId;
    const { id } = await h.services.messages.report("renter2", { subjectKind: "listing", subjectId: String(listingId), reason: "spam", details: "Same photo everywhere" });
    const open = await m().reports.open(support);
    expect(open.find((r) => r.id === id)).toMatchObject({ subjectKind: "listing", reporterId: "renter2", reason: "spam", details: "Same photo everywhere", listingTitle: "Canon EOS R5" });
    const before = await count();
    await expect(m().reports.resolve(support, id, { action: "dismiss", reason: "" })).rejects.toThrow(/Write a note/);
    expect(await count()).toBe(before);
    expect(await m().reports.resolve(support, id, { action: "dismiss", reason: "Looks fine" })).toMatchObject({ status: "dismissed", closed: [id] });
    expect(await count()).toBe(before + 1);
    const [row] = await q<{ status: string; resolved_by: string; resolution: string }>(sql`select status, resolved_by, resolution from reports where id = ${id}`);
    expect(row).toEqual({ status: "dismissed", resolved_by: "owner2", resolution: "dismiss: Looks fine" });
    await expect(m().reports.resolve(support, id, { action: "dismiss", reason: "again" })).rejects.toThrow(/No such open report/);
  });

  it("suspends a reported listing (gone from search, the item page and the API) and restores it", async () => {
    const listingId = (await h.booking({ owner: "owner" })).listingId;
    expect(await published(listingId)).toEqual({ search: true, item: true, api: true });
    const { id } = await h.services.messages.report("renter2", { subjectKind: "listing", subjectId: String(listingId), reason: "scam or fraud" });
    const before = await count();
    await m().reports.resolve(support, id, { action: "suspend-listing", reason: "Fake listing" });
    expect(await published(listingId)).toEqual({ search: false, item: false, api: false });
    expect((await audit("listing.suspend")).at(-1)).toMatchObject({ subject_id: String(listingId), after: { status: "suspended", report: id }, reason: "Fake listing" });
    expect(await count()).toBe(before + 1);
    await expect(m().reports.suspendListing(support, listingId, { reason: "again" })).rejects.toThrow(/already suspended/);
    await m().reports.restoreListing(support, listingId, { reason: "Owner proved it is real" });
    expect(await published(listingId)).toEqual({ search: true, item: true, api: true });
    expect(await count()).toBe(before + 2);
  });

  it("rolls the change back with its audit row when the audit row itself fails (one transaction)", async () => {
    const listingId = (await h.booking({ owner: "owner" })).listingId;
    const before = await count();
    // An operator who does not exist: the audit row's foreign key refuses it, after the listing was changed.
    await expect(m().reports.suspendListing({ id: "ghost", role: "admin" }, listingId, { reason: "test" })).rejects.toThrow();
    expect(await published(listingId)).toMatchObject({ api: true });
    expect(await count()).toBe(before);
  });

  it("bans a person: sessions gone, listings hidden, open bookings cancelled with the owner-cancel refund, ledger balanced; unban brings the listings back", async () => {
    await person("bad");
    await h.db.execute(sql`insert into sessions (id, token, user_id, expires_at, created_at, updated_at) values ('s-bad', 'tok-bad', 'bad', now() + interval '1 day', now(), now())`);
    const paid = await h.booking({ owner: "bad", start: 10, end: 12 });
    const { reference } = await h.payments.startCheckout({ bookingId: paid.id, renterId: "renter" });
    fake.complete(reference, "success");
    await fake.sendWebhook(hook, fake.chargeEvent(reference));
    expect(await h.statusOf(paid.id)).toBe("confirmed");
    const waiting = await h.booking({ owner: "bad", start: 20, end: 21 });
    const { id: reportId } = await h.services.messages.report("renter", { subjectKind: "user", subjectId: "bad", reason: "asked to pay outside Haya" });

    const before = await count();
    await m().reports.resolve(support, reportId, { action: "ban-user", reason: "Asked renters to pay by transfer" });
    expect(await count()).toBe(before + 1);
    expect(await q(sql`select id from sessions where user_id = 'bad'`)).toEqual([]);
    expect(await h.statusOf(paid.id)).toBe("cancelled");
    expect(await h.statusOf(waiting.id)).toBe("cancelled");
    // The owner's cancel: everything the renter paid comes back, deposit included.
    expect((await h.refundsOf(paid.id)).map((r) => r.amountKobo)).toEqual([paid.totalKobo]);
    expect((await h.refundsOf(waiting.id))).toEqual([]);
    await h.expectBalanced();
    const [ban] = await audit("user.ban");
    expect(ban).toMatchObject({ subject_id: "bad", actor_id: "owner2", reason: "Asked renters to pay by transfer", after: { listings: [paid.listingId, waiting.listingId].sort((a, b) => a - b), bookings: [paid.id, waiting.id], report: reportId } });
    expect(await published(paid.listingId)).toMatchObject({ api: false });
    await expect(m().reports.ban(support, "bad", { reason: "again" })).rejects.toThrow(/already banned/);
    await expect(m().reports.restoreListing(support, paid.listingId, { reason: "x" })).rejects.toThrow(/unban them first/);

    await m().reports.unban(support, "bad", { reason: "Appeal accepted" });
    expect(await published(paid.listingId)).toMatchObject({ api: true });
    expect(await h.statusOf(paid.id)).toBe("cancelled");
    expect((await audit("user.unban")).map((a) => a.reason)).toEqual(["Appeal accepted"]);
    expect(await count()).toBe(before + 2);
  });

  it("refuses to ban an operator or an unknown person, with nothing written", async () => {
    await person("op");
    await h.db.execute(sql`update users set role = 'admin' where id = 'op'`);
    const before = await count();
    await expect(m().reports.ban(support, "op", { reason: "x" })).rejects.toThrow(/cannot be banned/);
    await expect(m().reports.ban(support, "nobody-here", { reason: "x" })).rejects.toThrow(/No such person/);
    await expect(m().reports.ban(support, "renter2", { reason: "" })).rejects.toThrow(/Write the reason/);
    expect(await count()).toBe(before);
  });
});
