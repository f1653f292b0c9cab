// Item detail: gallery, price, owner, rental dates and booking, features, what's included and reviews.
// Booking works without JavaScript: the choice travels in the query (?start=&end=&time=&units=), which the loader prices,
// and the form posts to this page's action, which books and goes on to the booking page.
import { CheckCircle2, MapPin, MessageSquare, ShieldCheck } from "lucide-react";
import { Link, redirect } from "~/lib/links";
import { useMemo } from "react";
import { data, isRouteErrorResponse, useActionData, useRouteError, type ShouldRevalidateFunction } from "react-router";
import { bookingInputOf, choiceFields, choiceQuery, readChoice } from "./components/booking-choice";
import { BookingPanel } from "./components/booking-panel";
import type { QuoteFigures } from "~/components/booking/quote-lines";
import type { QuoteAnswer } from "./components/use-quote";
import { PhotoGallery } from "./components/photo-gallery";
import { NotFoundMessage } from "~/components/not-found-message";
import { Rating } from "~/components/rating";
import { ItemReviews, type ReviewsWords } from "./components/item-reviews";
import { shownReview } from "~/components/reviews/review-card";
import { FavouriteButton } from "~/components/saved/favourite-button";
import { ShareButtons } from "./components/share-buttons";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { BOOKING_WINDOW_DAYS } from "@core/listing-limits";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, RateLimitedError, RequirementError } from "../../../server/errors";
import { bookingInputSchema } from "../../../server/features/bookings/bookings.schema";
import { pickupTimesOn } from "@core/pickup";
import { manageHref } from "~/lib/listing-urls";
import { fromError, fromZod, readForm } from "~/lib/forms.server";
import { keepVisitorCart, visitorCart } from "~/lib/cart.server";
import { addDaysIso, pickupTimeText, todayInLagos } from "@core/dates";
import { photoUrl } from "~/lib/images";
import { initialsOf } from "@core/avatar";
import { formatNaira } from "@core/money";
import { REVIEWS_PAGE } from "@core/reviews";
import type { Route } from "./+types/$id";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import type { ListingReviews } from "../../../server/features/reviews/reviews.service";
import { pageUrl } from "~/lib/page-url.server";
import { calendarPrices } from "./day-prices.server";
import { deliveryPanel } from "./delivery.server";

const listingId = (param: string) => (/^\d{1,15}$/.test(param) ? Number(param) : NaN);

export async function loader({ params, context: provider, request }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const id = listingId(params.id);
  const { catalogue, bookingViews } = context.services;
  const userId = context.session?.user.id;
  const url = pageUrl(request);
  const now = new Date();
  const today = todayInLagos(now);
  const lastDay = addDaysIso(today, BOOKING_WINDOW_DAYS);
  // The reviews and the calendar's closed and full days come with the listing, in the same statement: one round trip.
  const view = await catalogue.viewListing(id, userId, reviewsLimit(url), { from: today, to: lastDay });
  if (view === "gone") throw data({ kind: "unavailable", ...missingWords("unavailable") }, { status: 410 });
  if (!view) throw data({ kind: "item", ...missingWords("item") }, { status: 404 });
  const { listing, own } = view;
  // Worked out here, not in the browser: the page offers the same times with or without JavaScript, whatever its clock.
  const timesToday = pickupTimesOn(today, now);
  const pickup = { timesToday, firstDay: timesToday.length ? today : addDaysIso(today, 1) };
  const choice = readChoice(url.searchParams, { today, lastDay });
  const bookable = listing.status === "published" && !own;
  const unavailable = bookable ? (view.unavailable ?? []) : [];
  const [answer, saved] = await Promise.all([
    // A choice in the address (no JavaScript's 'See price', or back from signing in) comes priced.
    bookable && choice.start ? quoteAnswer(bookingViews.quote(bookingInputOf(id, choiceFields(choice)), userId, context.meta)) : null,
    // The signed-in person's heart (a visitor's page has none saved, and stays cacheable).
    userId && !own ? context.services.favourites.isFavourite(userId, id) : false,
  ]);
  // Delivery (issue 36): the renter's place is the one they chose, else the one they saved.
  const place = choice.address.state && choice.address.city ? choice.address : userId && listing.delivery && bookable ? ((await context.services.accounts.savedPlace(userId)) ?? null) : null;
  const delivery = bookable ? deliveryPanel(listing, place) : null;
  // The return time and late fee (core/late-returns.ts), worded here: the renter knows them before booking.
  const lateFee = listing.lateFeePerDayKobo > 0 ? m.item_late_fee({ fee: formatNaira(listing.lateFeePerDayKobo) }) : null;
  const idCheck = bookable && listing.requiresVerifiedId ? idCheckWords(userId ? await context.services.identity.isIdVerified(userId) : null, `/item/${id}${url.search}`) : null;
  return { idCheck, listing, own: own ? ownWords(listing.status) : null, words: pageWords(listing, timesToday), saved, ownerProfile: view.ownerProfile, today, lastDay, pickup, unavailable, choice, answer, origin: context.siteUrl, reviews: reviewsOf(view.reviews, url), lateFee,
    dayPrices: bookable ? calendarPrices(listing, today, lastDay) : null, delivery };
}

