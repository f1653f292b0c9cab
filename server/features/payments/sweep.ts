// The payments' timer, next to the bookings sweeper in every server process: abandons checkouts of bookings that no
// longer wait for them, owes completed bookings' caution deposits DAMAGE_CLAIM_HOURS after the return, and (re)sends
// refunds that are due. Several processes may sweep: a deposit is owed once, and a refund is claimed by one.
import type { Log } from "../../http/logger";
import type { PaymentsService } from "./payments.service";

/** Sweeps every `everyMs` (unref'd, never overlapping, failures logged) until the returned function is called. */
export function startPaymentsSweeper(payments: PaymentsService, opts: { log: Log; everyMs?: number }): () => void {
  let busy: Promise<void> | undefined;
  const timer = setInterval(() => {
    busy ??= payments
      .sweep()
      .then((r) => {
        const refunds = Object.keys(r.refunds).length;
        if (r.abandoned.length > 0 || r.deposits.length > 0 || refunds > 0)
          opts.log("info", "payments swept", { abandoned: r.abandoned, deposits: r.deposits, refunds: r.refunds });
      })
      .catch((e: unknown) => opts.log("error", "payments sweep failed", { error: e instanceof Error ? e.message : String(e) }))
      .finally(() => (busy = undefined));
  }, opts.everyMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
