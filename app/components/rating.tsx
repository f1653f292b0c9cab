// Star rating with review count, read out as text for screen readers.
import { Star } from "lucide-react";
import { m } from "@core/paraglide/messages";

/** A review's stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  return <p className={`text-amber-500 ${className}`} aria-label={m.rating_stars({ rating })}>{"★".repeat(rating)}</p>;
}

/**
 * `className`: a smaller size on a card (it replaces no class, only adds: text-sm is the default). `short`: on a phone the
 * count alone, '(9)', as narrow two-column cards have room for (the words stay for screen readers).
 */
export function Rating({ rating, count, className = "", short = false }: { rating: number; count: number; className?: string; short?: boolean }) {
  if (count === 0) return <span className={`text-sm text-slate-600 ${className}`}>{m.rating_none()}</span>;
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-1 text-sm text-slate-700 ${className}`}>
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
      <span className="font-semibold text-slate-900">{rating.toFixed(1)}</span>
      {short && <span aria-hidden className="sm:hidden">({count})</span>}
      <span className={short ? "max-sm:sr-only" : undefined}>{m.rating_count({ n: count })}</span>
    </span>
  );
}
