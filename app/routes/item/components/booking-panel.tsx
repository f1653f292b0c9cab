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
import type { DeliveryPanel } from "../delivery.server";
import { noPickupLeftToday } from "@core/pickup";
import { rentalDays } from "@core/quote";
import { m } from "@core/paraglide/messages";
import { cn } from "~/lib/utils";


/** "Selected: Mon 1 Dec – Wed 3 Dec (3 days)", read out as the choice changes. */
export function rangeText({ start, end }: DayRange, noDate: string): string {
  if (!start) return noDate;
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
  /** Pick-up or delivery, worded by the loader (issue 36); null: the listing is picked up only. */
  delivery: DeliveryPanel | null;
  /** The form's fixed words, from the loader (the browser carries none of their messages). */
  words: { calendar: { previous: string; next: string; weekdays: string }; formLabel: string; noDate: string; tapLastDay: string; minDays: string | null; unitsAvailable: string; seePrice: string; submit: string; protected: string; instant: string | null; workingOut: string; todayFrom: string | null };
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

export function BookingPanel({ listing, dayPrices, delivery, words: w, open, today, lastDay, pickup, unavailable, choice, answer: initial, refusal }: BookingPanelProps) {
  const hydrated = useHydrated();
  const [range, setRange] = useState<DayRange>({ start: choice.start, end: choice.end });
  const [time, setTime] = useState(choice.time);
  const [units, setUnits] = useState(choice.units);
  const [fulfilment, setFulfilment] = useState(delivery ? choice.fulfilment : "pickup");
  const [address, setAddress] = useState(choice.address);
  const [window, setWindow] = useState(choice.window);
  const [answered, setAnswered] = useState<BookingPanelProps["refusal"]>();
  const changed = () => setAnswered(refusal);
  const requestOf = (c: Omit<BookingChoice, "start" | "end"> & DayRange) => {
    if (!open || !c.start) return null;
    const base = { listingId: listing.id, startDate: c.start, endDate: c.end ?? c.start, pickupTime: c.time, units: Number(c.units) };
    if (c.fulfilment !== "delivery") return base;
    // A delivery is priced once its address and window are given (a half-typed one would only be refused).
    const a = c.address;
    return a.state && a.city.trim().length > 1 && a.street.trim().length > 2 && c.window ? { ...base, fulfilment: "delivery", deliveryAddress: a, deliveryWindow: c.window } : null;
  };
  const delivering = fulfilment === "delivery";
  const request = requestOf({ ...range, time, units, fulfilment, address, window });
  const rendered = requestOf(choice);
  const { answer, loading } = useQuote(request, initial && rendered ? { key: JSON.stringify(rendered), answer: initial } : null);
  const shown = refusal !== answered ? refusal : undefined;
  // Today only the times far enough ahead are offered; the chosen one stays listed, so that a choice is never changed
  // behind the person's back (the quote or the refusal beside the field says why it cannot be booked).
  const startsToday = range.start === today;
  const times = startsToday ? PICKUP_TIMES.filter((t) => pickup.timesToday.includes(t) || t === time) : PICKUP_TIMES;
  // (Not beside a refusal of the time, which names the first time left itself.)
  const timeHint = startsToday && w.todayFrom && !shown?.time ? w.todayFrom : undefined;

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
    if (delivery) {
      setFulfilment((f.elements.namedItem("fulfilment") as RadioNodeList).value === "delivery" ? "delivery" : "pickup");
      setAddress({ state: field("state"), city: field("city"), street: field("street"), landmark: field("landmark") });
      setWindow(field("window"));
    }
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
    <Form method="post" ref={form} className="@container space-y-4" aria-label={w.formLabel}>
      <fieldset disabled={!open} className="space-y-4">
        <legend className="sr-only">{m.book_details()}</legend>
        <Calendar labels={w.calendar} minDate={pickup.firstDay} maxDate={lastDay} unavailable={unavailable} range={range} onRangeChange={pickRange} priceOf={dayPrices ? (d) => dayPrices.prices[parseInt(dayPrices.days[(Date.parse(d) - Date.parse(dayPrices.from)) / 864e5] ?? "0", 36)]! : undefined} />
        {/* The choice in words, read out as it changes: the days, how many, and when the pick-up is. */}
        <div className="space-y-1 text-sm text-slate-700" aria-live="polite" aria-atomic="true">
          <p>{rangeText(range, w.noDate)}</p>
          {range.start && <p>{pickupText(range.start, time)}</p>}
          {range.start && range.end === null && <p className="text-slate-600">{w.tapLastDay}</p>}
        </div>
        {pickup.firstDay !== today && <p className="text-sm text-slate-600">{noPickupLeftToday()}.</p>}
        {w.minDays && <p className="text-sm text-slate-600">{w.minDays}</p>}
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
          <FieldFrame id="book-time" label={m.book_pickup_time()} hint={timeHint} error={shown?.time} className={cn(listing.units > 1 ? undefined : "col-span-2", hydrated && delivering && "hidden")}>
            <Select id="book-time" name="time" defaultValue={choice.time} onChange={(e) => { setTime(e.target.value as typeof time); changed(); }} aria-invalid={shown?.time ? true : undefined} aria-describedby={describedBy("book-time", timeHint, shown?.time)}>
              {times.map((t) => <option key={t} value={t}>{pickupTimeText(t)}</option>)}
            </Select>
          </FieldFrame>
          {listing.units > 1 ? (
            <FieldFrame id="book-units" label={m.book_units()} hint={w.unitsAvailable}>
              <Input id="book-units" type="number" name="units" inputMode="numeric" min={1} max={listing.units} required defaultValue={choice.units} onChange={(e) => { setUnits(e.target.value); changed(); }} aria-describedby="book-units-hint" />
            </FieldFrame>
          ) : (
            <input type="hidden" name="units" value="1" />
          )}
        </div>
        {delivery && (
          <DeliveryFields
            words={delivery}
            choice={choice}
            hidden={hydrated && !delivering}
            onFulfilment={(f) => { setFulfilment(f); changed(); }}
            onAddress={(k, v) => { setAddress((a) => ({ ...a, [k]: v })); changed(); }}
            onWindow={(v) => { setWindow(v); changed(); }}
          />
        )}
        {request && answer && (
          <div aria-busy={loading} className={loading ? "opacity-60" : undefined}>
            {"quote" in answer ? (
              <QuoteLines quote={answer.quote} delivery={delivery && answer.quote.deliveryKm !== undefined && answer.quote.deliveryKm !== null ? delivery.labels.fee.replace("#", String(answer.quote.deliveryKm)) : null} />
            ) : (
              <p role="alert" className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">{answer.error}</p>
            )}
          </div>
        )}
        {/* The total is read out as it changes; the lines are there to read at leisure. */}
        <p className="sr-only" aria-live="polite">
          {request && !loading && answer && "quote" in answer ? m.book_total({ amount: formatNaira(answer.quote.totalKobo) }) : ""}
        </p>
        {request && loading && !answer && <p className="text-sm text-slate-600">{w.workingOut}</p>}
        <FormMessage error={shown?.message} />
        <div className="flex flex-col gap-2">
          {!hydrated && (
            // Without JavaScript the price comes with the page: this reloads it with the choice in its address.
            <Button type="submit" formMethod="get" variant="outline" size="lg" className="w-full">{w.seePrice}</Button>
          )}
          <SubmitButton size="lg" className="w-full" disabled={hydrated && !range.start}>{w.submit}</SubmitButton>
          {/* For an event of several things: kept with the rest, booked together at /cart (all or nothing). */}
          <Button type="submit" name="intent" value="cart" variant="outline" size="lg" className="w-full" disabled={hydrated && !range.start}>
            {m.card_add_to_cart()}
          </Button>
        </div>
      </fieldset>
      <ul className="space-y-2 text-sm text-slate-700">
        <li className="flex items-center gap-2"><ShieldCheck aria-hidden className="size-4 text-brand-700" />{w.protected}</li>
        {w.instant && <li className="flex items-center gap-2"><Zap aria-hidden className="size-4 text-brand-700" />{w.instant}</li>}
      </ul>
    </Form>
  );
}


