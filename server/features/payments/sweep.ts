// The payments' timer, next to the bookings sweeper in every server process: abandons checkouts of bookings that no
// longer wait for them, owes completed bookings' caution deposits DAMAGE_CLAIM_HOURS after the return, and (re)sends
// refunds that are due. Several processes may sweep: a deposit is owed once, and a refund is claimed by one.
import { every } from "../../every";
import { errorText, type Log } from "../../http/logger";
import type { PaymentsService } from "./payments.service";

/** Sweeps every `everyMs` (see `every`) until the returned function is called. */
export function startPaymentsSweeper(payments: PaymentsService, opts: { log: Log; everyMs?: number }): () => void {
  return every(
    opts.everyMs ?? 60_000,
    async () => {
      const r = await payments.sweep();
      if (r.abandoned.length > 0 || r.deposits.length > 0 || Object.keys(r.refunds).length > 0)
        opts.log("info", "payments swept", { abandoned: r.abandoned, deposits: r.deposits, refunds: r.refunds });
    },
    (e) => opts.log("error", "payments sweep failed", { error: errorText(e) }),
  );
}
