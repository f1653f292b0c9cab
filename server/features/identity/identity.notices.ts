// How a person hears about their identity check: an email (a job written in the change's transaction, or sent after the
// commit without a queue) and the bell, in their language. Shared by the provider's answers and the operators' actions.
import { m } from "../../../core/paraglide/messages";
import type { Db, Tx } from "../../db/client";
import type { JobSender } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { Mail } from "../mail/mail.service";
import { mailLocale } from "../mail/mail.templates";
import type { NotifyInput } from "../notifications/notifications.service";
import { storedWords } from "../notifications/notifications.words";
import { identityDecidedMail, identityMoreAttemptsMail } from "./identity.mails";
import * as repo from "./identity.repo";
import { reasonText } from "./identity.schema";

export interface NoticeDeps {
  jobs?: JobSender | undefined;
  sendMail: (m: Mail) => Promise<void>;
  /** The bell, written in the change's transaction. */
  notify: (tx: Db | Tx, n: NotifyInput) => Promise<unknown>;
  siteUrl: string;
}

/** Mails collected in a transaction, sent after its commit when there is no job queue. */
export type Later = Mail[];

export function identityNotices(deps: NoticeDeps, log: Log) {
  async function post(tx: Db, later: Later, mail: Mail, bell: NotifyInput) {
    if (deps.jobs) await deps.jobs.send("mail", mail, tx as unknown as Tx);
    else later.push(mail);
    await deps.notify(tx, bell);
  }

  return {
    /** A check's decision: verified, or refused with an operator's words (`text`) or a reason code said in the person's language. */
    async decided(tx: Db, userId: string, checkId: number, verified: boolean, why: { code?: string; text?: string }, later: Later) {
      const person = await repo.personOf(tx, userId);
      if (!person) return;
      const reason = why.text || (reasonText(why.code, mailLocale(person.language)) ?? "");
      await post(tx, later, identityDecidedMail(person, verified, reason, deps.siteUrl), {
        userId,
        kind: "identity",
        key: `identity:${checkId}`,
        title: storedWords(verified ? m.mail_notif_identity_ok_title : m.mail_notif_identity_no_title),
        ...(verified ? {} : { body: storedWords(m.mail_notif_identity_no_body, { reason }) }),
        link: "/account/identity",
      });
    },

    /** An operator allowed more attempts (`allowed`: the new total, which keys the bell: once per allowance). */
    async moreAttempts(tx: Db, person: { name: string; email: string; language: unknown }, userId: string, allowed: number, later: Later) {
      await post(tx, later, identityMoreAttemptsMail(person, deps.siteUrl), {
        userId,
        kind: "identity",
        key: `identity:allowed:${allowed}`,
        title: storedWords(m.mail_notif_identity_more_title),
        body: storedWords(m.mail_notif_identity_more_body),
        link: "/account/identity",
      });
    },

    async send(later: Later) {
      for (const one of later) await deps.sendMail(one).catch((e: unknown) => log("error", "identity mail not sent", { error: String(e) }));
    },
  };
}
export type IdentityNotices = ReturnType<typeof identityNotices>;
