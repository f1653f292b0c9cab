// Net earnings by month as a bar chart drawn on the server (plain SVG: no chart library, nothing to run in the
// browser), with the figures behind it as a table for screen readers and anyone who wants the numbers.
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";

const W = 600;
const H = 180;
const PAD_BOTTOM = 22;
const PAD_TOP = 16;

const monthName = (ym: string, style: "short" | "long") =>
  new Intl.DateTimeFormat("en-NG", { month: style, ...(style === "long" ? { year: "numeric" } : {}), timeZone: "UTC" }).format(new Date(`${ym}-01T00:00:00Z`));

export function MonthlyChart({ months }: { months: { month: string; netKobo: number }[] }) {
  const max = Math.max(...months.map((x) => x.netKobo), 1);
  const slot = W / months.length;
  const barW = slot * 0.6;
  const total = months.reduce((s, x) => s + x.netKobo, 0);
  return (
    <figure className="mt-3">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="months-chart-title" className="h-auto w-full">
        <title id="months-chart-title">{m.rentals_chart_title({ total: formatNaira(total) })}</title>
        <line x1="0" x2={W} y1={H - PAD_BOTTOM} y2={H - PAD_BOTTOM} stroke="#cbd5e1" />
        {months.map((mo, i) => {
          const h = ((H - PAD_BOTTOM - PAD_TOP) * mo.netKobo) / max;
          const x = i * slot + (slot - barW) / 2;
          return (
            <g key={mo.month}>
              {mo.netKobo > 0 && <rect x={x} y={H - PAD_BOTTOM - h} width={barW} height={h} rx="3" fill="#047857" />}
              <text x={x + barW / 2} y={H - 6} textAnchor="middle" fontSize="11" fill="#475569">
                {monthName(mo.month, "short")}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-700">{m.rentals_chart_figures()}</summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">{m.rentals_chart_month()}</th>
              <th scope="col" className="py-1 text-right font-medium">{m.rentals_col_net()}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((mo) => (
              <tr key={mo.month}>
                <td className="py-1">{monthName(mo.month, "long")}</td>
                <td className="py-1 text-right">{formatNaira(mo.netKobo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
