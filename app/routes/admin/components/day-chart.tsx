// A server-rendered bar chart of one figure per day (SVG, no script), with the numbers behind it in a table for
// screen readers and for anyone who wants the exact figures.
import { formatDay } from "@core/dates";
import { m } from "@core/paraglide/messages";

export interface DayValue {
  day: string;
  value: number;
}

const W = 640;
const H = 140;

export function DayChart({ id, title, total, points, format }: { id: string; title: string; total: string; points: DayValue[]; format: (v: number) => string }) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const step = W / Math.max(points.length, 1);
  const bar = Math.max(1, step * 0.7);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold">
          {title}
        </h2>
        <p className="text-xl font-bold" data-testid={`${id}-total`}>
          {total}
        </p>
      </div>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-2 h-28 w-full" role="img" aria-label={m.admin_chart_label({ title, total })} preserveAspectRatio="none">
        {points.map((p, i) => {
          const h = p.value > 0 ? Math.max(2, (p.value / max) * (H - 4)) : 0;
          return (
            <rect key={p.day} x={i * step + (step - bar) / 2} y={H - h} width={bar} height={h} className="fill-brand-600">
              <title>{`${formatDay(p.day)}: ${format(p.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">{m.admin_chart_numbers()}</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col">{m.admin_chart_day()}</th>
              <th scope="col" className="text-right">
                {title}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <td>{formatDay(p.day)}</td>
                <td className="text-right">{format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
