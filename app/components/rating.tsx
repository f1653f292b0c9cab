// Star rating with review count, read out as text for screen readers.
import { Star } from "lucide-react";

/** A review's stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  return <p className={`text-amber-500 ${className}`} aria-label={`${rating} out of 5 stars`}>{"★".repeat(rating)}</p>;
}

export function Rating({ rating, count }: { rating: number; count: number }) {
  if (count === 0) return <span className="text-sm text-slate-600">No reviews yet</span>;
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700">
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
      <span className="font-semibold text-slate-900">{rating.toFixed(1)}</span>
      <span>({count} {count === 1 ? "review" : "reviews"})</span>
    </span>
  );
}
