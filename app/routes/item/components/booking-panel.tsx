// The item page's booking form: days on the calendar (or typed into the date fields, which is all there is without
// JavaScript), pick-up time, units, the server's itemised quote, and 'Request to Book' / 'Book Now' posting to the page,
// or 'Add to cart' (the same choice, kept in the cart to book with other things at once).
import { ShieldCheck, Zap } from "lucide-react";
import { Form } from "~/lib/links";
import { useEffect, useRef, useState } from "react";
import type { BookingChoice } from "./booking-choice";
import { QuoteLines } from "~/components/booking/quote-lines";
import { useQuote, type QuoteAnswer } from "./use-quote";
import { describedBy, FieldFrame, FormMessage } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Calendar, type DayRange } from "~/components/ui/calendar";
import { SubmitButton } from "~/components/ui/submit-button";
import { Input, Select } from "~/components/ui/input";
import { useHydrated } from "~/hooks/use-hydrated";
import { PICKUP_TIMES, pickupTimeText, shortDay } from "@core/dates";
import { formatNaira } from "@core/money";
import type { CalendarPrices } from "../day-prices.server";
import { noPickupLeftToday } from "@core/pickup";
import { rentalDays } from "@core/quote";
import { m } from "@core/paraglide/messages";


/** "Selected: Mon 1 Dec – Wed 3 Dec (3 days)", read out as the choice changes. */
export function rangeText({ start, end }: DayRange): string {
  if (!start) return m.book_no_date();
  return m.book_selected({ days: `${shortDay(start)}${end && end !== start ? ` – ${shortDay(end)}` : ""}`, n: rentalDays(start, end ?? start) });
}

/** "Pick-up on Mon 1 Dec at 10:00 AM (Lagos time)". */
export function pickupText(start: string, time: string): string {
  return m.book_pickup_on({ day: shortDay(start), time: pickupTimeText(time) });
}

export interface BookingPanelProps {
  listing: { id: number; bookingMode: "instant" | "request"; units: number; minDays: number };
  /** Each day's price when the listing prices days differently (issue 36), worked out by the loader; null: none shown. */
  dayPrices: CalendarPrices | null;
  /** Published: it takes bookings. */
  open: boolean;
  today: string;
  lastDay: string;
  /**
   * Pick-ups today: the times still at least PICKUP_NOTICE_HOURS ahead, and the first day that can start (today, or
   * tomorrow once none is left).
   */
  pickup: { timesToday: readonly string[]; firstDay: string };
  /** Blocked by the owner or fully booked. */
  unavailable: readonly string[];
  choice: BookingChoice;
  /** The quote the server rendered the page with, for `choice`. */
  answer: QuoteAnswer | null;
  /**
   * The booking form's refusal, shown until the choice changes: beside the start date or the pick-up time when it is
   * theirs (a pick-up too soon today), else for the whole form (dates just taken…).
   */
  refusal: { message?: string | undefined; start?: string | undefined; time?: string | undefined } | undefined;
}

