// A light month calendar: days before `minDate`, after `maxDate` and in `unavailable` are disabled. One day
// (`selected`/`onSelect`: clicking the selected day again clears it) or a range (`range`/`onRangeChange`, rules in
// `nextRange`: a tap for the start, one for the end, a third starts over; a range across an unavailable day is refused
// with a message under the calendar, the choice left as it was).
// Keyboard, as the ARIA date-grid pattern: one day is in the tab order; arrows move by day and week,
// Home/End to the week's ends, Page Up/Down by month (the month follows); Enter or Space chooses.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { addDaysIso, dayName, monthTitle, shortDay } from "@core/dates";
import { cn } from "~/lib/utils";
import { renderedOnce } from "~/lib/server-once";
import { getLocale } from "@core/paraglide/runtime";


function iso(y: number, m: number, d: number) {
  return new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
}

function addMonths(day: string, n: number) {
  const d = new Date(`${day}T00:00:00Z`);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n + 1, 0)).getUTCDate();
  return iso(d.getUTCFullYear(), d.getUTCMonth() + n, Math.min(d.getUTCDate(), last));
}

/** A chosen range: `end` null means the one day `start`. */
export interface DayRange {
  start: string | null;
  end: string | null;
}


/**
 * The range after a tap on `day`, as the person means it: with nothing chosen, or a whole range chosen, the tap starts a
 * new choice (its start); with only a start, it is the end (the start again: that one day; an earlier day: the range
 * between the two). A range that would cross an unavailable day is refused: the choice stays, and `refused` says why.
 */
export function nextRange(range: DayRange, day: string, closed: ReadonlySet<string>): { range: DayRange; refused?: string } {
  const { start, end } = range;
  if (start === null || end !== null) return { range: { start: day, end: null } };
  if (day === start) return { range: { start, end: day } };
  const [from, to] = day < start ? [day, start] : [start, day];
  for (let d = addDaysIso(from, 1); d < to; d = addDaysIso(d, 1))
    if (closed.has(d)) {
      return { range, refused: `Those dates would include ${shortDay(d)}, which is not available. Choose dates on one side of it.` };
    }
  return { range: { start: from, end: to } };
}

type Choice =
  | { selected: string | null; onSelect: (date: string | null) => void; range?: undefined; onRangeChange?: undefined }
  | { range: DayRange; onRangeChange: (range: DayRange) => void; selected?: undefined; onSelect?: undefined };

