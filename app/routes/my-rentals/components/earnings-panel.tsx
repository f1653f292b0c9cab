// My Rentals' Earnings tab: where the owner's money is (pending, available, on its way, paid out), Withdraw in two plain
// form steps (the first shows the amount, the fee and the account, the second sends it), the last 12 months as a
// server-rendered chart, each booking as a card whose figures add up, the payout history, and the CSV statement.
// Everything reads without JavaScript.
import { formatNaira } from "@core/money";
import { useEffect, useRef } from "react";
import { Form, Link } from "~/lib/links";
import { OwnerPayout } from "~/components/booking/booking-receipt";
import { AmountLines } from "~/components/booking/quote-lines";
import { buttonVariants } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { cn } from "~/lib/utils";
import type { EarningsView, PayoutView } from "../../../../server/features/payouts/earnings.schema";
import type { PayoutAccountView } from "../../../../server/features/payouts/payouts.schema";
import { MonthlyChart } from "./monthly-chart";
import { m } from "@core/paraglide/messages";

const STATE_LABEL: Record<EarningsView["lines"][number]["state"], () => string> = {
  pending: m.rentals_money_pending,
  available: m.rentals_money_available,
  on_its_way: m.rentals_money_on_its_way,
  paid: m.rentals_money_paid,
  none: m.rentals_money_none,
};

const STATUS_TONE: Record<string, string> = {
  success: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
  reversed: "bg-red-100 text-red-800",
};

const dateText = (iso: string) => new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", year: "numeric", timeZone: "Africa/Lagos" }).format(new Date(iso));
const dayText = (iso: string) => new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

type Line = EarningsView["lines"][number];

/** Withdraw's second step (?withdraw=review): what leaves the balance, the fee, what arrives and where; then it is sent. */
function WithdrawReview({ earnings: e, account }: { earnings: EarningsView; account: PayoutAccountView }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const receive = formatNaira(e.availableKobo - e.feeKobo);
  return (
    <section id="withdraw" aria-labelledby="withdraw-title" className="mt-5 scroll-mt-52 space-y-3 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:scroll-mt-44">
      <h3 id="withdraw-title" ref={ref} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        {m.rentals_withdraw_review_title({ amount: receive })}
      </h3>
      <AmountLines
        lines={[
          [m.rentals_withdraw_review_amount(), formatNaira(e.availableKobo)],
          [m.rentals_withdraw_review_fee(), `−${formatNaira(e.feeKobo)}`],
        ]}
        total={[m.rentals_withdraw_review_receive(), receive]}
      />
      <dl className="text-sm text-slate-700">
        <dt>{m.rentals_withdraw_review_account()}</dt>
        <dd className="font-semibold text-slate-900">
          {account.bankName} <span className="whitespace-nowrap">{account.maskedAccountNumber}</span>
          <span className="block font-normal text-slate-700">{account.accountName}</span>
        </dd>
      </dl>
      <p className="text-sm text-slate-700">{m.rentals_withdraw_review_note()}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {/* The amount confirmed goes with the post: a balance that has moved since is shown again, not sent. */}
        <Form method="post" action="/my-rentals?tab=earnings&withdraw=review" preventScrollReset>
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="amount" value={String(e.availableKobo)} />
          <SubmitButton className="w-full sm:w-auto">{m.rentals_withdraw_confirm({ amount: receive })}</SubmitButton>
        </Form>
        <Link to="/my-rentals?tab=earnings" preventScrollReset className={buttonVariants({ variant: "ghost" })}>
          {m.rentals_withdraw_keep()}
        </Link>
      </div>
    </section>
  );
}

/** A booking's money as a card: its rental, refund, commission and claim down to the net, and where that money is. */
function LineCard({ line: l, deliveryLabel }: { line: Line; deliveryLabel: string }) {
  const cancelled = l.bookingStatus === "cancelled";
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={`/bookings/${l.bookingId}`} className="font-semibold break-words text-slate-900 underline">
            {l.title}
          </Link>
          <span className="block text-xs text-slate-600">
            {dayText(l.startDate)} – {dayText(l.endDate)}
          </span>
        </div>
        {cancelled && <span className="shrink-0 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">{m.rentals_line_cancelled()}</span>}
      </div>
      <OwnerPayout figures={l} total={m.rentals_col_net()} delivery={deliveryLabel} />
      {cancelled && l.refundKobo > 0 && <p className="text-xs text-slate-600">{m.rentals_line_cancelled_note()}</p>}
      <p className="text-sm text-slate-700">
        <span className="text-slate-600">{m.rentals_col_money()}: </span>
        <span className="font-semibold">{STATE_LABEL[l.state]()}</span>
        {l.state === "pending" && l.availableAt && <span className="text-slate-600"> {m.rentals_available_from({ date: dateText(l.availableAt) })}</span>}
      </p>
    </li>
  );
}

