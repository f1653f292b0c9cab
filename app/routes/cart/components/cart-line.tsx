// One line of /cart: the listing's photo, title and owner, the dates, time and units, the price as now (itemised on
// request), anything that stops it being booked, and its own forms: change the dates, time or units, or remove it.
import { AlertTriangle } from "lucide-react";
import { Form, Link } from "~/lib/links";
import { PICKUP_TIMES, pickupTimeText } from "@core/dates";
import { formatNaira } from "@core/money";
import type { CartLine } from "../../../../server/features/cart/cart.schema";
import { dateRange } from "~/components/booking/booking-format";
import { QuoteLines } from "~/components/booking/quote-lines";
import { FieldFrame } from "~/components/form-field";
import { Photo } from "~/components/photo";
import { Input, Select } from "~/components/ui/input";
import { SubmitButton } from "~/components/ui/submit-button";
import { m } from "@core/paraglide/messages";

/** `delivery`: a delivered line in words, from the loader (where and when, and its quote line's label). */
export function CartLineCard({ line, refusal, today, delivery }: { line: CartLine; refusal?: string | undefined; today: string; delivery?: { text: string; quoteLine: string } | undefined }) {
  const id = `line-${line.id}`;
  const problems = [...line.problems.map((p) => p.message), ...(refusal && !line.problems.some((p) => p.message === refusal) ? [refusal] : [])];
  return (
    <article id={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row">
      <div className="w-full shrink-0 overflow-hidden rounded-lg sm:w-40">
        <Photo photo={line.photo} widths={[320, 480]} sizes="(min-width: 640px) 160px, 100vw" />
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold leading-snug">
          <Link to={`/item/${line.listingId}`} className="hover:underline">{line.title}</Link>
        </h2>
        <p className="text-sm text-slate-700">
          {m.bookings_line_from({ owner: line.ownerName })} · {line.bookingMode === "instant" ? m.bookings_line_instant() : m.bookings_line_request()}
        </p>
        <p className="text-sm text-slate-800">
          {dateRange(line.startDate, line.endDate)} · {delivery ? delivery.text : m.bookings_line_pickup({ time: pickupTimeText(line.pickupTime) })} · {m.bookings_line_units({ count: line.units })}
        </p>
        {problems.length > 0 && (
          // The alert on a wrapper: on the list itself it would take the list's role from its items.
          <div role="alert" className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">
            <ul className="space-y-1">
              {problems.map((p) => (
                <li key={p} className="flex gap-2"><AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />{p}</li>
              ))}
            </ul>
          </div>
        )}
        {line.quote ? (
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-slate-900">{m.bookings_line_in_all({ amount: formatNaira(line.quote.totalKobo) })} <span className="font-normal text-slate-600">{m.bookings_line_see_price()}</span></summary>
            <QuoteLines quote={line.quote} delivery={delivery?.quoteLine} className="mt-2 max-w-sm" />
          </details>
        ) : null}
        <div className="flex flex-wrap items-start gap-2">
          <details className="w-full sm:w-auto">
            <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-50">{m.bookings_line_change()}</summary>
            <Form method="post" className="mt-3 grid max-w-md gap-3 sm:grid-cols-2" aria-label={m.bookings_line_change_label({ title: line.title })}>
              <input type="hidden" name="intent" value="change" />
              <input type="hidden" name="id" value={line.id} />
              <FieldFrame id={`${id}-start`} label={m.book_start_date()}>
                <Input id={`${id}-start`} type="date" name="start" min={today} required defaultValue={line.startDate} />
              </FieldFrame>
              <FieldFrame id={`${id}-end`} label={m.book_end_date()}>
                <Input id={`${id}-end`} type="date" name="end" min={today} required defaultValue={line.endDate} />
              </FieldFrame>
              <FieldFrame id={`${id}-time`} label={m.book_pickup_time()}>
                <Select id={`${id}-time`} name="time" defaultValue={line.pickupTime}>
                  {PICKUP_TIMES.map((t) => <option key={t} value={t}>{pickupTimeText(t)}</option>)}
                </Select>
              </FieldFrame>
              <FieldFrame id={`${id}-units`} label={m.book_units()}>
                <Input id={`${id}-units`} type="number" name="units" inputMode="numeric" min={1} required defaultValue={line.units} />
              </FieldFrame>
              <SubmitButton className="sm:col-span-2">{m.bookings_line_save()}</SubmitButton>
            </Form>
          </details>
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={line.id} />
            <SubmitButton variant="outline" aria-label={m.bookings_line_remove_label({ title: line.title })}>{m.bookings_line_remove()}</SubmitButton>
          </Form>
        </div>
      </div>
    </article>
  );
}