/**
 * The owner asks for an ID-verified renter (issue 37): the page says so, and a signed-in person who is not verified gets
 * the way through verification and back to this page with their choice (`back`: this page's path and query). `verified`
 * is null for a visitor, who signs in on the way to booking.
 */
function idCheckWords(verified: boolean | null, back: string) {
  if (verified) return { note: m.item_requires_id_done(), verify: null };
  return { note: m.item_requires_id(), verify: verified === false ? { text: m.item_verify_to_book(), href: verifyHref(back) } : null };
}

/** /account/identity, coming back to `back` (a path on this site) once verified. */
const verifyHref = (back: string) => `/account/identity?next=${encodeURIComponent(back)}`;

/**
 * What the page tells the listing's owner, worded here: only the owner sees it, so visitors' browsers carry none of
 * these messages (issue 39).
 */
function ownWords(status: string) {
  const note = status === "draft" ? m.item_own_draft() : status === "suspended" ? m.item_own_suspended() : m.item_own();
  return { note, manage: m.item_manage(), datesLead: m.item_own_dates_lead(), datesLink: m.item_own_dates_link(), datesEnd: m.item_own_dates_end() };
}

/** What the page says of an item that is gone (410) or was never there (404), sent with the error: not in the browser's bytes. */
function missingWords(kind: "unavailable" | "item") {
  return kind === "unavailable"
    ? { title: m.item_unavailable_title(), text: m.item_unavailable_text(), browse: m.item_browse_items() }
    : { title: m.item_not_found(), text: m.item_not_found_text(), browse: m.item_browse_items() };
}
type MissingWords = { kind: "unavailable" | "item" } & ReturnType<typeof missingWords>;

/** The words a 404 or 410 came with, when the error is one of the loader's. */
const missingOf = (error: unknown): MissingWords | undefined =>
  isRouteErrorResponse(error) && typeof (error.data as Partial<MissingWords> | undefined)?.title === "string" ? (error.data as MissingWords) : undefined;

/**
 * The page's own labels, worded here: the browser carries none of these messages (issue 39), and delivery's words took
 * their place in its bytes (issue 36).
 */
function pageWords(l: { title: string; photos: readonly unknown[]; cautionDepositKobo: number; city: string; state: string; minDays: number; units: number; bookingMode: "instant" | "request"; owner: { idVerified: boolean } }, timesToday: readonly string[]) {
  return {
    gallery: {
      photos: m.people_photos(),
      carousel: m.people_carousel(),
      slide: m.people_slide(),
      fullScreen: m.people_view_full_screen(),
      all: m.people_all_photos(),
      alts: l.photos.map((_, i) => (i === 0 ? l.title : m.people_title_photo_n({ title: l.title, n: i + 1 }))),
      places: l.photos.map((_, i) => m.people_n_of_total({ n: i + 1, total: l.photos.length })),
      shows: l.photos.map((_, i) => m.people_show_photo_n_of_total({ n: i + 1, total: l.photos.length })),
    },
    // The booking form's fixed words (its live ones, the days chosen and the total, stay in the browser).
    panel: {
      calendar: { previous: m.people_previous_month(), next: m.people_next_month(), weekdays: m.calendar_weekdays() },
      formLabel: m.book_form_label(),
      noDate: m.book_no_date(),
      tapLastDay: m.book_tap_last_day(),
      minDays: l.minDays > 1 ? m.book_min_days({ count: l.minDays }) : null,
      unitsAvailable: m.book_units_available({ count: l.units }),
      seePrice: m.book_see_price(),
      submit: l.bookingMode === "instant" ? m.book_now() : m.book_request(),
      protected: m.book_protected(),
      instant: l.bookingMode === "instant" ? m.book_instant() : null,
      workingOut: m.book_working_out(),
      // The first pick-up time left today, beside the time field when the rental starts today.
      todayFrom: timesToday[0] ? m.book_today_from({ time: pickupTimeText(timesToday[0]) }) : null,
    },
    perDay: m.item_per_day(),
    notBookable: m.item_not_bookable(),
    owner: m.item_owner(),
    verifiedOwner: m.item_verified_owner(),
    idVerified: l.owner.idVerified ? m.people_id_verified() : null,
    messageOwner: m.item_message_owner(),
    report: m.item_report(),
    selectDate: m.item_select_date(),
    features: m.item_features(),
    included: m.item_included(),
    deposit: l.cautionDepositKobo > 0 ? m.item_deposit({ amount: formatNaira(l.cautionDepositKobo) }) : null,
    pickupNote: m.item_pickup_note({ city: l.city, state: l.state }),
    checkDetails: m.item_check_details(),
    share: { label: m.share_label(), more: m.share_more(), copy: m.share_copy(), copied: m.share_copied() },
  };
}

