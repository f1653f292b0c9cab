// The admin side's e-mails (a business's verification decision, an operator's reply to a contact message) and how they
// leave: as a mail job in the transaction of the decision, so the two stand or fall together; without a job queue
// (tests, tools) right after it commits.
import { m } from "../../../core/paraglide/messages";
import { contactTopicLabel } from "../../../core/contact";
import type { Db, Tx } from "../../db/client";
import type { JobSender } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { Mail } from "../mail/mail.service";
import { hello, mailLocale, mailUrl, renderMail } from "../mail/mail.templates";
import type { OperatorsService } from "./admin-operators.service";

export interface AdminQueuesDeps {
  /** Links in e-mails start here (PUBLIC_URL), never at a request's Host. */
  siteUrl: string;
  jobs?: JobSender | undefined;
  sendMail: (m: Mail) => Promise<void>;
  /** The audit log (operators.record), written in each action's transaction. */
  operators: Pick<OperatorsService, "record">;
  now?: (() => Date) | undefined;
  log?: Log | undefined;
}

/**
 * Runs `work` in one transaction with a `mail` that queues e-mails with it; e-mails go after the commit when there is no
 * job queue. A failure anywhere rolls back the change, its audit row and its e-mails alike.
 */
export async function inTransaction<T>(db: Db, deps: AdminQueuesDeps, work: (tx: Db, mail: (m: Mail) => Promise<void>) => Promise<T>): Promise<T> {
  const later: Mail[] = [];
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    return work(tx, async (one) => {
      if (deps.jobs) await deps.jobs.send("mail", one, tx as Tx);
      else later.push(one);
    });
  });
  for (const one of later)
    await deps.sendMail(one).catch((e: unknown) => deps.log?.("error", "console mail not sent", { subject: one.subject, error: String(e) }));
  return result;
}

const letter = (to: string, subject: string, content: Parameters<typeof renderMail>[0]): Mail => ({ to, subject, ...renderMail({ title: subject, ...content }) });

type Person = { name: string; email: string; businessName: string | null; language?: unknown };

export const businessApproved = (p: Person, siteUrl: string) => {
  const locale = mailLocale(p.language);
  const business = p.businessName ?? m.mail_business_yours({}, { locale });
  return letter(p.email, m.mail_business_ok_subject({}, { locale }), {
    greeting: hello(p.name, locale),
    paragraphs: [m.mail_business_ok_text({ business }, { locale }), m.mail_business_ok_badge({}, { locale })],
    action: { label: m.mail_business_ok_action({}, { locale }), url: mailUrl(siteUrl, "/business", locale) },
    locale,
  });
};

export const businessRejected = (p: Person, reason: string, siteUrl: string) => {
  const locale = mailLocale(p.language);
  const business = p.businessName ?? m.mail_business_yours({}, { locale });
  return letter(p.email, m.mail_business_no_subject({}, { locale }), {
    greeting: hello(p.name, locale),
    paragraphs: [m.mail_business_no_text({ business }, { locale }), m.mail_business_no_reason({ reason }, { locale }), m.mail_business_no_again({}, { locale })],
    action: { label: m.mail_business_no_action({}, { locale }), url: mailUrl(siteUrl, "/business", locale) },
    locale,
  });
};

/** The reply to a contact message: in the language of the account the address belongs to (`language`), else English. */
export const contactReply = (c: { name: string; email: string; topic: string; message: string; language?: unknown }, reply: string, siteUrl: string) => {
  const locale = mailLocale(c.language);
  return letter(c.email, m.mail_contact_subject({ topic: contactTopicLabel(c.topic, locale) }, { locale }), {
    greeting: hello(c.name, locale),
    paragraphs: [
      ...reply.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean),
      m.mail_contact_wrote({ message: c.message.length > 500 ? `${c.message.slice(0, 500)}…` : c.message }, { locale }),
    ],
    action: { label: m.mail_contact_action({}, { locale }), url: mailUrl(siteUrl, "/contact", locale) },
    footer: m.mail_contact_footer({}, { locale }),
    locale,
  });
};
