// Labelled figures in a grid (term above value), as the My Rentals cards and the booking page show them.
import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * A grid (its columns set by `className`), or with `flow` a row that wraps: each figure at least as wide as its longest
 * word or amount (so that a price never spills into its neighbour on a narrow card), sharing the rest of the row.
 */
export function Figures({ items, className, flow = false }: { items: readonly (readonly [string, React.ReactNode])[]; className?: string; flow?: boolean }) {
  return (
    <dl className={cn(flow ? "flex flex-wrap gap-2 text-sm *:flex-1 *:basis-20" : "grid gap-2 text-sm", className)}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-600">{term}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