/**
 * Pick-up or delivery (issue 36): without JavaScript every field is shown and the server reads the ones the choice needs;
 * with it, the address and window show once 'Deliver to me' is chosen. Labels, states and windows come from the loader.
 */
function DeliveryFields({ words: w, choice, hidden, onFulfilment, onAddress, onWindow }: { words: DeliveryPanel; choice: BookingChoice; hidden: boolean; onFulfilment: (f: "pickup" | "delivery") => void; onAddress: (k: keyof BookingChoice["address"], v: string) => void; onWindow: (v: string) => void }) {
  const l = w.labels;
  const text = (k: "city" | "street" | "landmark", max: number) => (
    <FieldFrame id={`book-${k}`} label={l[k]}>
      <Input id={`book-${k}`} name={k} maxLength={max} autoComplete={k === "street" ? "street-address" : k === "city" ? "address-level2" : "off"} defaultValue={choice.address[k]} onChange={(e) => onAddress(k, e.target.value)} />
    </FieldFrame>
  );
  return (
    <>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{l.legend}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(["pickup", "delivery"] as const).map((f) => (
            <label key={f} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
              <input type="radio" name="fulfilment" value={f} defaultChecked={choice.fulfilment === f} onChange={() => onFulfilment(f)} className="size-5 accent-brand-700" />
              {f === "pickup" ? l.pickup : l.delivery}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={cn("space-y-3", hidden && "hidden")}>
        <FieldFrame id="book-state" label={l.state}>
          <Select id="book-state" name="state" autoComplete="address-level1" defaultValue={choice.address.state} onChange={(e) => onAddress("state", e.target.value)}>
            <option value="" />
            {w.states.map((s) => <option key={s} value={s}>{s}</option>)}
          </Select>
        </FieldFrame>
        {text("city", 60)}
        {text("street", 160)}
        {text("landmark", 120)}
        <FieldFrame id="book-window" label={l.window}>
          <Select id="book-window" name="window" defaultValue={choice.window} onChange={(e) => onWindow(e.target.value)}>
            <option value="" />
            {w.windows.map(([id, t]) => <option key={id} value={id}>{t}</option>)}
          </Select>
        </FieldFrame>
        <p className="text-sm text-slate-600">{l.hint} {l.privacy}</p>
      </div>
    </>
  );
}
