// /bookings/{id}: one booking for its renter or its owner: the item, status, dates, receipt, deadline, payment and
// refunds, history, the other party's contact once confirmed, and the next moves as plain form posts. Anyone else gets
// the 404 page.
import { data, useSearchParams } from "react-router";
import { Link, redirect } from "~/lib/links";
import { ActionForm, ActionMessage, BookingActions, doneMessage } from "~/components/booking/booking-actions";
import { bookingIdOf, isBookingIntent, moveBooking } from "~/lib/booking-actions.server";
import { dateRange } from "~/components/booking/booking-format";
import { Figures } from "~/components/booking/booking-figures";
import { BookingExtension, isExtensionIntent, OverdueBadge } from "~/components/booking/booking-extension";
import { returnField, returnNote } from "./late-return.server";
import { extensionAction, extensionPaymentNotice, extensionPreview } from "./booking-extension.server";
import { BookingHistory } from "./components/booking-history";
import { BookingMessages } from "./components/booking-messages";
import { bookingMessagesState } from "./booking-messages.server";
import { BookingPayment } from "./components/booking-payment";
import { BookingReviews, isReviewIntent } from "./components/booking-reviews";
import { reviewAction, reviewsState } from "./booking-reviews.server";
import { OwnerPayout } from "~/components/booking/booking-receipt";
import { BookingStatusBadge } from "~/components/booking/booking-status-badge";
import { RenterSummary } from "~/components/booking/renter-summary";
import { ConditionPhotos, PHOTO_INTENT, photosClosedText } from "./components/condition-photos";
import { conditionPhotoAction, conditionPhotosState } from "./condition-photos.server";
import { DepositClaim } from "./components/deposit-claim";
import { claimAction, claimState, isClaimIntent } from "./deposit-claim.server";
import { LateFee } from "./components/late-fee";
import { isLateFeeIntent, lateFeeAction, lateFeeSection } from "./late-fee.server";
import { QuoteLines } from "~/components/booking/quote-lines";
import { pickupTimeText } from "@core/dates";
import { formatNaira } from "@core/money";
import { Section } from "~/components/intent-form";
import { NotFoundMessage } from "~/components/not-found-message";
import { Photo } from "~/components/photo";
import { CARD_WIDTHS } from "~/lib/images";
import { fieldsOf, fromError, type FormFailure } from "~/lib/forms.server";
import { pageMeta } from "~/lib/seo";
import { requireSession } from "~/lib/session.server";
import { deadlineText } from "@core/pickup";
import { m } from "@core/paraglide/messages";
import type { Route } from "./+types/$id";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";
import { deliveryWords } from "./delivery.server";
import type { BookingView } from "../../../server/features/bookings/booking-views";

export async function loader({ request, context: provider, params }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const id = bookingIdOf(params.id);
  // The payment is read beside the booking, not after it: it is only sent when the booking is the person's.
  const [view, payment] = await Promise.all([context.services.bookingViews.view(id, user.id), context.services.payments.summary(id)]);
  if (!view) {
    // Someone else's booking looks exactly like one that does not exist.
    context.log("warn", "page not found", { path: pageUrl(request).pathname, status: 404 });
    throw data(null, { status: 404 });
  }
  // The commission and payout are the owner's business; the renter's page does not carry them.
  const { ownerCommissionKobo: _commission, ownerPayoutKobo: _payout, ...booking } = view.booking;
  // The sections' reads do not depend on one another: they go together, not one after the other. A deposit claim
  // exists only for a completed booking with a deposit: other bookings skip its reads. The owner's payout is the
  // ledger's figure (after a cancellation's refund, a claim, extensions), not the quote's.
  const [payout, claim, lateFee, photos, extendPreview, reviews, messages, renters] = await Promise.all([
    view.role === "owner" ? context.services.bookingViews.ownerEarnings(view.booking) : null,
    booking.status === "completed" && booking.depositKobo > 0 ? claimState(context.services, id, user.id) : null,
    booking.status === "completed" && view.lateFeeAccruedKobo > 0 ? lateFeeSection(context.services, view, user.id, pageUrl(request).searchParams.get("done")) : null,
    conditionPhotosState(context.services, id, user.id, booking.endDate),
    view.canExtend ? extensionPreview(context.services, request, id, user.id) : null,
    reviewsState(context.services, id, user.id, booking.status),
    bookingMessagesState(context.services, id, user.id),
    // Who the renter is (rating, owners' reviews, what is verified), for the owner deciding: one query (issue 38, item 12).
    view.role === "owner" ? context.services.profiles.renters(user.id, [id]) : null,
  ]);
  const result = pageUrl(request).searchParams.get("payment");
  return { ...view, booking, payment, payout, claim, lateFee, photos, extendPreview, reviews, messages, renter: renters?.[id] ?? null, returnNote: returnNote(view), returnField: returnField(view, new Date()), paymentNotice: paymentNoticeOf(result, view, payment.paid !== null), delivery: deliveryWords(booking, view.listing) };
}

