// Text messages as background work: each SMS is a job, written in the transaction of the change that causes it where
// there is one; the handler sends it with the job's id as its key (at most once, however often the job is tried).
import type { JobHandler } from "../../jobs/queue";
import type { Sms, SmsSender } from "./sms.service";

export function smsJobs(sender: SmsSender): Record<"sms", JobHandler> {
  return { sms: (data, jobId) => sender.send(data as Sms, { key: jobId }) };
}
