// Labelled figures in a grid (term above value), as the My Rentals cards and the booking page show them.
import type * as React from "react";
import { cn } from "~/lib/utils";

export function Figures({ items, className }: { items: readonly (readonly [string, React.ReactNode])[]; className?: string }) {
  return (
    <dl className={cn("grid gap-2 text-sm", className)}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-600">{term}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