export function BookingPanel({ listing, dayPrices, open, today, lastDay, pickup, unavailable, choice, answer: initial, refusal }: BookingPanelProps) {
  const hydrated = useHydrated();
  const [range, setRange] = useState<DayRange>({ start: choice.start, end: choice.end });
  const [time, setTime] = useState(choice.time);
  const [units, setUnits] = useState(choice.units);
  const [answered, setAnswered] = useState<BookingPanelProps["refusal"]>();
  const changed = () => setAnswered(refusal);
  const requestOf = (c: Pick<BookingChoice, "start" | "end" | "time" | "units">) =>
    open && c.start ? { listingId: listing.id, startDate: c.start, endDate: c.end ?? c.start, pickupTime: c.time, units: Number(c.units) } : null;
  const request = requestOf({ ...range, time, units });
  const rendered = requestOf(choice);
  const { answer, loading } = useQuote(request, initial && rendered ? { key: JSON.stringify(rendered), answer: initial } : null);
  const label = listing.bookingMode === "instant" ? m.book_now() : m.book_request();
  const shown = refusal !== answered ? refusal : undefined;
  // Today only the times far enough ahead are offered; the chosen one stays listed, so that a choice is never changed
  // behind the person's back (the quote or the refusal beside the field says why it cannot be booked).
  const startsToday = range.start === today;
  const times = startsToday ? PICKUP_TIMES.filter((t) => pickup.timesToday.includes(t) || t === time) : PICKUP_TIMES;
  // (Not beside a refusal of the time, which names the first time left itself.)
  const timeHint = startsToday && pickup.timesToday.length && !shown?.time ? m.book_today_from({ time: pickupTimeText(pickup.timesToday[0] ?? "") }) : undefined;

  const pickRange = (r: DayRange) => {
    setRange(r);
    changed();
  };
  // A typed start after the end drops the end; an end on or before the start makes the one day it names.
  const typed = (field: "start" | "end", value: string) =>
    pickRange(
      field === "start"
        ? { start: value || null, end: range.end && value && range.end > value ? range.end : null }
        : range.start && value > range.start
          ? { start: range.start, end: value }
          : { start: value || range.start, end: null },
    );

  // The fields are the form's own (uncontrolled): hydrating would empty controlled ones, losing what was typed or
  // chosen before the script arrived on a slow connection. That is read once here, and the date fields then follow
  // the calendar.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const f = form.current;
    if (!f) return;
    const field = (name: string) => (f.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
    const [start, end] = [field("start"), field("end")];
    if (start !== (choice.start ?? "") || end !== (choice.end ?? choice.start ?? "")) setRange({ start: start || null, end: start && end > start ? end : null });
    setTime(field("time") as typeof time);
    setUnits(field("units"));
    // Once, on hydration: afterwards every change goes through the handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const f = form.current;
    if (!f) return;
    (f.elements.namedItem("start") as HTMLInputElement).value = range.start ?? "";
    (f.elements.namedItem("end") as HTMLInputElement).value = range.end ?? range.start ?? "";
  }, [range]);

  return (
    <Form method="post" ref={form} className="@container space-y-4" aria-label={m.book_form_label()}>
      <fieldset disabled={!open} className="space-y-4">
        <legend className="sr-only">{m.book_details()}</legend>
        <Calendar minDate={pickup.firstDay} maxDate={lastDay} unavailable={unavailable} range={range} onRangeChange={pickRange} priceOf={dayPrices ? (d) => dayPrices.prices[parseInt(dayPrices.days[(Date.parse(d) - Date.parse(dayPrices.from)) / 864e5] ?? "0", 36)]! : undefined} />
        {/* The choice in words, read out as it changes: the days, how many, and when the pick-up is. */}
        <div className="space-y-1 text-sm text-slate-700" aria-live="polite" aria-atomic="true">
          <p>{rangeText(range)}</p>
          {range.start && <p>{pickupText(range.start, time)}</p>}
          {range.start && range.end === null && <p className="text-slate-600">{m.book_tap_last_day()}</p>}
        </div>
        {pickup.firstDay !== today && <p className="text-sm text-slate-600">{noPickupLeftToday()}.</p>}
        {listing.minDays > 1 && <p className="text-sm text-slate-600">{m.book_min_days({ count: listing.minDays })}</p>}
        {/* Side by side only where a whole date fits each field (not on a 360 px phone). */}
        <div className="grid gap-3 @min-[22rem]:grid-cols-2">
          <FieldFrame id="book-start" label={m.book_start_date()} error={shown?.start}>
            <Input id="book-start" type="date" name="start" min={pickup.firstDay} max={lastDay} defaultValue={choice.start ?? ""} onChange={(e) => typed("start", e.target.value)} aria-invalid={shown?.start ? true : undefined} aria-describedby={describedBy("book-start", undefined, shown?.start)} />
          </FieldFrame>
          <FieldFrame id="book-end" label={m.book_end_date()}>
            <Input id="book-end" type="date" name="end" min={range.start ?? pickup.firstDay} max={lastDay} defaultValue={choice.end ?? choice.start ?? ""} onChange={(e) => typed("end", e.target.value)} />
          </FieldFrame>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <FieldFrame id="book-time" label={m.book_pickup_time()} hint={timeHint} error={shown?.time} className={listing.units > 1 ? undefined : "col-span-2"}>
            <Select id="book-time" name="time" defaultValue={choice.time} onChange={(e) => { setTime(e.target.value as typeof time); changed(); }} aria-invalid={shown?.time ? true : undefined} aria-describedby={describedBy("book-time", timeHint, shown?.time)}>
              {times.map((t) => <option key={t} value={t}>{pickupTimeText(t)}</option>)}
            </Select>
          </FieldFrame>
          {listing.units > 1 ? (
            <FieldFrame id="book-units" label={m.book_units()} hint={m.book_units_available({ count: listing.units })}>
              <Input id="book-units" type="number" name="units" inputMode="numeric" min={1} max={listing.units} required defaultValue={choice.units} onChange={(e) => { setUnits(e.target.value); changed(); }} aria-describedby="book-units-hint" />
            </FieldFrame>
          ) : (
            <input type="hidden" name="units" value="1" />
          )}
        </div>
        {request && answer && (
          <div aria-busy={loading} className={loading ? "opacity-60" : undefined}>
            {"quote" in answer ? (
              <QuoteLines quote={answer.quote} />
            ) : (
              <p role="alert" className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">{answer.error}</p>
            )}
          </div>
        )}
        {/* The total is read out as it changes; the lines are there to read at leisure. */}
        <p className="sr-only" aria-live="polite">
          {request && !loading && answer && "quote" in answer ? m.book_total({ amount: formatNaira(answer.quote.totalKobo) }) : ""}
        </p>
        {request && loading && !answer && <p className="text-sm text-slate-600">{m.book_working_out()}</p>}
        <FormMessage error={shown?.message} />
        <div className="flex flex-col gap-2">
          {!hydrated && (
            // Without JavaScript the price comes with the page: this reloads it with the choice in its address.
            <Button type="submit" formMethod="get" variant="outline" size="lg" className="w-full">{m.book_see_price()}</Button>
          )}
          <SubmitButton size="lg" className="w-full" disabled={hydrated && !range.start}>{label}</SubmitButton>
          {/* For an event of several things: kept with the rest, booked together at /cart (all or nothing). */}
          <Button type="submit" name="intent" value="cart" variant="outline" size="lg" className="w-full" disabled={hydrated && !range.start}>
            {m.card_add_to_cart()}
          </Button>
        </div>
      </fieldset>
      <ul className="space-y-2 text-sm text-slate-700">
        <li className="flex items-center gap-2"><ShieldCheck aria-hidden className="size-4 text-brand-700" />{m.book_protected()}</li>
        {listing.bookingMode === "instant" && <li className="flex items-center gap-2"><Zap aria-hidden className="size-4 text-brand-700" />{m.book_instant()}</li>}
      </ul>
    </Form>
  );
}

