// The console's e-mails (a business's verification decision, an operator's reply to a contact message) and how they
// leave: as a mail job in the transaction of the decision, so the two stand or fall together; without a job queue
// (tests, tools) right after it commits.
import type { Db, Tx } from "../../db/client";
import type { JobSender } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { Mail } from "../mail/mail.service";
import { renderMail } from "../mail/mail.templates";
import type { OperatorsService } from "../operators/operators.service";

export interface ModerationDeps {
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
export async function inTransaction<T>(db: Db, deps: ModerationDeps, work: (tx: Db, mail: (m: Mail) => Promise<void>) => Promise<T>): Promise<T> {
  const later: Mail[] = [];
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    return work(tx, async (m) => {
      if (deps.jobs) await deps.jobs.send("mail", m, tx as Tx);
      else later.push(m);
    });
  });
  for (const m of later)
    await deps.sendMail(m).catch((e: unknown) => deps.log?.("error", "console mail not sent", { subject: m.subject, error: String(e) }));
  return result;
}

const letter = (to: string, subject: string, content: Parameters<typeof renderMail>[0]): Mail => ({ to, subject, ...renderMail({ title: subject, ...content }) });

export const businessApproved = (p: { name: string; email: string; businessName: string }, siteUrl: string) =>
  letter(p.email, "Your business is verified on Haya", {
    greeting: `Hello ${p.name},`,
    paragraphs: [`We have checked the details and CAC certificate of ${p.businessName}: your business is verified.`, "Every listing of yours now shows the Verified owner badge."],
    action: { label: "See your business page", url: `${siteUrl}/business` },
  });

export const businessRejected = (p: { name: string; email: string; businessName: string }, reason: string, siteUrl: string) =>
  letter(p.email, "We could not verify your business on Haya", {
    greeting: `Hello ${p.name},`,
    paragraphs: [`We could not verify ${p.businessName} from the details and certificate you sent.`, `The reason: ${reason}`, "You can correct your details and ask again on your business page."],
    action: { label: "Open your business page", url: `${siteUrl}/business` },
  });

export const contactReply = (m: { name: string; email: string; topic: string; message: string }, reply: string, siteUrl: string) =>
  letter(m.email, `Re: your message to Haya (${m.topic})`, {
    greeting: `Hello ${m.name},`,
    paragraphs: [...reply.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean), `You wrote: “${m.message.length > 500 ? `${m.message.slice(0, 500)}…` : m.message}”`],
    action: { label: "Write to us again", url: `${siteUrl}/contact` },
    footer: "Haya's support team answered the message you sent through our contact form.",
  });
