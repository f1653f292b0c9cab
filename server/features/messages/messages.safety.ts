// Blocks and reports: a person blocks another (neither can then message the other) and lifts it; a report of a person,
// a listing or a message for the operators, one open report per reporter and subject.
import { alreadyReported } from "../../../core/messages";
import { ConflictError, InvalidError, NotFoundError, zodFields } from "../../errors";
import * as blocks from "./messages.blocks.repo";
import type { MessagesContext } from "./messages.context";
import { reportSchema } from "./messages.schema";
import { m } from "../../../core/paraglide/messages";

export function createBlocksAndReports({ db, deps, now, log }: MessagesContext) {
  return {
    /** `userId` blocks `otherId`: neither can message the other until it is lifted. Idempotent. */
    async block(userId: string, otherId: string): Promise<void> {
      if (userId === otherId) throw new InvalidError(m.err_not_yourself(), { id: m.err_not_yourself() });
      if (!(await blocks.personExists(db, otherId))) throw new NotFoundError(m.err_no_such_person());
      await blocks.block(db, userId, otherId, now());
      log("info", "person blocked", { userId, otherId });
    },

    /** Lifts `userId`'s block of `otherId` (theirs of `userId`, if any, stays). Idempotent. */
    async unblock(userId: string, otherId: string): Promise<void> {
      if (userId === otherId) throw new InvalidError(m.err_not_yourself(), { id: m.err_not_yourself() });
      await blocks.unblock(db, userId, otherId);
    },

    /** Blocks between the two, each way. */
    isBlocked: (userId: string, otherId: string): Promise<{ byMe: boolean; byThem: boolean }> =>
      blocks.blocksBetween(db, userId, otherId),

    /**
     * A report of a person, a listing or a message (one the reporter can read) for the operators; one open report per
     * reporter and subject (ConflictError). InvalidError (bad input, reporting oneself), NotFoundError (no such subject).
     */
    async report(userId: string, input: unknown): Promise<{ id: number }> {
      const parsed = reportSchema.safeParse(input);
      if (!parsed.success) {
        const fields = zodFields(parsed.error, "report");
        throw new InvalidError(Object.values(fields)[0] ?? m.err_check_report(), fields);
      }
      const { subjectKind, subjectId, reason, details } = parsed.data;
      await deps.limiter?.attempt([["reportAccount", userId]]);
      let subjectUserId: string | undefined;
      if (subjectKind === "user")
        subjectUserId = (await blocks.personExists(db, subjectId)) ? subjectId : undefined;
      else if (/^\d{1,15}$/.test(subjectId)) {
        subjectUserId =
          subjectKind === "listing"
            ? await blocks.listingOwner(db, Number(subjectId))
            : await blocks.messageSenderFor(db, Number(subjectId), userId);
      }
      if (!subjectUserId)
        throw new NotFoundError(
          subjectKind === "user"
            ? m.err_no_such_person()
            : subjectKind === "listing"
              ? m.err_listing_not_found()
              : m.err_message_not_found(),
        );
      if (subjectUserId === userId)
        throw new InvalidError(m.err_not_yourself(), { subjectId: m.err_not_yourself() });
      const id = await blocks.insertReport(db, {
        reporterId: userId,
        subjectKind,
        subjectId,
        subjectUserId,
        reason,
        details,
        at: now(),
      });
      if (id === undefined) throw new ConflictError(alreadyReported());
      log("info", "report filed", { reportId: id, subjectKind });
      return { id };
    },
  };
}
