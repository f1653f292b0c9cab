// The payouts' background work on the job queue: every minute, one process at a time, payouts due are sent (again) and
// quiet ones checked with the provider; every morning at 09:00 Lagos time, the payout run pays each owner's balance.
import type { JobHandler } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { TransfersService } from "./transfers.service";

export function payoutsJobs(transfers: TransfersService, log: Log): Record<"payouts-sweep" | "payouts-run", JobHandler> {
  return {
    async "payouts-sweep"() {
      const done = await transfers.sweep();
      if (Object.keys(done).length > 0) log("info", "payouts swept", { payouts: done });
    },
    async "payouts-run"() {
      const made = await transfers.run();
      log("info", "payout run", { payouts: made.length });
    },
  };
}