/** How many published reviews the page shows: the newest REVIEWS_PAGE, or ?reviews=N of them after 'Load More'. */
function reviewsLimit(url: URL): number {
  const asked = Number(url.searchParams.get("reviews") ?? REVIEWS_PAGE);
  return Number.isInteger(asked) ? Math.min(Math.max(asked, REVIEWS_PAGE), 500) : REVIEWS_PAGE;
}

/** The reviews section: those read with the listing, and the address of 'Load More' while there are more. */
function reviewsOf(r: ListingReviews | null, url: URL) {
  // A draft (its owner's preview) has none to show.
  if (!r) return { summary: { average: 0, count: 0, distribution: [] }, reviews: [], moreHref: null, words: reviewsWords({ count: 0, distribution: [] }) };
  const more = new URLSearchParams(url.searchParams);
  more.set("reviews", String(reviewsLimit(url) + REVIEWS_PAGE));
  // Only what the cards show travels in the page's data (no ids, listing or flags).
  return { summary: r.summary, reviews: r.reviews.map(shownReview), moreHref: r.reviews.length < r.summary.count ? `?${more.toString()}#reviews` : null, words: reviewsWords(r.summary) };
}

/** The reviews section's words (item-reviews.tsx), worded here. */
function reviewsWords(s: { count: number; distribution: { stars: number }[] }): ReviewsWords {
  return {
    title: m.reviews_title({ count: s.count }),
    average: m.people_review_average({ count: s.count }),
    byStars: m.reviews_by_stars(),
    stars: s.distribution.map((d) => m.people_stars({ count: d.stars })),
    loadMore: m.reviews_load_more(),
  };
}

/** The quote, or the reason the booking would be refused, as the page shows it. */
async function quoteAnswer(quote: Promise<QuoteFigures>): Promise<QuoteAnswer> {
  try {
    return { quote: await quote };
  } catch (e) {
    if (e instanceof InvalidError || e instanceof ConflictError || e instanceof ForbiddenError || e instanceof RequirementError || e instanceof NotFoundError || e instanceof RateLimitedError) return { error: e.message };
    throw e;
  }
}

/** Books the posted choice for the signed-in person and opens the booking; signed out, signs in first and comes back with it. */
export async function action({ params, context: provider, request }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const values = await readForm(request);
  // A visitor's cart is kept in their cookie until they sign in; booking needs an account.
  const visitorAdds = !context.session && values.intent === "cart";
  if (!context.session && !visitorAdds) throw redirect(`/login?redirectTo=${encodeURIComponent(`/item/${params.id}${choiceQuery(values)}`)}`);
  const parsed = bookingInputSchema.safeParse(bookingInputOf(listingId(params.id), values));
  if (!parsed.success) return fromZod(values, parsed.error);
  try {
    if (!context.session) {
      const { cookie, id } = await context.services.cart.visitor.add(visitorCart(request), parsed.data);
      return redirect(`/cart?added=${id}`, { headers: keepVisitorCart(cookie, context.siteUrl) });
    }
    if (values.intent === "cart") {
      const { id } = await context.services.cart.add(context.session.user.id, parsed.data);
      return redirect(`/cart?added=${id}`);
    }
    const booking = await context.services.bookings.createBooking({ ...parsed.data, renterId: context.session.user.id }, context.meta);
    return redirect(`/bookings/${booking.id}`);
  } catch (e) {
    // Not verified yet, where the owner asks for it (issue 37): through verification, and back here with the choice.
    if (e instanceof RequirementError) return redirect(verifyHref(`/item/${params.id}${choiceQuery(values)}`));
    return fromError(values, e);
  }
}