/**
 * What the payment provider's return (?payment=success|failed|pending|refunded|flagged) means for this booking now,
 * worded here: most visits have none, so the browser carries none of these messages. On a rental in progress the
 * payment was for its extension; on a completed booking, for a late fee, whose section says it is paid.
 */
function paymentNoticeOf(result: string | null, v: Pick<BookingView, "booking" | "actions" | "extensions">, paid: boolean): { error?: string; success?: string } {
  const extension = v.booking.status === "active" && extensionPaymentNotice(result, v.extensions);
  if (extension) return extension;
  if (result === "failed") return { error: v.actions.includes("pay") ? m.bookings_payment_failed_retry() : m.bookings_payment_failed() };
  if (result === "refunded") return { error: ["confirmed", "active", "completed"].includes(v.booking.status) ? m.bookings_payment_refunded_paid() : m.bookings_payment_refunded_closed() };
  if (result === "flagged") return { error: m.bookings_payment_flagged() };
  if (result !== "success" && result !== "pending") return {};
  if (v.booking.status === "awaiting_payment") return { success: m.bookings_payment_waiting() };
  return paid && v.booking.status !== "completed" ? { success: m.bookings_payment_received() } : {};
}

export async function action({ request, context: provider, params }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const id = bookingIdOf(params.id);
  // Read once, files too: the deposit claim's forms carry photos (multipart).
  const form = await request.formData();
  const values = fieldsOf(form);
  const intent = values.intent;
  if (intent === PHOTO_INTENT) return conditionPhotoAction(context.services, form, values, id, user.id, request.signal);
  if (isClaimIntent(intent)) return claimAction(context.services, form, values, id, user.id);
  if (isLateFeeIntent(intent)) return lateFeeAction(context.services, values, id, user.id);
  if (isExtensionIntent(intent)) return extensionAction(context.services, values, id, user.id, intent);
  if (isReviewIntent(intent)) return reviewAction(context.services, values, id, user.id);
  if (!isBookingIntent(intent)) throw data(m.bookings_bad_form(), { status: 400 });
  try {
    const to = await moveBooking(context.services, { userId: user.id }, id, intent, values);
    return redirect(to ?? `/bookings/${id}?done=${intent}#next`);
  } catch (e) {
    return fromError(values, e);
  }
}

// A person's own booking, with the other party's contact: never kept by the browser's cache or any other.
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData ? m.bookings_meta_title({ title: loaderData.listing.title }) : m.not_found_meta_title(), m.bookings_meta_description()),
  { name: "robots", content: "noindex" },
];

type Data = Route.ComponentProps["loaderData"];

/** The running timer of the booking, as the person looking at it reads it. */
function deadlineOf({ booking: b, role }: Pick<Data, "booking" | "role">): string | undefined {
  if (!b.expiresAt) return;
  const at = deadlineText({ ...b, expiresAt: b.expiresAt });
  if (b.status === "requested") return role === "owner" ? m.bookings_deadline_owner_answer({ at }) : m.bookings_deadline_renter_wait_answer({ at });
  if (b.status === "awaiting_payment") return role === "renter" ? m.bookings_deadline_pay({ at }) : m.bookings_deadline_renter_pay({ at });
  if (b.status === "active" && role === "owner") return m.bookings_deadline_return({ at });
}

