// The item page's reviews: the average of the published renter reviews, how many gave 5 to 1 stars, and the reviews
// newest first with 'Load More' (a link to the same page showing more, ?reviews=N: no JavaScript needed).

import { Stars } from "~/components/rating";
import { Link } from "~/lib/links";
import { renderedOnce } from "~/lib/server-once";
import { getLocale } from "@core/paraglide/runtime";
import { ReviewCard, type ShownReview } from "~/components/reviews/review-card";
import type { ReviewSummary } from "../../../../server/features/reviews/reviews.service";
import { m } from "@core/paraglide/messages";

/** The section's words, from the loader (item/$id.tsx reviewsOf): the browser carries none of these messages. */
export interface ReviewsWords {
  title: string;
  average: string;
  byStars: string;
  /** "5 stars" … "1 star", in the distribution's order. */
  stars: string[];
  loadMore: string;
}

/**
 * Reviews kept on the server (lib/server-once.tsx, decision 062): a listing's section is the same for every visitor until
 * a review or a word changes, and its ~60 elements are a fifth of what an item page renders each time. 'Load More' is a
 * link relative to the page's path, which the key holds.
 */
const REVIEWS_KEPT = 300;

export function ItemReviews({ summary, reviews, moreHref, words: w }: { summary: ReviewSummary; reviews: ShownReview[]; moreHref: string | null; words: ReviewsWords }) {
  const section = () => (
    <section aria-labelledby="reviews" className="mt-8 scroll-mt-40">
      <h2 id="reviews" className="mb-3 text-xl font-semibold">{w.title}</h2>
      {summary.count === 0 ? (
        <p className="text-slate-600">{m.reviews_none()}</p>
      ) : (
        <>
          <div className="mb-6 flex flex-col gap-6 rounded-lg bg-white p-4 shadow-sm sm:flex-row sm:items-center">
            <div className="text-center">
              <p className="text-4xl font-bold text-slate-900">{summary.average.toFixed(1)}</p>
              <Stars rating={Math.round(summary.average)} />
              <p className="text-sm text-slate-600">
                {w.average}
              </p>
            </div>
            <ul aria-label={w.byStars} className="flex-1 space-y-1 text-sm">
              {summary.distribution.map((d, i) => (
                <li key={d.stars} className="flex items-center gap-2">
                  <span className="w-14 shrink-0 text-slate-700">{w.stars[i]}</span>
                  <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                    <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(d.count / summary.count) * 100}%` }} />
                  </span>
                  <span className="w-8 shrink-0 text-right text-slate-700">{d.count}</span>
                </li>
              ))}
            </ul>
          </div>
          <ul className="space-y-4">
            {reviews.map((r) => (
              <li key={r.id}>
                <ReviewCard review={r} />
              </li>
            ))}
          </ul>
          {moreHref && (
            <Link to={moreHref} preventScrollReset className="mt-4 inline-block rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50">
              {w.loadMore}
            </Link>
          )}
        </>
      )}
    </section>
  );
  return import.meta.env.SSR ? renderedOnce("reviews", (path) => JSON.stringify([getLocale(), path, summary, reviews, moreHref, w]), section, REVIEWS_KEPT) : section();
}
