// A light month calendar: days before `minDate` are disabled; clicking the selected day again clears it.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { cn } from "~/lib/utils";

const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];
const monthName = new Intl.DateTimeFormat("en-NG", { month: "long", year: "numeric", timeZone: "UTC" });
const dayName = new Intl.DateTimeFormat("en-NG", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

function iso(y: number, m: number, d: number) {
  return new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
}

export function Calendar({ minDate, selected, onSelect }: { minDate: string; selected: string | null; onSelect: (date: string | null) => void }) {
  const [minY, minM] = [Number(minDate.slice(0, 4)), Number(minDate.slice(5, 7)) - 1];
  const [view, setView] = useState({ y: minY, m: minM });
  const first = new Date(Date.UTC(view.y, view.m, 1));
  const offset = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(view.y, view.m + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array.from({ length: offset }, () => null), ...Array.from({ length: days }, (_, i) => iso(view.y, view.m, i + 1))];
  const atStart = view.y === minY && view.m === minM;
  const move = (delta: number) => setView((v) => {
    const d = new Date(Date.UTC(v.y, v.m + delta, 1));
    return { y: d.getUTCFullYear(), m: d.getUTCMonth() };
  });
  return (
    <div className="w-full max-w-sm">
      <div className="mb-2 flex items-center justify-between">
        <button type="button" onClick={() => move(-1)} disabled={atStart} className="flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 disabled:opacity-40" aria-label="Previous month">
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <p className="font-semibold" aria-live="polite">{monthName.format(first)}</p>
        <button type="button" onClick={() => move(1)} className="flex size-10 items-center justify-center rounded-lg hover:bg-slate-100" aria-label="Next month">
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-sm" role="grid" aria-label={monthName.format(first)}>
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
                    disabled={d < minDate}
                    aria-pressed={selected === d}
                    aria-label={dayName.format(new Date(`${d}T00:00:00Z`))}
                    onClick={() => onSelect(selected === d ? null : d)}
                    className={cn(
                      "h-10 w-full rounded-lg",
                      selected === d ? "bg-brand-700 font-bold text-white" : "hover:bg-brand-50",
                      d < minDate && "cursor-not-allowed text-slate-400 line-through hover:bg-transparent",
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
