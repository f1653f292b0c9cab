// Reports of people, listings and messages, and what operators do about them: dismiss with a note, suspend or
// restore a listing, ban or unban a person. Support and admins alike may do all of it (a ban's refunds follow the
// policy; nobody chooses an amount). Each action is exactly one audit row, in the transaction of the change.
//
// A ban: banned_at and the reason; every session deleted (the next request is signed out; sign-in is refused,
// accounts/auth.ts); their published listings suspended (the ban's audit row lists them: an unban brings back exactly
// those still suspended); their bookings not yet picked up cancelled by the bookings service as an operator, with the
// refund an owner's cancellation gives (payments' hooks owe the refund and post the ledger lines in the same transaction).
import { m } from "../../../core/paraglide/messages";
import type { Db } from "../../db/client";
import { ConflictError, InvalidError, NotFoundError } from "../../errors";
import type { BookingMove, BookingsService } from "../bookings/bookings.service";
import { cancelledByHayaNote } from "../bookings/history-notes";
import type { Operator } from "./admin-operators.service";
import { inTransaction, type AdminQueuesDeps } from "./admin-queues.mails";
import * as repo from "./admin-queues.repo";
import { firstIssue, reasonSchema, resolveSchema } from "./admin-queues.schema";

function reasonOf(input: unknown): string {
  const parsed = reasonSchema.safeParse(input);
  if (!parsed.success) throw new InvalidError(firstIssue(parsed.error), { reason: firstIssue(parsed.error) });
  return parsed.data.reason;
}

