// The payments' background work on the job queue: every minute, one process at a time, checkouts no longer waited for
// are abandoned, caution deposits due are owed back, and refunds due are (re)sent.
import type { JobHandler } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { PaymentsService } from "./payments.service";

export function paymentsJobs(payments: PaymentsService, log: Log): Record<"payments-sweep", JobHandler> {
  return {
    async "payments-sweep"() {
      const r = await payments.sweep();
      if (r.abandoned.length > 0 || r.deposits.length > 0 || Object.keys(r.refunds).length > 0)
        log("info", "payments swept", { abandoned: r.abandoned, deposits: r.deposits, refunds: r.refunds });
    },
  };
}
