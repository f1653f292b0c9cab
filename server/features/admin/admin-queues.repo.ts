// SQL of the admin side's queues: businesses waiting for verification, the contact inbox, reports, and what operators
// change to answer them (a listing's status, a person's ban, their sessions). Row locks keep two operators apart.
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";

const one = async <T>(q: Promise<unknown>) => rowsOf<T>(await q)[0];

// ── Business verification ──

export interface BusinessRow {
  id: string;
  name: string;
  email: string;
  businessName: string | null;
  cacNumber: string | null;
  businessPhone: string | null;
  businessStatus: "unverified" | "pending" | "verified";
  certificateKey: string | null;
  rejectionReason: string | null;
  requestedAt: Date;
}
const BUSINESS = sql`id, name, email, business_name as "businessName", cac_number as "cacNumber", business_phone as "businessPhone",
  business_status as "businessStatus", business_certificate_key as "certificateKey", business_rejection_reason as "rejectionReason",
  updated_at as "requestedAt"`;

/** `lock`: held until the transaction ends (a decision); a plain read otherwise (the owner's page). */
export const lockBusiness = (tx: Tx, userId: string, lock = true) =>
  one<BusinessRow>(tx.execute(sql`select ${BUSINESS} from users where id = ${userId} and deleted_at is null ${lock ? sql`for update` : sql``}`));

/** unverified → pending with the certificate, only with complete details; the request's moment is updated_at. */
export async function requestVerification(tx: Tx, userId: string, key: string, at: Date): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`update users set business_status = 'pending', business_certificate_key = ${key}, business_rejection_reason = null,
      updated_at = ${at.toISOString()} where id = ${userId} and business_status = 'unverified'
      and business_name is not null and cac_number is not null and business_phone is not null returning id`),
  );
  return rows.length > 0;
}

/** Pending requests, oldest first (the request set updated_at, and a pending business's details cannot change without leaving the queue). */
export async function pendingBusinesses(tx: Tx, limit: number): Promise<BusinessRow[]> {
  return rowsOf<BusinessRow>(await tx.execute(sql`select ${BUSINESS} from users where business_status = 'pending' and deleted_at is null order by updated_at, id limit ${limit}`));
}

export async function decideBusiness(tx: Tx, userId: string, d: { status: "verified" | "unverified"; reason: string | null; at: Date }) {
  await tx.execute(sql`update users set business_status = ${d.status}, business_rejection_reason = ${d.reason}, business_decided_at = ${d.at.toISOString()},
    updated_at = ${d.at.toISOString()} where id = ${userId}`);
}

// ── Contact inbox ──

export interface ContactRow {
  id: number;
  name: string;
  email: string;
  topic: string;
  message: string;
  source: string;
  status: "open" | "done";
  createdAt: Date;
  repliedAt: Date | null;
  doneAt: Date | null;
}
const CONTACT = sql`id::int as id, name, email, topic, message, source, status, created_at as "createdAt", replied_at as "repliedAt", done_at as "doneAt"`;

export async function contactMessages(tx: Tx, status: "open" | "done", limit: number): Promise<ContactRow[]> {
  return rowsOf<ContactRow>(await tx.execute(sql`select ${CONTACT} from contact_messages where status = ${status} order by created_at desc, id desc limit ${limit}`));
}
/** The language of the account an address belongs to (a contact message's), if any. */
export const accountLanguage = async (tx: Tx, email: string) =>
  (await one<{ language: string }>(tx.execute(sql`select language from users where lower(email) = lower(${email}) and deleted_at is null`)))?.language;

export const lockContact = (tx: Tx, id: number) => one<ContactRow>(tx.execute(sql`select ${CONTACT} from contact_messages where id = ${id} for update`));
export async function markContact(tx: Tx, id: number, patch: { repliedAt?: Date; doneAt?: Date }) {
  if (patch.repliedAt) await tx.execute(sql`update contact_messages set replied_at = ${patch.repliedAt.toISOString()} where id = ${id}`);
  if (patch.doneAt) await tx.execute(sql`update contact_messages set status = 'done', done_at = ${patch.doneAt.toISOString()} where id = ${id}`);
}

// ── Reports ──

export interface ReportRow {
  id: number;
  subjectKind: "user" | "listing" | "message";
  subjectId: string;
  subjectUserId: string | null;
  reason: string;
  details: string;
  status: string;
  createdAt: Date;
  reporterId: string;
  reporterName: string;
  reporterEmail: string;
  subjectName: string | null;
  subjectEmail: string | null;
  subjectBanned: boolean;
  listingTitle: string | null;
  listingStatus: string | null;
  messageBody: string | null;
}
const REPORT = sql`r.id::int as id, r.subject_kind as "subjectKind", r.subject_id as "subjectId", r.subject_user_id as "subjectUserId",
  r.reason, r.details, r.status, r.created_at as "createdAt", r.reporter_id as "reporterId", rep.name as "reporterName", rep.email as "reporterEmail",
  su.name as "subjectName", su.email as "subjectEmail", (su.banned_at is not null) as "subjectBanned",
  l.title as "listingTitle", l.status::text as "listingStatus", m.body as "messageBody"`;