export function EarningsPanel({
  earnings,
  payouts,
  account,
  deliveryLabel,
  reviewing,
  error,
  done,
}: {
  earnings: EarningsView;
  payouts: PayoutView[];
  /** Where a payout goes; null without one. */
  account: PayoutAccountView | null;
  /** A delivery fee's line label (from the loader). */
  deliveryLabel: string;
  /** Withdraw's second step is open (?withdraw=review). */
  reviewing: boolean;
  error?: string | undefined;
  done?: string | undefined;
}) {
  const e = earnings;
  const figures = [
    { label: m.rentals_money_pending(), value: e.pendingKobo, hint: m.rentals_hint_pending() },
    { label: m.rentals_money_available(), value: e.availableKobo, hint: m.rentals_hint_available() },
    { label: m.rentals_money_on_its_way(), value: e.onItsWayKobo, hint: m.rentals_hint_on_its_way() },
    { label: m.rentals_money_paid_out(), value: e.paidOutKobo, hint: m.rentals_hint_paid_out() },
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="balance-title" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="balance-title" className="text-lg font-semibold">
          {m.rentals_your_money()}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label}>
              <dt className="text-sm text-slate-600">{f.label}</dt>
              <dd className="text-2xl font-bold text-slate-900">{formatNaira(f.value)}</dd>
              <dd className="text-xs text-slate-600">{f.hint}</dd>
            </div>
          ))}
        </dl>
        {reviewing && e.canWithdraw && account ? (
          <WithdrawReview earnings={e} account={account} />
        ) : (
          // The first step only asks to see what would be sent: a GET, so it moves no money and works without JavaScript.
          <Form method="get" action="/my-rentals#withdraw" preventScrollReset className="mt-5 flex flex-wrap items-center gap-3">
            <input type="hidden" name="tab" value="earnings" />
            <input type="hidden" name="withdraw" value="review" />
            <SubmitButton disabled={!e.canWithdraw}>{m.rentals_withdraw()}</SubmitButton>
            {e.canWithdraw ? (
              <p className="text-sm text-slate-700">
                {m.rentals_withdraw_fee({ fee: formatNaira(e.feeKobo), receive: formatNaira(e.availableKobo - e.feeKobo), minimum: formatNaira(e.minimumPayoutKobo) })}
              </p>
            ) : (
              <p className="text-sm text-slate-700">
                {e.withdrawBlockedBy}{" "}
                {e.withdrawBlockedBy?.startsWith("Add the bank account") && (
                  <Link to="/account#payout-account" className="font-semibold text-brand-700 underline">
                    {m.rentals_add_bank()}
                  </Link>
                )}
              </p>
            )}
          </Form>
        )}
        {error && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        {done && (
          <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
            {done}
          </p>
        )}
      </section>

      <section aria-labelledby="months-title" className="rounded-xl bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="months-title" className="text-lg font-semibold">
            {m.rentals_net_by_month()}
          </h2>
          <a href="/my-rentals/earnings.csv" download className="text-sm font-semibold text-brand-700 underline">
            {m.rentals_download_csv()}
          </a>
        </div>
        <MonthlyChart months={e.months} />
      </section>

      <section aria-labelledby="lines-title" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="lines-title" className="text-lg font-semibold">
          {m.rentals_bookings()}
        </h2>
        {e.lines.length === 0 ? (
          <p className="mt-2 text-slate-600">{m.rentals_no_lines()}</p>
        ) : (
          // Cards, not a table: on a phone every figure stays in view, and each card adds up down to its net.
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {e.lines.map((l) => (
              <LineCard key={l.bookingId} line={l} deliveryLabel={deliveryLabel} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="payouts-title" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="payouts-title" className="text-lg font-semibold">
          {m.rentals_payouts()}
        </h2>
        {payouts.length === 0 ? (
          <p className="mt-2 text-slate-600">{m.rentals_no_payouts()}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {payouts.map((p) => (
              <li key={p.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                <div>
                  <p className="font-semibold text-slate-900">
                    {m.rentals_payout_to({ amount: formatNaira(p.sentKobo), bank: p.bankName, last4: p.accountNumberLast4 })}
                  </p>
                  <p className="text-xs text-slate-600">
                    {dateText(p.createdAt)} · {m.rentals_payout_fee({ fee: formatNaira(p.feeKobo) })} · {p.trigger === "run" ? m.rentals_payout_daily() : m.rentals_payout_withdrawn()} · {p.reference}
                  </p>
                  {p.failureReason && (p.status === "failed" || p.status === "reversed") && <p className="mt-1 text-sm text-red-800">{m.rentals_payout_returned({ reason: p.failureReason })}</p>}
                </div>
                <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_TONE[p.status] ?? "bg-amber-100 text-amber-900")}>{p.statusLabel}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