export function createReportsQueue(db: Db, deps: AdminQueuesDeps & { bookings: Pick<BookingsService, "cancelAsOperator" | "announceMove"> }) {
  const now = deps.now ?? (() => new Date());

  async function suspend(tx: Db, operator: Operator, listingId: number, reason: string, report?: number) {
    const l = await repo.lockListing(tx, listingId);
    if (!l || l.status === "deleted") throw new NotFoundError(m.err_no_such_listing());
    if (l.status !== "published") throw new ConflictError(l.status === "suspended" ? m.err_listing_already_suspended() : m.err_only_published_suspended());
    await repo.setListingStatus(tx, listingId, "suspended", now());
    await deps.operators.record(tx, operator, { action: "listing.suspend", subjectKind: "listing", subjectId: String(listingId), before: { status: l.status }, after: { status: "suspended", ...(report ? { report } : {}) }, reason });
  }

  async function ban(tx: Db, operator: Operator, userId: string, reason: string, moves: BookingMove[], report?: number) {
    const p = await repo.lockPerson(tx, userId);
    if (!p) throw new NotFoundError(m.err_no_such_person());
    if (p.bannedAt) throw new ConflictError(m.err_person_already_banned());
    if (p.role !== "user") throw new ConflictError(m.err_operator_not_bannable());
    if (p.id === operator.id) throw new ConflictError(m.err_cannot_ban_yourself());
    const at = now();
    await repo.setBan(tx, userId, { at, reason });
    await repo.deleteSessions(tx, userId);
    const listings = await repo.suspendPublished(tx, userId, at);
    const bookings = await repo.cancellableBookings(tx, userId);
    for (const id of bookings) await deps.bookings.cancelAsOperator(id, operator.id, { tx, moves, now: at, note: cancelledByHayaNote(reason) });
    await deps.operators.record(tx, operator, { action: "user.ban", subjectKind: "user", subjectId: userId, before: { bannedAt: null }, after: { bannedAt: at.toISOString(), listings, bookings, ...(report ? { report } : {}) }, reason });
  }

  /** Runs a change that may cancel bookings; their moves are announced (e-mails, notifications) once it commits. */
  async function withMoves<T>(work: (tx: Db, moves: BookingMove[]) => Promise<T>): Promise<T> {
    const moves: BookingMove[] = [];
    const result = await inTransaction(db, deps, (tx) => work(tx, moves));
    for (const move of moves) deps.bookings.announceMove(move);
    return result;
  }

  return {
    /** Open reports, oldest first, with what was reported: a message's text as written (unmasked; each look is audited). */
    async open(operator: Operator, limit = 100) {
      return inTransaction(db, deps, async (tx) => {
        const rows = await repo.openReports(tx, Math.min(Math.max(limit, 1), 200));
        for (const r of rows)
          if (r.subjectKind === "message") await deps.operators.record(tx, operator, { action: "report.view", subjectKind: "report", subjectId: String(r.id), before: null, after: null, reason: "" });
        return rows;
      });
    },

    /**
     * Closes an open report (and any other open one about the same subject): dismissed with a note, or resolved by
     * suspending the listing or banning the person it is about. One audit row: report.dismiss, listing.suspend or user.ban.
     */
    async resolve(operator: Operator, reportId: number, input: unknown) {
      const parsed = resolveSchema.safeParse(input);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path[0] === "action" ? "action" : "reason";
        throw new InvalidError(firstIssue(parsed.error), { [field]: firstIssue(parsed.error) });
      }
      const { action, reason } = parsed.data;
      return withMoves(async (tx, moves) => {
        const r = await repo.lockReport(tx, reportId);
        if (!r || r.status !== "open") throw new NotFoundError(m.err_no_such_open_report());
        if (action === "dismiss")
          await deps.operators.record(tx, operator, { action: "report.dismiss", subjectKind: "report", subjectId: String(r.id), before: { status: "open" }, after: { status: "dismissed" }, reason });
        else if (action === "suspend-listing") {
          if (r.subjectKind !== "listing") throw new InvalidError(m.err_report_not_listing(), { action: m.err_report_not_listing() });
          await suspend(tx, operator, Number(r.subjectId), reason, r.id);
        } else {
          if (!r.subjectUserId) throw new InvalidError(m.err_report_names_nobody(), { action: m.err_report_names_nobody() });
          await ban(tx, operator, r.subjectUserId, reason, moves, r.id);
        }
        const status = action === "dismiss" ? "dismissed" : "resolved";
        const closed = await repo.closeReports(tx, { kind: r.subjectKind, subjectId: r.subjectId, status, by: operator.id, resolution: `${action}: ${reason}`, at: now() });
        return { id: r.id, status, closed };
      });
    },

    async suspendListing(operator: Operator, listingId: number, input: unknown) {
      const reason = reasonOf(input);
      await inTransaction(db, deps, (tx) => suspend(tx, operator, listingId, reason));
      return { id: listingId, status: "suspended" as const };
    },

    async restoreListing(operator: Operator, listingId: number, input: unknown) {
      const reason = reasonOf(input);
      await inTransaction(db, deps, async (tx) => {
        const l = await repo.lockListing(tx, listingId);
        if (!l || l.status === "deleted") throw new NotFoundError(m.err_no_such_listing());
        if (l.status !== "suspended") throw new ConflictError(m.err_listing_not_suspended());
        if (await repo.isBanned(tx, l.ownerId)) throw new ConflictError(m.err_owner_banned_unban_first());
        await repo.setListingStatus(tx, listingId, "published", now());
        await deps.operators.record(tx, operator, { action: "listing.restore", subjectKind: "listing", subjectId: String(listingId), before: { status: "suspended" }, after: { status: "published" }, reason });
      });
      return { id: listingId, status: "published" as const };
    },

    async ban(operator: Operator, userId: string, input: unknown) {
      const reason = reasonOf(input);
      await withMoves((tx, moves) => ban(tx, operator, userId, reason, moves));
      return { id: userId, banned: true as const };
    },

    /** Lifts a ban; the listings the ban hid come back (those still suspended). Cancelled bookings stay cancelled. */
    async unban(operator: Operator, userId: string, input: unknown) {
      const reason = reasonOf(input);
      await inTransaction(db, deps, async (tx) => {
        const p = await repo.lockPerson(tx, userId);
        if (!p) throw new NotFoundError(m.err_no_such_person());
        if (!p.bannedAt) throw new ConflictError(m.err_person_not_banned());
        await repo.setBan(tx, userId, null);
        const listings = await repo.restoreSuspended(tx, userId, await repo.listingsHiddenByBan(tx, userId), now());
        await deps.operators.record(tx, operator, { action: "user.unban", subjectKind: "user", subjectId: userId, before: { bannedAt: p.bannedAt, banReason: p.banReason }, after: { bannedAt: null, listings }, reason });
      });
      return { id: userId, banned: false as const };
    },
  };
}
export type ReportsQueue = ReturnType<typeof createReportsQueue>;