// A booking refused because the dates were just taken (409) reloads the calendar's closed days with the message.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData: d, error }) => {
  if (!d) {
    const missing = missingOf(error);
    return missing ? [{ title: `${missing.title} | Haya` }, { name: "description", content: missing.text }] : [];
  }
  const l = d.listing;
  const description = `${formatNaira(l.pricePerDayKobo)}/day in ${l.city}, ${l.state}. ${l.description}`.slice(0, 160);
  const image = l.photos[0] ? `${d.origin}${photoUrl(l.photos[0].key, 1280)}` : undefined;
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: l.title,
    description: l.description,
    category: l.category.name,
    image,
    offers: { "@type": "Offer", price: (l.pricePerDayKobo / 100).toFixed(2), priceCurrency: "NGN", availability: l.status === "published" ? "https://schema.org/InStock" : "https://schema.org/OutOfStock", url: `${d.origin}/item/${l.id}` },
    ...(l.reviewCount > 0 ? { aggregateRating: { "@type": "AggregateRating", ratingValue: l.rating, reviewCount: l.reviewCount } } : {}),
  };
  return [
    { title: `${l.title} | Haya` },
    { name: "description", content: description },
    { property: "og:type", content: "product" },
    { property: "og:title", content: l.title },
    { property: "og:description", content: description },
    { property: "og:url", content: `${d.origin}/item/${l.id}` },
    // The share card (1200 × 630: photo, title, price, place) of a listing on offer; else its photo.
    ...(l.status === "published"
      ? [
          { property: "og:image", content: `${d.origin}/item/${l.id}/share.jpg` },
          { property: "og:image:type", content: "image/jpeg" },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
          { property: "og:image:alt", content: `${l.title}, ${formatNaira(l.pricePerDayKobo)} a day in ${l.city}` },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : image
        ? [{ property: "og:image", content: image }]
        : []),
    { "script:ld+json": product },
  ];
};

