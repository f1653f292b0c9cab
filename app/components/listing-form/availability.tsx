// The manage page's Availability section: one month of days an owner ticks to block, saved by a plain form post
// (works without JavaScript), with links to the months before and after. The month helpers are shared with the action.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { FormMessage } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { BLOCKABLE_DAYS } from "../../../server/features/listings/listings.limits";
import { addDaysIso } from "~/lib/dates";
import type { FormFailure } from "~/lib/forms.server";
import { cn } from "~/lib/utils";

export const BLOCKED_DATES_INTENT = "blocked-dates";
export type BlockedDatesResult = { ok: true; intent: typeof BLOCKED_DATES_INTENT; message: string } | FormFailure;

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MONTH_TITLE = new Intl.DateTimeFormat("en-NG", { month: "long", year: "numeric", timeZone: "UTC" });
const DAY_NAME = new Intl.DateTimeFormat("en-NG", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "2026-12" → "December 2026". */
export const monthTitle = (month: string) => MONTH_TITLE.format(utc(`${month}-01`));
/** "2026-12-24" → "Thursday 24 December 2026". */
const dayName = (iso: string) =>
  DAY_NAME.formatToParts(utc(iso))
    .filter((p) => p.type !== "literal")
    .map((p) => p.value)
    .join(" ");

/** The month `n` months after `month` ("YYYY-MM"). */
export function addMonths(month: string, n: number): string {
  const d = utc(`${month}-01`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
}

/** Every day of `month`, as ISO dates. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDaysIso(d, 1)) days.push(d);
  return days;
}

/** The months an owner can open: this one, up to the month of the last blockable day (twelve months on). */
export function availabilityMonths(today: string) {
  const lastDay = addDaysIso(today, BLOCKABLE_DAYS);
  return { first: today.slice(0, 7), last: lastDay.slice(0, 7), lastDay };
}

/** The `?month=` asked for when it is one of the months that can be opened, else this month. */
export function monthParam(value: string | null, today: string): string {
  const { first, last } = availabilityMonths(today);
  return value && MONTH.test(value) && value >= first && value <= last ? value : first;
}

interface Props {
  listingId: number;
  /** "YYYY-MM", one of availabilityMonths(today). */
  month: string;
  /** "YYYY-MM-DD" in Lagos. */
  today: string;
  /** The blocked days of `month`. */
  blocked: string[];
  /** The manage page's action answer, if any (only a blocked-dates answer is shown here). */
  result?: BlockedDatesResult | undefined;
}

export function AvailabilitySection({ listingId, month, today, blocked, result }: Props) {
  const navigation = useNavigation();
  const { key } = useLocation();
  const mine = result && (result.ok ? result.intent === BLOCKED_DATES_INTENT : result.values.intent === BLOCKED_DATES_INTENT) ? result : undefined;
  const failed = mine && !mine.ok ? mine : undefined;
  // After a refusal the days stay as they were ticked (the action sends them back as one comma-separated value).
  const ticked = failed && failed.values.month === month && failed.values.day !== undefined ? failed.values.day.split(",") : blocked;
  const checked = new Set(ticked);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === BLOCKED_DATES_INTENT;

  const { first, last, lastDay } = availabilityMonths(today);
  const days = daysOfMonth(month);
  const offset = (utc(`${month}-01`).getUTCDay() + 6) % 7;
  const href = (m: string) => `/my-rentals/listings/${listingId}?month=${m}#availability`;
  const title = monthTitle(month);
  const error = failed ? (failed.errors.form ?? Object.values(failed.errors)[0]) : undefined;
  const step = "flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100";

  return (
    <section id="availability" aria-labelledby="availability-title" className="scroll-mt-44 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="availability-title" className="text-xl font-semibold">
        Availability
      </h2>
      <p className="mt-1 text-sm text-slate-600">Blocked days can&apos;t be booked and show as unavailable on your item page.</p>
      <Form key={`${month} ${key}`} method="post" action={href(month)} preventScrollReset className="mt-4 max-w-md space-y-4">
        <input type="hidden" name="intent" value={BLOCKED_DATES_INTENT} />
        <input type="hidden" name="month" value={month} />
        <FormMessage error={error} success={mine?.ok ? mine.message : undefined} />
        <div className="flex items-center justify-between">
          {month > first ? (
            <Link to={href(addMonths(month, -1))} className={step} aria-label={`Previous month, ${monthTitle(addMonths(month, -1))}`}>
              <ChevronLeft aria-hidden className="size-5" />
            </Link>
          ) : (
            <span className="size-11" />
          )}
          <h3 className="font-semibold">{title}</h3>
          {month < last ? (
            <Link to={href(addMonths(month, 1))} className={step} aria-label={`Next month, ${monthTitle(addMonths(month, 1))}`}>
              <ChevronRight aria-hidden className="size-5" />
            </Link>
          ) : (
            <span className="size-11" />
          )}
        </div>
        <fieldset>
          <legend className="sr-only">Days to block in {title}</legend>
          <div className="grid grid-cols-7 gap-1 text-center text-sm">
            {WEEKDAYS.map((w) => (
              <div key={w} aria-hidden className="py-1 text-xs font-semibold text-slate-600">
                {w}
              </div>
            ))}
            {offset > 0 && <div style={{ gridColumn: `span ${offset}` }} />}
            {days.map((d) => (
              <Day key={d} day={d} checked={checked.has(d)} disabled={d < today || d > lastDay} isToday={d === today} />
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={busy}>
          Save blocked dates
        </Button>
      </Form>
    </section>
  );
}

/**
 * One day: a see-through checkbox over the whole cell (so a tap or a screen reader's touch anywhere on it finds the
 * checkbox); a blocked day is striped and says "Blocked", not only by its colour.
 */
function Day({ day, checked, disabled, isToday }: { day: string; checked: boolean; disabled: boolean; isToday: boolean }) {
  return (
    <label
      className={cn(
        "group relative flex h-14 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-lg border bg-white text-slate-900",
        isToday ? "border-2 border-brand-700" : "border-slate-300",
        "hover:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
        "has-checked:border-slate-500 has-checked:bg-[repeating-linear-gradient(135deg,var(--color-slate-200)_0_5px,var(--color-white)_5px_10px)]",
        "has-disabled:cursor-not-allowed has-disabled:border-transparent has-disabled:bg-slate-50 has-disabled:text-slate-500",
      )}
    >
      <input
        type="checkbox"
        name="day"
        value={day}
        defaultChecked={checked}
        disabled={disabled}
        aria-label={`Block ${dayName(day)}`}
        aria-current={isToday ? "date" : undefined}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed"
      />
      <span className="font-semibold group-has-checked:line-through">{Number(day.slice(8))}</span>
      <span aria-hidden className="hidden rounded bg-slate-700 px-0.5 text-[9px] font-semibold leading-3 tracking-tight text-white group-has-checked:block sm:px-1 sm:text-[10px] sm:leading-4">
        Blocked
      </span>
    </label>
  );
}
