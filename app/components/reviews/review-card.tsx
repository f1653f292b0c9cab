// One review as pages show it: stars, the words, who wrote it and when, and the reviewed person's reply.
import { todayInLagos, formatDay } from "@core/dates";
import { Stars } from "~/components/rating";
import type { ReviewView } from "../../../server/features/reviews/reviews.service";
import { m } from "@core/paraglide/messages";

const day = (iso: string) => formatDay(todayInLagos(new Date(iso)));

/** What a review card shows: any ReviewView is one, and a page may send its browser no more than this (the item page). */
export type ShownReview = Pick<ReviewView, "id" | "rating" | "body" | "createdAt" | "publishedAt" | "reply"> & { author: { name: string }; subject: { name: string } };

/** The fields of `r` a card shows, for a page's data (no ids, listing or flags the browser would carry for nothing). */
export const shownReview = (r: ReviewView): ShownReview => ({
  id: r.id,
  rating: r.rating,
  body: r.body,
  createdAt: r.createdAt,
  publishedAt: r.publishedAt,
  reply: r.reply,
  author: { name: r.author.name },
  subject: { name: r.subject.name },
});

export function ReviewCard({ review: r }: { review: ShownReview }) {
  return (
    <article className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <Stars rating={r.rating} />
      <p className="mt-1 whitespace-pre-line text-slate-800">{r.body}</p>
      <p className="mt-2 text-sm text-slate-600">
        {r.author.name} · {day(r.publishedAt ?? r.createdAt)}
      </p>
      {r.reply !== null && (
        <div className="mt-3 border-l-4 border-slate-200 pl-3">
          <p className="text-sm font-semibold text-slate-900">{m.people_reply_from({ name: r.subject.name })}</p>
          <p className="whitespace-pre-line text-sm text-slate-700">{r.reply}</p>
        </div>
      )}
    </article>
  );
}
