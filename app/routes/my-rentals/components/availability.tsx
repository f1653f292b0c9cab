// The manage page's Availability section: one month of days an owner ticks to block, saved by a plain form post
// (works without JavaScript), with links to the months before and after. Which months open is shared with the action.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "~/lib/links";
import { BLOCKABLE_DAYS } from "@core/listing-limits";
import { IntentForm, Section, useFormResult } from "~/components/intent-form";
import { addDaysIso, addMonths, dayName, daysOfMonth, MONTH, mondayOffset, monthTitle } from "@core/dates";
import type { FormFailure } from "~/lib/forms.server";
import { cn } from "~/lib/utils";
import { manageHref } from "~/lib/listing-urls";
import { m } from "@core/paraglide/messages";

export const BLOCKED_DATES_INTENT = "blocked-dates";
export type BlockedDatesResult = { ok: true; intent: typeof BLOCKED_DATES_INTENT; message: string } | FormFailure;


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
  /** The days of `month` the owner blocked. */
  blocked: string[];
  /** The days of `month` their imported calendars close, with those calendars' names (Calendar sync). */
  imported: { day: string; names: string[] }[];
}

export function AvailabilitySection({ listingId, month, today, blocked, imported }: Props) {
  const s = useFormResult(BLOCKED_DATES_INTENT);
  // After a refusal the days stay as they were ticked (the action sends them back as one comma-separated value).
  const ticked = s.failed && s.values.month === month && s.values.day !== undefined ? s.values.day.split(",") : blocked;
  const checked = new Set(ticked);
  const synced = new Map(imported.map((d) => [d.day, d.names]));
  const { first, last, lastDay } = availabilityMonths(today);
  const days = daysOfMonth(month);
  const offset = mondayOffset(month);
  const href = (to: string) => `${manageHref(listingId)}?month=${to}`;
  const title = monthTitle(month);
  const step = "flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100";

  return (
    <Section id="availability" title={m.rentals_availability()} description={m.rentals_availability_description()}>
      <IntentForm
        action={href(month)}
        anchor="availability"
        intent={BLOCKED_DATES_INTENT}
        formError={s.formError ?? Object.values(s.errors)[0]}
        success={s.success}
        submit={{ label: m.rentals_save_blocked() }}
        className="max-w-md space-y-4"
      >
        <input type="hidden" name="month" value={month} />
        <div className="flex items-center justify-between">
          {month > first ? (
            <Link to={`${href(addMonths(month, -1))}#availability`} className={step} aria-label={m.rentals_previous_month({ month: monthTitle(addMonths(month, -1)) })}>
              <ChevronLeft aria-hidden className="size-5" />
            </Link>
          ) : (
            <span className="size-11" />
          )}
          <h3 className="font-semibold">{title}</h3>
          {month < last ? (
            <Link to={`${href(addMonths(month, 1))}#availability`} className={step} aria-label={m.rentals_next_month({ month: monthTitle(addMonths(month, 1)) })}>
              <ChevronRight aria-hidden className="size-5" />
            </Link>
          ) : (
            <span className="size-11" />
          )}
        </div>
        <fieldset>
          <legend className="sr-only">{m.rentals_days_to_block({ month: title })}</legend>
          <div className="grid grid-cols-7 gap-1 text-center text-sm">
            {/* Monday to Sunday, seven short names in one message. */}
            {m.rentals_weekdays().split(" ").map((w, i) => (
              <div key={i} aria-hidden className="py-1 text-xs font-semibold text-slate-600">
                {w}
              </div>
            ))}
            {offset > 0 && <div style={{ gridColumn: `span ${offset}` }} />}
            {days.map((d) => (
              <Day key={d} day={d} checked={checked.has(d)} disabled={d < today || d > lastDay} isToday={d === today} syncedBy={synced.get(d)} />
            ))}
          </div>
        </fieldset>
        {imported.length > 0 && (
          <p className="text-sm text-slate-600">
            <span className="font-semibold">{m.rentals_synced()}</span>
            {m.rentals_synced_note()}{" "}
            <a href="#calendar-sync" className="text-brand-700 underline">
              {m.rentals_calendar_sync()}
            </a>
            {m.rentals_synced_note_end()}
          </p>
        )}
      </IntentForm>
    </Section>
  );
}

/**
 * One day: a see-through checkbox over the whole cell (so a tap or a screen reader's touch anywhere on it finds the
 * checkbox); a blocked day is striped and says "Blocked", not only by its colour. A day an imported calendar closes
 * says "Synced" (its checkbox still says only what the owner blocked).
 */
function Day({ day, checked, disabled, isToday, syncedBy }: { day: string; checked: boolean; disabled: boolean; isToday: boolean; syncedBy?: string[] | undefined }) {
  return (
    <label
      className={cn(
        "group relative flex h-14 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-lg border bg-white text-slate-900",
        isToday ? "border-2 border-brand-700" : "border-slate-300",
        "hover:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
        "has-checked:border-slate-500 has-checked:bg-[repeating-linear-gradient(135deg,var(--color-slate-200)_0_5px,var(--color-white)_5px_10px)]",
        "has-disabled:cursor-not-allowed has-disabled:border-transparent has-disabled:bg-slate-50 has-disabled:text-slate-500",
        syncedBy && "border-dashed border-slate-500 bg-slate-100",
      )}
    >
      <input
        type="checkbox"
        name="day"
        value={day}
        defaultChecked={checked}
        disabled={disabled}
        aria-label={syncedBy ? m.rentals_block_day_synced({ day: dayName(day), names: syncedBy.join(", ") }) : m.rentals_block_day({ day: dayName(day) })}
        aria-current={isToday ? "date" : undefined}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed"
      />
      <span className="font-semibold group-has-checked:line-through">{Number(day.slice(8))}</span>
      <span aria-hidden className="hidden rounded bg-slate-700 px-0.5 text-[9px] font-semibold leading-3 tracking-tight text-white group-has-checked:block sm:px-1 sm:text-[10px] sm:leading-4">
        {m.rentals_blocked()}
      </span>
      {syncedBy && (
        <span aria-hidden className="rounded bg-white px-0.5 text-[9px] font-semibold leading-3 tracking-tight text-slate-800 ring-1 ring-slate-500 group-has-checked:hidden sm:px-1 sm:text-[10px] sm:leading-4">
          {m.rentals_synced()}
        </span>
      )}
    </label>
  );
}
