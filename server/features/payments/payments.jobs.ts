// The payments' background work on the job queue: every minute, one process at a time, checkouts no longer waited for
// are abandoned, caution deposits due are owed back, deposit claims not answered in time are settled, and refunds due
// are (re)sent.
import type { JobHandler } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { ClaimsService } from "../claims/claims.service";
import type { PaymentsService } from "./payments.service";

export function paymentsJobs(payments: PaymentsService, log: Log, claims?: ClaimsService): Record<"payments-sweep", JobHandler> {
  return {
    async "payments-sweep"() {
      // Claims first: a lapsed claim's settlement owes the rest of its deposit, which the payments sweep then sends.
      const lapsed = (await claims?.sweep()) ?? [];
      if (lapsed.length > 0) log("info", "deposit claims settled unanswered", { claims: lapsed });
      const r = await payments.sweep();
      if (r.abandoned.length > 0 || r.deposits.length > 0 || Object.keys(r.refunds).length > 0)
        log("info", "payments swept", { abandoned: r.abandoned, deposits: r.deposits, refunds: r.refunds });
    },
  };
}