export default function BookingPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const { booking: b, listing, role } = d;
  const [params] = useSearchParams();
  const failure = actionData as FormFailure | undefined;
  const deadline = deadlineOf(d);
  // The photo and extension forms show their own errors, beside their fields.
  const lateFeeFailure = failure?.values.intent?.startsWith("late-fee") ? failure : undefined;
  const ownError = failure?.values.intent === PHOTO_INTENT || isExtensionIntent(failure?.values.intent) || isReviewIntent(failure?.values.intent) || lateFeeFailure;
  // Waiting for the renter's payment, the page opens on it: the deadline and Pay first, not two screens down (issue 38).
  const payFirst = role === "renter" && b.status === "awaiting_payment" && d.actions.includes("pay");
  const payError = payFirst && failure?.values.intent === "pay" ? failure.errors.form : undefined;
  const error = ownError || payError ? undefined : failure?.errors.form;
  const nextActions = payFirst ? d.actions.filter((a) => a !== "pay") : d.actions;
  const photosShown = Object.values(d.photos.photos).some((list) => list.length > 0) || ["confirmed", "active", "completed"].includes(b.status);
  const success = doneMessage(params.get("done"));
  const back = role === "renter" ? { to: "/my-rentals?tab=bookings", label: m.bookings_back_renter() } : { to: "/my-rentals?tab=requests", label: m.bookings_back_owner() };
  const details = [
    [m.bookings_detail_dates(), `${dateRange(b.startDate, b.endDate)} (${m.bookings_days({ count: b.days })})`],
    ...(d.delivery ? d.delivery.rows : [[m.book_pickup_time(), pickupTimeText(b.pickupTime)] as const]),
    [m.book_units(), String(b.units)],
    role === "renter" ? ([m.bookings_detail_rented_from(), d.ownerName] as const) : ([m.bookings_detail_renter(), d.renterName] as const),
    [m.bookings_detail_place(), `${listing.city}, ${listing.state}`],
  ] as const;
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:py-8">
      <div className="space-y-4">
        <Link to={back.to} className="text-sm text-brand-700 underline">
          {back.label}
        </Link>
        {/* On a phone the title and then the status take the full width below the photo and the number (beside the photo
            they would get a word a line); from sm up they stand beside the photo, under the number. */}
        <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 sm:grid-rows-[auto_auto_auto_1fr]">
          <div className="col-start-1 row-span-1 row-start-1 w-28 self-start overflow-hidden rounded-lg sm:row-span-4 sm:w-40">
            <Photo photo={listing.photo} alt="" widths={CARD_WIDTHS} sizes="10rem" priority />
          </div>
          <p className="col-start-2 row-start-1 self-end text-sm font-semibold text-slate-600">{m.bookings_number({ id: b.id })}</p>
          <h1 className="col-span-2 col-start-1 row-start-2 text-2xl font-bold text-slate-900 sm:col-span-1 sm:col-start-2 sm:text-3xl">
            <Link to={`/item/${listing.id}`} className="hover:underline">
              {listing.title}
            </Link>
          </h1>
          <div className="col-span-2 col-start-1 row-start-3 self-start sm:col-span-1 sm:col-start-2">
            <BookingStatusBadge status={b.status} side={role} />
            {d.overdue && <OverdueBadge className="ml-2" />}
          </div>
        </div>
        <ActionMessage {...d.paymentNotice} />
      </div>
      {payFirst && (
        <section id="pay" aria-labelledby="pay-title" className="scroll-mt-52 space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:scroll-mt-44">
          <h2 id="pay-title" className="text-lg font-semibold text-slate-900">{m.bookings_pay_title()}</h2>
          {deadline && <p className="rounded-lg bg-yellow-50 p-3 text-sm font-semibold text-yellow-900">{deadline}</p>}
          <p className="text-sm text-slate-700">{m.bookings_pay_hold()}</p>
          <ActionMessage error={payError} />
          <ActionForm action={`/bookings/${b.id}#pay`} intent="pay" label={m.bookings_action_pay({ amount: formatNaira(b.totalKobo) })} />
        </section>
      )}
      <Section id="details" title={m.book_details()}>
        <Figures items={details} className="gap-3 sm:grid-cols-2" />
        {deadline && !payFirst && <p className="rounded-lg bg-yellow-50 p-3 text-sm font-semibold text-yellow-900">{deadline}</p>}
        {d.returnNote && <p className={d.overdue ? "rounded-lg bg-yellow-50 p-3 text-sm font-semibold text-yellow-900" : "text-sm text-slate-700"}>{d.returnNote}</p>}
      </Section>
      {d.renter && (
        <Section id="renter" title={m.bookings_renter_about()}>
          <RenterSummary renter={d.renter} />
        </Section>
      )}
      {(nextActions.length > 0 || error || success) && (
        <Section id="next" title={m.bookings_section_next()}>
          <ActionMessage error={error} success={error ? undefined : success} />
          <BookingActions bookingId={b.id} role={role} actions={nextActions} cancelRefund={d.cancelRefund} totalKobo={b.totalKobo} confirming={params.get("cancel") === "confirm"} returnField={d.returnField && { ...d.returnField, value: failure?.values.returnedAt ?? d.returnField.value }} />
        </Section>
      )}
      <Section id="receipt" title={m.bookings_section_receipt()}>
        <QuoteLines quote={b} delivery={d.delivery?.quoteLine} />
        {d.payout && (
          <>
            <h3 className="pt-2 font-semibold text-slate-900">{m.bookings_your_earnings()}</h3>
            <OwnerPayout figures={d.payout} delivery={d.delivery?.payoutLine} />
          </>
        )}
      </Section>
      <Section id="payment" title={m.bookings_section_payment()}>
        <BookingPayment payment={d.payment} status={b.status} />
      </Section>
      {(d.canExtend || d.extensions.length > 0) && (
        <Section id="extension" title={m.bookings_section_extend()}>
          <BookingExtension
            bookingId={b.id}
            role={role}
            extensions={d.extensions}
            canExtend={d.canExtend}
            endDate={b.endDate}
            preview={d.extendPreview}
            error={isExtensionIntent(failure?.values.intent) ? failure?.errors.form : undefined}
            done={params.get("done")}
          />
        </Section>
      )}
      {photosShown && (
        <Section id="photos" title={m.bookings_section_photos()}>
          <ConditionPhotos bookingId={b.id} state={d.photos} closedText={photosClosedText(b.status)} />
        </Section>
      )}
      {d.claim && (d.claim.claim || d.claim.claimableUntil) && (
        <Section id="claim" title={m.bookings_section_claim()}>
          <DepositClaim state={d.claim} role={role} depositKobo={b.depositKobo} failure={failure} />
        </Section>
      )}
      {d.lateFee && (
        <Section id="late-fee" title={d.lateFee.title} description={d.lateFee.note}>
          <LateFee s={d.lateFee} bookingId={b.id} mine={lateFeeFailure} />
        </Section>
      )}
      {d.reviews && (
        <Section id="reviews" title={m.bookings_section_reviews()}>
          <BookingReviews state={d.reviews} otherName={role === "renter" ? d.ownerName : d.renterName} failure={failure} />
        </Section>
      )}
      <Section id="messages" title={m.bookings_section_messages()}>
        <BookingMessages state={d.messages} bookingId={b.id} />
      </Section>
      {d.contact && (
        <Section id="contact" title={role === "renter" ? m.bookings_contact_owner() : m.bookings_contact_renter()}>
          <Figures
            className="gap-3 sm:grid-cols-2"
            items={[
              [m.bookings_contact_name(), d.contact.name],
              [m.bookings_contact_email(), <a href={`mailto:${d.contact.email}`} className="text-brand-700 underline wrap-anywhere">{d.contact.email}</a>],
              ...(d.contact.phone ? ([[m.bookings_contact_phone(), <a href={`tel:${d.contact.phone}`} className="text-brand-700 underline">{d.contact.phone}</a>]] as const) : []),
              // Once paid only, as the number itself (booking-views.ts): most people here would rather chat than call.
              ...(d.contact.whatsapp
                ? ([["WhatsApp", <a href={d.contact.whatsapp} rel="noopener noreferrer" className="text-brand-700 underline">{m.bookings_contact_whatsapp()}</a>]] as const)
                : []),
            ]}
          />
          {role === "renter" && listing.pickupNotes && (
            <div className="text-sm">
              <h3 className="font-semibold text-slate-900">{m.bookings_pickup_notes()}</h3>
              <p className="whitespace-pre-line text-slate-700">{listing.pickupNotes}</p>
            </div>
          )}
        </Section>
      )}
      <Section id="history" title={m.bookings_section_history()}>
        <BookingHistory history={d.history} ownerName={d.ownerName} renterName={d.renterName} />
      </Section>
    </main>
  );
}

export function ErrorBoundary() {
  return <NotFoundMessage title="404" text={m.not_found_title()} link={{ to: "/", label: m.return_home() }} />;
}