export default function Item({ loaderData }: Route.ComponentProps) {
  const { listing: l, today, lastDay, pickup, unavailable, own, choice, answer, words: w } = loaderData;
  const failed = useActionData<typeof action>();
  // A start date's or pick-up time's own message goes beside its field, anything else above the button.
  const refusal = useMemo(() => {
    if (!failed) return undefined;
    const { form, startDate: start, pickupTime: time, ...others } = failed.errors;
    const message = form ?? Object.values(others)[0] ?? (start || time ? undefined : w.checkDetails);
    return { start, time, message: message === start || message === time ? undefined : message };
  }, [failed, w.checkDetails]);
  // After a refused post the form shows what was posted (without JavaScript this is a new page), and no older price.
  const shown = failed ? readChoice(new URLSearchParams(failed.values), { today, lastDay }) : choice;
  const available = l.status === "published";
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      {own && (
        <p className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 p-3 text-brand-900">
          <span>{own.note}</span>
          <Link to={manageHref(l.id)} className="font-semibold underline">{own.manage}</Link>
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          <PhotoGallery photos={l.photos} title={l.title} words={w.gallery} />
          <div className="mt-6 space-y-3">
            <Badge tone="brand">{l.category.name}</Badge>
            <h1 className="text-2xl font-bold md:text-3xl">{l.title}</h1>
            <div className="flex flex-wrap items-center gap-4">
              <Rating rating={l.rating} count={l.reviewCount} />
              <span className="flex items-center gap-1 text-sm text-slate-600"><MapPin aria-hidden className="size-4" />{l.city}, {l.state}</span>
              {loaderData.delivery?.toYou && <Badge tone="green">{loaderData.delivery.toYou}</Badge>}
            </div>
            <p className="text-2xl font-bold">{formatNaira(l.pricePerDayKobo)}<span className="text-base font-normal text-slate-600">{w.perDay}</span></p>
            {/* Saving is for items on offer; one saved before it was paused can still be taken off the list. */}
            {!own && (available || loaderData.saved) && <FavouriteButton listingId={l.id} title={l.title} saved={loaderData.saved} variant="page" />}
            {available && <ShareButtons title={l.title} price={formatNaira(l.pricePerDayKobo)} url={`${loaderData.origin}/item/${l.id}`} words={w.share} />}
            {!available && <p className="rounded-lg bg-yellow-100 p-3 text-yellow-900">{w.notBookable}</p>}
            <p className="leading-7 text-slate-700">{l.description}</p>
          </div>

        </div>

        <aside className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <section aria-labelledby="owner" className="rounded-xl bg-white p-5 shadow-sm">
            <h2 id="owner" className="sr-only">{w.owner}</h2>
            <div className="flex items-center gap-3">
              {l.owner.image ? (
                <img src={photoUrl(l.owner.image, 160)} width={48} height={48} alt="" className="size-12 shrink-0 rounded-full bg-slate-200 object-cover" />
              ) : (
                <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800">
                  {initialsOf(l.owner.name)}
                </span>
              )}
              <div className="min-w-0">
                <p className="font-semibold">
                  <Link to={loaderData.ownerProfile} className="hover:underline">
                    {l.owner.businessName ?? l.owner.name}
                  </Link>
                </p>
                {l.owner.businessName && <p className="text-sm text-slate-600">{l.owner.name}</p>}
                <Rating rating={l.owner.rating} count={l.owner.reviewCount} />
              </div>
            </div>
            {(l.owner.verified || w.idVerified) && (
              <p className="mt-3 flex flex-wrap gap-2">
                {l.owner.verified && <Badge tone="green"><ShieldCheck aria-hidden className="mr-1 size-3.5" />{w.verifiedOwner}</Badge>}
                {w.idVerified && <Badge tone="green"><ShieldCheck aria-hidden className="mr-1 size-3.5" />{w.idVerified}</Badge>}
              </p>
            )}
            {/* A visitor signs in on the way and comes back to the question; the owner has nobody to ask; a paused item takes no questions. */}
            {!own && available && (
              <Link to={`/messages/new?listing=${l.id}`} className={buttonVariants({ variant: "outline", className: "mt-4 w-full" })}>
                <MessageSquare aria-hidden className="size-4" />
                {w.messageOwner}
              </Link>
            )}
            {!own && (
              <p className="mt-3 text-center text-sm">
                <Link to={`/item/${l.id}/report`} rel="nofollow" className="text-slate-600 underline">
                  {w.report}
                </Link>
              </p>
            )}
          </section>

          <section aria-labelledby="dates" className="rounded-xl bg-white p-5 shadow-sm">
            <h2 id="dates" className="mb-3 text-lg font-semibold">{w.selectDate}</h2>
            {own ? (
              <p className="text-slate-700">
                {own.datesLead}{" "}
                <Link to={`${manageHref(l.id)}#availability`} className="font-semibold text-brand-700 underline">{own.datesLink}</Link> {own.datesEnd}
              </p>
            ) : (
              <>
              {loaderData.idCheck && (
                <p className="mb-4 rounded-lg bg-brand-50 p-3 text-sm">
                  {loaderData.idCheck.note}
                  {loaderData.idCheck.verify && <> <Link to={loaderData.idCheck.verify.href} className="font-semibold underline">{loaderData.idCheck.verify.text}</Link></>}
                </p>
              )}
              <BookingPanel
                key={l.id}
                listing={l}
                dayPrices={loaderData.dayPrices}
                delivery={loaderData.delivery}
                words={w.panel}
                open={available}
                today={today}
                lastDay={lastDay}
                pickup={pickup}
                unavailable={unavailable}
                choice={shown}
                answer={failed ? null : answer}
                refusal={refusal}
              />
              </>
            )}
          </section>
        </aside>
        <div className="lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="features" className="mb-8">
            <h2 id="features" className="mb-3 text-xl font-semibold">{w.features}</h2>
            <ul className="grid gap-2 sm:grid-cols-2">
              {l.features.map((f) => <li key={f} className="flex items-center gap-2"><CheckCircle2 aria-hidden className="size-5 text-brand-700" />{f}</li>)}
            </ul>
          </section>
          <section aria-labelledby="included" className="mt-8">
            <h2 id="included" className="mb-3 text-xl font-semibold">{w.included}</h2>
            <ul className="list-disc space-y-1 pl-6">
              {l.included.map((f) => <li key={f}>{f}</li>)}
            </ul>
            {w.deposit && <p className="mt-3 text-sm text-slate-700">{w.deposit}</p>}
            <p className="mt-2 text-sm text-slate-700">{w.pickupNote}</p>
            {loaderData.lateFee && <p className="mt-2 text-sm text-slate-700">{loaderData.lateFee}</p>}
            {loaderData.delivery && <p className="mt-2 text-sm text-slate-700">{loaderData.delivery.terms}</p>}
          </section>
          <ItemReviews {...loaderData.reviews} />
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = missingOf(error);
  // Anything else than the loader's 404 or 410 is the site's error page's (root.tsx).
  if (!missing) throw error;
  if (missing.kind === "unavailable")
    return (
      <main className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="mb-3 text-3xl font-bold">{missing.title}</h1>
        <p className="text-slate-700">{missing.text}</p>
        <Link to="/browse" className="mt-6 inline-block text-brand-700 underline">{missing.browse}</Link>
      </main>
    );
  return <NotFoundMessage title={missing.title} text={missing.text} link={{ to: "/browse", label: missing.browse }} />;
}
