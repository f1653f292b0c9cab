// My Rentals' Earnings tab: where the owner's money is (pending, available, on its way, paid out), Withdraw as a plain
// form post with its fee shown, the last 12 months as a server-rendered chart, each booking's line and the payout
// history, and the CSV statement. Everything reads without JavaScript.
import { formatNaira } from "@core/money";
import { Form, Link } from "~/lib/links";
import { SubmitButton } from "~/components/ui/submit-button";
import { cn } from "~/lib/utils";
import type { EarningsView, PayoutView } from "../../../server/features/payouts/earnings.schema";
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

export function EarningsPanel({ earnings, payouts, error, done }: { earnings: EarningsView; payouts: PayoutView[]; error?: string | undefined; done?: string | undefined }) {
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
        <Form method="post" className="mt-5 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="withdraw" />
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
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">{m.rentals_col_booking()}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{m.rentals_col_rental()}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{m.rentals_col_commission()}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{m.rentals_col_net()}</th>
                  <th scope="col" className="py-2 font-medium">{m.rentals_col_money()}</th>
                </tr>
              </thead>
              <tbody>
                {e.lines.map((l) => (
                  <tr key={l.bookingId} className="border-t border-slate-100">
                    <td className="py-2 pr-3">
                      <Link to={`/bookings/${l.bookingId}`} className="font-semibold text-slate-900 underline">
                        {l.title}
                      </Link>
                      <span className="block text-xs text-slate-600">
                        {dayText(l.startDate)} – {dayText(l.endDate)}
                      </span>
                    </td>
                    <td className="py-2 pr-3 text-right">{formatNaira(l.rentalKobo)}</td>
                    <td className="py-2 pr-3 text-right">−{formatNaira(l.commissionKobo)}</td>
                    <td className="py-2 pr-3 text-right font-semibold">{formatNaira(l.netKobo)}</td>
                    <td className="py-2">
                      {STATE_LABEL[l.state]()}
                      {l.state === "pending" && l.availableAt && <span className="block text-xs text-slate-600">{m.rentals_available_from({ date: dateText(l.availableAt) })}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
