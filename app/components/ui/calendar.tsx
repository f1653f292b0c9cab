// A light month calendar: days before `minDate`, after `maxDate` and in `unavailable` are disabled; clicking the selected
// day again clears it.
// Keyboard, as the ARIA date-grid pattern: one day is in the tab order; arrows move by day and week,
// Home/End to the week's ends, Page Up/Down by month (the month follows).
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { addDaysIso, dayName, monthTitle } from "~/lib/dates";
import { cn } from "~/lib/utils";

const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

function iso(y: number, m: number, d: number) {
  return new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
}

function addMonths(day: string, n: number) {
  const d = new Date(`${day}T00:00:00Z`);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n + 1, 0)).getUTCDate();
  return iso(d.getUTCFullYear(), d.getUTCMonth() + n, Math.min(d.getUTCDate(), last));
}

export function Calendar({
  minDate,
  maxDate,
  unavailable = [],
  selected,
  onSelect,
}: {
  minDate: string;
  maxDate?: string;
  /** Days that cannot be chosen (blocked by the owner, or booked). */
  unavailable?: readonly string[];
  selected: string | null;
  onSelect: (date: string | null) => void;
}) {
  const closed = new Set(unavailable);
  const outOfRange = (d: string) => d < minDate || (maxDate !== undefined && d > maxDate);
  const [minY, minM] = [Number(minDate.slice(0, 4)), Number(minDate.slice(5, 7)) - 1];
  const [view, setView] = useState({ y: minY, m: minM });
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
  useEffect(() => {
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
  return (
    <div className="w-full max-w-sm">
      <div className="mb-2 flex items-center justify-between">
        <button type="button" onClick={() => move(-1)} disabled={atStart} className="flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 disabled:opacity-40" aria-label="Previous month">
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <p className="font-semibold" aria-live="polite">{monthTitle(first.toISOString().slice(0, 7))}</p>
        <button type="button" onClick={() => move(1)} disabled={atEnd} className="flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 disabled:opacity-40" aria-label="Next month">
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <div ref={grid} className="grid grid-cols-7 gap-1 text-center text-sm" role="grid" aria-label={monthTitle(first.toISOString().slice(0, 7))}>
        <div role="row" className="contents">
          {WEEKDAYS.map((w) => <div key={w} role="columnheader" className="py-1 text-xs font-semibold text-slate-600">{w}</div>)}
        </div>
        {Array.from({ length: Math.ceil(cells.length / 7) }, (_, r) => (
          <div role="row" className="contents" key={r}>
            {cells.slice(r * 7, r * 7 + 7).map((d, i) =>
              d === null ? (
                <div role="gridcell" key={`e${i}`} />
              ) : (
                <div role="gridcell" key={d}>
                  <button
                    type="button"
                    data-day={d}
                    tabIndex={d === tabDay ? 0 : -1}
                    disabled={outOfRange(d)}
                    // Unavailable days stay focusable (arrow keys can cross them) but cannot be chosen.
                    aria-disabled={closed.has(d) || undefined}
                    aria-pressed={selected === d}
                    onKeyDown={(e) => onKeyDown(e, d)}
                    onFocus={() => setActive(d)}
                    aria-label={`${dayName(d)}${closed.has(d) ? ", unavailable" : ""}`}
                    onClick={() => !closed.has(d) && onSelect(selected === d ? null : d)}
                    className={cn(
                      "h-10 w-full rounded-lg",
                      selected === d ? "bg-brand-700 font-bold text-white" : "hover:bg-brand-50",
                      (outOfRange(d) || closed.has(d)) && "cursor-not-allowed text-slate-400 line-through hover:bg-transparent",
                    )}
                  >
                    {Number(d.slice(8))}
                  </button>
                </div>
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
