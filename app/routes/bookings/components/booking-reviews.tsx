// The booking page's reviews, once the booking is completed: each side's 'Leave a review' form (stars as radio buttons,
// and the text) while the 14 days are open; their own review, hidden from the other side until both have written or the
// days pass; then the other side's, with the one reply the reviewed person may post. Plain posts, no JavaScript needed.
import { lagosTime } from "@core/dates";
import { Form } from "~/lib/links";
import { REPLY_MAX_CHARS, REVIEW_MAX_CHARS, REVIEW_MIN_CHARS, REVIEW_STARS, REVIEW_WINDOW_DAYS } from "@core/reviews";
import { useSearchParams } from "react-router";
import { FormMessage } from "~/components/form-field";
import { ReviewCard } from "~/components/reviews/review-card";
import { FieldError, Label, Textarea } from "~/components/ui/input";
import { SubmitButton } from "~/components/ui/submit-button";
import type { FormFailure } from "~/lib/forms.server";
import { m } from "@core/paraglide/messages";
import type { BookingReviews as State } from "../../../../server/features/reviews/reviews.service";

const when = (iso: string) => lagosTime(iso);

const REVIEW_INTENTS = ["review", "review-reply"];
/** The page's action hands these intents to reviewAction (booking-reviews.server.ts); their errors show here. */
export const isReviewIntent = (intent: string | undefined) => REVIEW_INTENTS.includes(intent ?? "");

const DONE: Record<string, () => string> = {
  review: m.bookings_review_done,
  "review-reply": m.bookings_review_reply_done,
};

/** A refusal that names a field is said beside it, not twice. */
const formErrorOf = (f: FormFailure | undefined) => (f && !Object.entries(f.errors).some(([k, v]) => k !== "form" && v === f.errors.form) ? f.errors.form : undefined);

function ReviewForm({ side, until, failure }: { side: State["side"]; until: string; failure: FormFailure | undefined }) {
  const v = failure?.values ?? {};
  const e = failure?.errors ?? {};
  return (
    <Form method="post" className="space-y-4" aria-labelledby="review-form-title">
      <h3 id="review-form-title" className="font-semibold text-slate-900">{m.bookings_review_leave()}</h3>
      <p className="text-sm text-slate-700">
        {side === "renter" ? m.bookings_review_ask_renter() : m.bookings_review_ask_owner()} {m.bookings_review_until({ at: when(until), days: REVIEW_WINDOW_DAYS })}
      </p>
      <input type="hidden" name="intent" value="review" />
      <FormMessage error={formErrorOf(failure)} />
      <fieldset aria-describedby={e.rating ? "f-review-rating-error" : undefined}>
        <legend className="text-sm font-semibold text-slate-900">{m.bookings_review_rating()}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {REVIEW_STARS.map((n) => (
            <label key={n} className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 ring-1 ring-slate-300 has-[:checked]:bg-amber-50 has-[:checked]:ring-amber-500">
              <input type="radio" name="rating" value={n} required defaultChecked={v.rating === String(n)} className="size-4 accent-amber-500" />
              <span aria-hidden className="text-amber-500">{"★".repeat(n)}</span>
              <span>{m.bookings_review_stars({ count: n })}</span>
            </label>
          ))}
        </div>
        <FieldError id="f-review-rating-error" message={e.rating} />
      </fieldset>
      <div>
        <Label htmlFor="f-review-body">{m.bookings_review_body()}</Label>
        <Textarea
          id="f-review-body"
          name="body"
          required
          minLength={REVIEW_MIN_CHARS}
          maxLength={REVIEW_MAX_CHARS}
          defaultValue={v.body}
          aria-invalid={e.body ? true : undefined}
          aria-describedby={`f-review-body-hint${e.body ? " f-review-body-error" : ""}`}
        />
        <p id="f-review-body-hint" className="mt-1 text-sm text-slate-600">{m.bookings_review_min({ min: REVIEW_MIN_CHARS })}</p>
        <FieldError id="f-review-body-error" message={e.body} />
      </div>
      <SubmitButton>{m.bookings_review_post()}</SubmitButton>
    </Form>
  );
}

function ReplyForm({ reviewId, failure }: { reviewId: number; failure: FormFailure | undefined }) {
  const e = failure?.errors ?? {};
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="review-reply" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <FormMessage error={formErrorOf(failure)} />
      <Label htmlFor="f-review-reply">{m.bookings_review_reply()}</Label>
      <Textarea
        id="f-review-reply"
        name="reply"
        required
        maxLength={REPLY_MAX_CHARS}
        defaultValue={failure?.values.reply}
        aria-invalid={e.reply ? true : undefined}
        aria-describedby={e.reply ? "f-review-reply-error" : undefined}
      />
      <FieldError id="f-review-reply-error" message={e.reply} />
      <SubmitButton>{m.bookings_review_post_reply()}</SubmitButton>
    </Form>
  );
}

export function BookingReviews({ state, otherName, failure }: { state: State; otherName: string; failure: FormFailure | undefined }) {
  const [params] = useSearchParams();
  const mine = failure && isReviewIntent(failure.values.intent) ? failure : undefined;
  const done = !mine ? DONE[params.get("done") ?? ""]?.() : undefined;
  const { theirs } = state;
  return (
    <div className="space-y-4">
      <FormMessage success={done} />
      {state.canWriteUntil && <ReviewForm side={state.side} until={state.canWriteUntil} failure={mine?.values.intent === "review" ? mine : undefined} />}
      {state.mine && (
        <div>
          <h3 className="font-semibold text-slate-900">{m.bookings_review_yours()}</h3>
          {!state.mine.published && (
            <p className="mb-2 text-sm text-slate-600">
              {m.bookings_review_hidden({ name: otherName, at: state.windowEnds ? when(state.windowEnds) : m.bookings_review_time_ends() })}
            </p>
          )}
          <ReviewCard review={state.mine} />
        </div>
      )}
      {theirs ? (
        <div>
          <h3 className="font-semibold text-slate-900">{m.bookings_review_theirs({ name: otherName })}</h3>
          <ReviewCard review={theirs} />
          {theirs.reply === null && <ReplyForm reviewId={theirs.id} failure={mine?.values.intent === "review-reply" ? mine : undefined} />}
        </div>
      ) : state.theirsWritten ? (
        <p className="text-sm text-slate-700">{m.bookings_review_theirs_written({ name: otherName })}</p>
      ) : (
        !state.canWriteUntil && !state.mine && <p className="text-sm text-slate-700">{m.bookings_review_over()}</p>
      )}
    </div>
  );
}