const REPORT_FROM = sql`from reports r join users rep on rep.id = r.reporter_id left join users su on su.id = r.subject_user_id
  left join listings l on r.subject_kind = 'listing' and l.id::text = r.subject_id
  left join messages m on r.subject_kind = 'message' and m.id::text = r.subject_id`;

/** Open reports, oldest first (the one waiting longest on top). */
export async function openReports(tx: Tx, limit: number): Promise<ReportRow[]> {
  return rowsOf<ReportRow>(await tx.execute(sql`select ${REPORT} ${REPORT_FROM} where r.status = 'open' order by r.created_at, r.id limit ${limit}`));
}
export const lockReport = (tx: Tx, id: number) => one<ReportRow>(tx.execute(sql`select ${REPORT} ${REPORT_FROM} where r.id = ${id} for update of r`));

/** Closes the report and every other open one about the same subject (the same decision answers them all); their ids. */
export async function closeReports(tx: Tx, r: { kind: string; subjectId: string; status: "resolved" | "dismissed"; by: string; resolution: string; at: Date }) {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`update reports set status = ${r.status}, resolved_by = ${r.by}, resolution = ${r.resolution}, resolved_at = ${r.at.toISOString()}
      where subject_kind = ${r.kind} and subject_id = ${r.subjectId} and status = 'open' returning id::int as id`),
  );
  return rows.map((x) => x.id);
}

// ── Listings and people ──

export const lockListing = (tx: Tx, id: number) =>
  one<{ id: number; ownerId: string; title: string; status: string }>(
    tx.execute(sql`select id::int as id, owner_id as "ownerId", title, status::text as status from listings where id = ${id} for update`),
  );
export async function setListingStatus(tx: Tx, id: number, status: "published" | "suspended", at: Date) {
  await tx.execute(sql`update listings set status = ${status}, updated_at = ${at.toISOString()} where id = ${id}`);
}

export const lockPerson = (tx: Tx, id: string) =>
  one<{ id: string; name: string; email: string; role: string; bannedAt: Date | null; banReason: string | null }>(
    tx.execute(sql`select id, name, email, role, banned_at as "bannedAt", ban_reason as "banReason" from users where id = ${id} and deleted_at is null for update`),
  );
export async function setBan(tx: Tx, id: string, ban: { at: Date; reason: string } | null) {
  await tx.execute(sql`update users set banned_at = ${ban?.at.toISOString() ?? null}, ban_reason = ${ban?.reason ?? null} where id = ${id}`);
}
/** Every session of the person ends at once (the next request finds none). */
export async function deleteSessions(tx: Tx, userId: string) {
  await tx.execute(sql`delete from sessions where user_id = ${userId}`);
}
export async function isBanned(tx: Tx, userId: string): Promise<boolean> {
  return (await one<{ banned: boolean }>(tx.execute(sql`select banned_at is not null as banned from users where id = ${userId}`)))?.banned ?? false;
}
/** The person's published listings become suspended; their ids (unbanning brings back exactly these). */
export async function suspendPublished(tx: Tx, ownerId: string, at: Date): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`update listings set status = 'suspended', updated_at = ${at.toISOString()} where owner_id = ${ownerId} and status = 'published' returning id::int as id`),
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
export async function restoreSuspended(tx: Tx, ownerId: string, ids: number[], at: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`update listings set status = 'published', updated_at = ${at.toISOString()}
      where owner_id = ${ownerId} and status = 'suspended' and id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) returning id::int as id`),
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
/** Bookings the person rents or owns that can still be cancelled (not picked up yet), oldest first. */
export async function cancellableBookings(tx: Tx, userId: string): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`select id::int as id from bookings where (renter_id = ${userId} or owner_id = ${userId})
      and status in ('requested', 'awaiting_payment', 'confirmed') order by id`),
  );
  return rows.map((r) => r.id);
}
/** The listings the person's last ban hid (its audit row's `after`), for the unban. */
export async function listingsHiddenByBan(tx: Tx, userId: string): Promise<number[]> {
  const r = await one<{ after: { listings?: number[] } | null }>(
    tx.execute(sql`select after from audit_log where action = 'user.ban' and subject_kind = 'user' and subject_id = ${userId} order by id desc limit 1`),
  );
  return (r?.after?.listings ?? []).filter((n) => Number.isInteger(n));
}
