// Messages' background work on the job queue: every minute, one process at a time, the e-mails of messages waiting
// unread for 15 minutes (at most one per conversation and side an hour).
import type { JobHandler } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { MessagesService } from "./messages.service";

export function messagesJobs(
  messages: Pick<MessagesService, "sendUnreadMails">,
  log: Log,
): Record<"messages-unread-mail", JobHandler> {
  return {
    async "messages-unread-mail"() {
      const sent = await messages.sendUnreadMails();
      if (sent > 0) log("info", "unread message emails", { sent });
    },
  };
}
