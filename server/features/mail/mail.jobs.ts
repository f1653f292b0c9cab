// E-mail as background work: a mailer that writes each e-mail as a job instead of sending it while someone waits, and
// the job's handler, which sends it with the job's id as its key (at most once, however often the job is tried).
import type { JobHandler, JobSender } from "../../jobs/queue";
import type { Mail, Mailer } from "./mail.service";

/** Sends through the queue: the e-mail survives a crash and an SMTP outage, and is retried with backoff. */
export function queuedMailer(mailer: Mailer, jobs: JobSender): Mailer {
  return {
    transport: mailer.transport,
    send: (mail) => jobs.send("mail", mail),
  };
}

export function mailJobs(mailer: Mailer): Record<"mail", JobHandler> {
  return { mail: (data, jobId) => mailer.send(data as Mail, { key: jobId }) };
}
