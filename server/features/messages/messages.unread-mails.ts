// The unread e-mails (the messages-unread-mail job, every minute): each side due one is decided, marked and written as
// a mail job in one transaction. The e-mail's words are in messages.mails.ts.
import { UNREAD_MAIL_AFTER_MINUTES, UNREAD_MAIL_EVERY_MINUTES } from "../../../core/messages";
import type { Tx } from "../../db/client";
import { errorText } from "../../logger";
import type { MessagesContext } from "./messages.context";
import { unreadMail } from "./messages.mails";
import * as unreadMails from "./messages.unread-mails.repo";
import { shownText } from "./messages.views";

const MINUTE = 60_000;

/**
 * The unread e-mails due now (the messages-unread-mail job, every minute): one per side whose oldest unread message
 * here is UNREAD_MAIL_AFTER_MINUTES old and who was not e-mailed about this conversation in the last
 * UNREAD_MAIL_EVERY_MINUTES (and then only when a message came since). Each is decided, marked and (with a queue) written as a job in one transaction, so a
 * retried run never sends it twice. Answers how many were sent.
 */
export async function sendUnreadMails({ db, deps, now, log }: MessagesContext): Promise<number> {
  const at = now();
  const olderThan = new Date(at.getTime() - UNREAD_MAIL_AFTER_MINUTES * MINUTE);
  const emailedBefore = new Date(at.getTime() - UNREAD_MAIL_EVERY_MINUTES * MINUTE);
  let sent = 0;
  for (const due of await unreadMails.unreadMailsDue(db, olderThan, emailedBefore, 200)) {
    const mail = await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const f = await unreadMails.lockUnreadMail(tx, due.conversationId, due.side);
      if (
        !f ||
        f.unread <= 0 ||
        !f.oldestUnreadAt ||
        f.oldestUnreadAt > olderThan ||
        (f.emailedAt && (f.emailedAt > emailedBefore || !f.newestAt || f.newestAt <= f.emailedAt))
      )
        return undefined;
      // Marked even when the person wants no e-mail: the next look at this conversation is an hour on.
      await unreadMails.markEmailed(tx, due.conversationId, due.side, at);
      if (deps.wantsEmail && !(await deps.wantsEmail(tx, f.readerId, "message"))) return undefined;
      const headers = deps.mailHeaders ? await deps.mailHeaders(f.readerId, "message", tx) : {};
      const m = {
        ...unreadMail(f, {
          conversationId: due.conversationId,
          siteUrl: deps.siteUrl,
          shown: (body, hasContact) => shownText(body, hasContact, f.contactsShown).text,
        }),
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
      };
      if (deps.jobs) await deps.jobs.send("mail", m, tx);
      return m;
    });
    if (!mail) continue;
    sent++;
    if (!deps.jobs && deps.sendMail)
      await deps
        .sendMail(mail, {
          key: `messages-unread:${due.conversationId}:${due.side}:${at.toISOString()}`,
        })
        .catch((e: unknown) =>
          log("error", "unread message email not sent", {
            conversationId: due.conversationId,
            error: errorText(e),
          }),
        );
  }
  return sent;
}