export function Calendar({
  minDate,
  maxDate,
  unavailable = [],
  priceOf,
  labels,
  ...choice
}: {
  /** The month buttons' names and the weekdays' initials ("M T W T F S S"), in the page's language, from its loader. */
  labels: { previous: string; next: string; weekdays: string };
  minDate: string;
  maxDate?: string;
  /** Days that cannot be chosen (blocked by the owner, or booked). */
  unavailable?: readonly string[];
  /** Each open day's price, shown under its number ([short, in full]); none: no prices shown (issue 36). */
  priceOf?: ((day: string) => readonly [string, string]) | undefined;
} & Choice) {
  const closed = new Set(unavailable);
  // Why the last tap was not taken (a range across an unavailable day), shown under the calendar until the next one.
  const [refused, setRefused] = useState<string | null>(null);
  // A choice changed some other way (the date fields) answers the refusal too.
  const rangeKey = choice.range ? `${choice.range.start}/${choice.range.end}` : "";
  useEffect(() => setRefused(null), [rangeKey]);
  // The day the calendar opens on and the tab order falls back to; in a range, its start.
  const selected = choice.range ? choice.range.start : choice.selected;
  const rangeEnd = choice.range ? (choice.range.end ?? choice.range.start) : choice.selected;
  const chosen = (d: string) => selected !== null && rangeEnd !== null && d >= selected && d <= rangeEnd;
  const pick = (d: string) => {
    if (choice.range) {
      const next = nextRange(choice.range, d, closed);
      setRefused(next.refused ?? null);
      if (!next.refused) choice.onRangeChange(next.range);
    } else choice.onSelect(choice.selected === d ? null : d);
  };
  const outOfRange = (d: string) => d < minDate || (maxDate !== undefined && d > maxDate);
  const [minY, minM] = [Number(minDate.slice(0, 4)), Number(minDate.slice(5, 7)) - 1];
  const opensOn = selected !== null && !outOfRange(selected) ? selected : minDate;
  const [view, setView] = useState({ y: Number(opensOn.slice(0, 4)), m: Number(opensOn.slice(5, 7)) - 1 });
  const first = new Date(Date.UTC(view.y, view.m, 1));
  const offset = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(view.y, view.m + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array.from({ length: offset }, () => null), ...Array.from({ length: days }, (_, i) => iso(view.y, view.m, i + 1))];
  const atStart = view.y === minY && view.m === minM;
  const atEnd = maxDate !== undefined && view.y * 12 + view.m >= Number(maxDate.slice(0, 4)) * 12 + Number(maxDate.slice(5, 7)) - 1;
  const move = (delta: number) => setView((v) => {
    const d = new Date(Date.UTC(v.y, v.m + delta, 1));
    return { y: d.getUTCFullYear(), m: d.getUTCMonth() };
  });

  // The day in the tab order: the one last moved to, else the selected day, else the first open day of the month.
  const [active, setActive] = useState<string | null>(null);
  const inView = (d: string | null) => d !== null && !outOfRange(d) && Number(d.slice(0, 4)) === view.y && Number(d.slice(5, 7)) - 1 === view.m;
  const firstOpen = cells.find((d) => d !== null && !outOfRange(d) && !closed.has(d)) ?? cells.find((d) => d !== null && !outOfRange(d)) ?? null;
  const tabDay = inView(active) ? active : inView(selected) ? selected : firstOpen;
  const grid = useRef<HTMLDivElement>(null);
  const [focusPending, setFocusPending] = useState(false);
  // Before the next key press is read: a quick second arrow moves on from the day the first one reached.
  useLayoutEffect(() => {
    if (!focusPending || !tabDay) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${tabDay}"]`)?.focus();
    setFocusPending(false);
  }, [focusPending, tabDay]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const next: Record<string, () => string> = {
      ArrowLeft: () => addDaysIso(day, -1),
      ArrowRight: () => addDaysIso(day, 1),
      ArrowUp: () => addDaysIso(day, -7),
      ArrowDown: () => addDaysIso(day, 7),
      Home: () => addDaysIso(day, -weekday),
      End: () => addDaysIso(day, 6 - weekday),
      PageUp: () => addMonths(day, -1),
      PageDown: () => addMonths(day, 1),
    };
    const to = next[e.key];
    if (!to) return;
    e.preventDefault();
    const target = to() < minDate ? minDate : maxDate !== undefined && to() > maxDate ? maxDate : to();
    setActive(target);
    setView({ y: Number(target.slice(0, 4)), m: Number(target.slice(5, 7)) - 1 });
    setFocusPending(true);
  };
  // Its markup follows from what it is given, the month it opens on and the day in the tab order: on the server, one
  // render per such set is written for every page that asks the same (lib/server-once.tsx, decision 062).
  const month = () => (
    <div className="w-full max-w-sm">
      <div className="mb-2 flex items-center justify-between">
        <button type="button" onClick={() => move(-1)} disabled={atStart} className="flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 disabled:opacity-40" aria-label={labels.previous}>
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <p className="font-semibold" aria-live="polite">{monthTitle(first.toISOString().slice(0, 7))}</p>
        <button type="button" onClick={() => move(1)} disabled={atEnd} className="flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 disabled:opacity-40" aria-label={labels.next}>
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <div ref={grid} className="grid grid-cols-7 gap-1 text-center text-sm" role="grid" aria-label={monthTitle(first.toISOString().slice(0, 7))}>
        <div role="row" className="contents">
          {/* Monday to Sunday, seven short names in one message. */}
          {labels.weekdays.split(" ").map((w, i) => <div key={i} role="columnheader" className="py-1 text-xs font-semibold text-slate-600">{w}</div>)}
        </div>
        {Array.from({ length: Math.ceil(cells.length / 7) }, (_, r) => (
          <div role="row" className="contents" key={r}>
            {cells.slice(r * 7, r * 7 + 7).map((d, i) =>
              d === null ? (
                <div role="gridcell" key={`e${i}`} />
              ) : (
                <div role="gridcell" key={d} aria-selected={chosen(d)}>
                  <button
                    type="button"
                    data-day={d}
                    tabIndex={d === tabDay ? 0 : -1}
                    disabled={outOfRange(d)}
                    // Unavailable days stay focusable (arrow keys can cross them) but cannot be chosen.
                    aria-disabled={closed.has(d) || undefined}
                    aria-pressed={chosen(d)}
                    onKeyDown={(e) => onKeyDown(e, d)}
                    onFocus={() => setActive(d)}
                    aria-label={`${dayName(d)}${closed.has(d) ? ", unavailable" : priceOf && !outOfRange(d) ? `, ${priceOf(d)[1]}` : ""}`}
                    onClick={() => !closed.has(d) && pick(d)}
                    className={cn(
                      "w-full rounded-lg",
                      priceOf ? "flex h-12 flex-col items-center justify-center leading-tight" : "h-10",
                      d === selected || d === rangeEnd ? "bg-brand-700 font-bold text-white" : chosen(d) ? "bg-brand-100 font-semibold text-brand-900" : "hover:bg-brand-50",
                      (outOfRange(d) || closed.has(d)) && "cursor-not-allowed text-slate-400 line-through hover:bg-transparent",
                    )}
                  >
                    {Number(d.slice(8))}
                    {priceOf && !closed.has(d) && !outOfRange(d) && (
                      <span aria-hidden className={cn("text-[0.625rem] tabular-nums", d === selected || d === rangeEnd ? "text-white" : "text-slate-600")}>
                        {priceOf(d)[0]}
                      </span>
                    )}
                  </button>
                </div>
              ),
            )}
          </div>
        ))}
      </div>
      {/* An alert is read out as it appears. */}
      {refused && <p role="alert" className="mt-2 text-sm text-red-700">{refused}</p>}
    </div>
  );
  return import.meta.env.SSR
    ? renderedOnce("calendar", () => JSON.stringify([getLocale(), labels, minDate, maxDate ?? null, view, selected, rangeEnd, tabDay, cells.map((d) => (d === null ? 0 : closed.has(d) ? 1 : priceOf && !outOfRange(d) ? priceOf(d) : 2)), refused]), month)
    : month();
}
