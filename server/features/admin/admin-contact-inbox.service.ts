// The contact inbox: messages from the contact and support forms, newest first, answered by e-mail (replied_at) and
// closed with a done mark. Each action is one audit row in its own transaction, with the e-mail it sends.
import { m } from "../../../core/paraglide/messages";
import type { Db } from "../../db/client";
import { InvalidError, NotFoundError } from "../../errors";
import type { Operator } from "./admin-operators.service";
import { contactReply, inTransaction, type AdminQueuesDeps } from "./admin-queues.mails";
import * as repo from "./admin-queues.repo";
import { firstIssue, replySchema } from "./admin-queues.schema";

export function createContactInbox(db: Db, deps: AdminQueuesDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Open messages (or the done ones), newest first. */
    list: (status: "open" | "done" = "open", limit = 100) => repo.contactMessages(db, status, Math.min(Math.max(limit, 1), 200)),

    /** E-mails the operator's reply to the sender and marks the message replied. InvalidError (empty), NotFoundError. */
    async reply(operator: Operator, id: number, input: unknown) {
      const parsed = replySchema.safeParse(input);
      if (!parsed.success) throw new InvalidError(firstIssue(parsed.error), { reply: firstIssue(parsed.error) });
      return inTransaction(db, deps, async (tx, mail) => {
        const c = await repo.lockContact(tx, id);
        if (!c) throw new NotFoundError(m.err_no_such_contact_message());
        const at = now();
        await repo.markContact(tx, id, { repliedAt: at });
        await deps.operators.record(tx, operator, {
          action: "contact.reply",
          subjectKind: "contact",
          subjectId: String(id),
          before: { repliedAt: c.repliedAt },
          after: { repliedAt: at.toISOString() },
          reason: parsed.data.reply,
        });
        await mail(contactReply({ ...c, language: await repo.accountLanguage(tx, c.email) }, parsed.data.reply, deps.siteUrl));
        return { id, repliedAt: at };
      });
    },

    /** Closes the message (done). Marking a done one again changes nothing and writes nothing. */
    async done(operator: Operator, id: number) {
      return inTransaction(db, deps, async (tx) => {
        const c = await repo.lockContact(tx, id);
        if (!c) throw new NotFoundError(m.err_no_such_contact_message());
        if (c.status === "done") return { id, changed: false };
        await repo.markContact(tx, id, { doneAt: now() });
        await deps.operators.record(tx, operator, { action: "contact.done", subjectKind: "contact", subjectId: String(id), before: { status: "open" }, after: { status: "done" }, reason: "" });
        return { id, changed: true };
      });
    },
  };
}
export type ContactInbox = ReturnType<typeof createContactInbox>;
