// /u/{id}: a person's public profile — their photo (initials without one), name, member since, what is verified, how
// they answer booking requests, their listings and the reviews they received. Nothing private (no email, phone or
// address); someone who does not exist, or left, is the 404 page.
import { initialsOf } from "@core/avatar";
import { BadgeCheck, Clock, MessageSquareReply } from "lucide-react";
import { data } from "react-router";
import { CARD_GRID, ListingCard } from "~/components/listing-card";
import { NotFoundMessage } from "~/components/not-found-message";
import { Rating } from "~/components/rating";
import { ReviewCard } from "~/components/reviews/review-card";
import { photoUrl } from "~/lib/images";
import { withSaved } from "~/lib/favourites.server";
import { pageMeta } from "~/lib/seo";
import { NotFoundError } from "../../../server/errors";
import type { Route } from "./+types/$id";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { asCards } from "~/lib/card-text";

export async function loader({ params, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const id = params.id ?? "";
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw data(null, { status: 404 });
  try {
    const profile = await context.services.profiles.profile(id);
    // The signed-in person's hearts on the listings: one query (none for a visitor).
    return { ...profile, listings: await withSaved(context, asCards(profile.listings)), words: profileWords(profile.person) };
  } catch (e) {
    if (e instanceof NotFoundError) throw data(null, { status: 404 });
    throw e;
  }
}

/** The page's own words, worded here: the browser carries none of these messages (the 'ID verified' badge paid with them, issue 37). */
function profileWords(p: { name: string; businessName: string | null }) {
  const shown = p.businessName ?? p.name;
  return {
    usuallyAnswers: m.people_usually_answers(),
    listingsBy: m.people_listings_by({ name: shown }),
    reviewsOf: m.people_reviews_of({ name: p.name }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? m.people_profile_meta_title({ name: loaderData.person.businessName ?? loaderData.person.name }) : m.not_found_meta_title(), m.people_profile_meta_description());

const since = (d: Date | string) => new Intl.DateTimeFormat("en-NG", { month: "long", year: "numeric", timeZone: "Africa/Lagos" }).format(new Date(d));

export default function Profile({ loaderData: d }: Route.ComponentProps) {
  const p = d.person;
  const shown = p.businessName ?? p.name;
  const initials = initialsOf(p.name);
  const verified = [d.idWords.id, p.emailVerified && m.people_verified_email(), p.businessVerified && m.people_verified_business()].filter(Boolean) as string[];
  const received = d.reviews.asOwner.count + d.reviews.asRenter.count;
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <section aria-labelledby="profile-name" className="flex flex-wrap items-center gap-5 rounded-xl bg-white p-6 shadow-sm">
        {p.image ? (
          <img src={photoUrl(p.image, 320)} width={96} height={96} alt={m.people_profile_photo({ name: p.name })} className="size-24 rounded-full bg-slate-200 object-cover" />
        ) : (
          <span aria-hidden className="flex size-24 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-800">
            {initials}
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <h1 id="profile-name" className="text-2xl font-bold text-slate-900">
            {shown}
          </h1>
          {p.businessName && <p className="text-slate-700">{p.name}</p>}
          {d.idWords.badge && <p className="font-semibold text-green-800">{d.idWords.badge}</p>}
          <p className="text-sm text-slate-600">
            {m.people_member_since({ date: since(p.createdAt) })}
            {p.city ? ` · ${p.city}${p.state ? `, ${p.state}` : ""}` : ""}
          </p>
          {d.reviews.asOwner.count > 0 && <Rating rating={d.reviews.asOwner.average} count={d.reviews.asOwner.count} />}
        </div>
        <dl className="grid w-full gap-3 text-sm sm:w-auto">
          <div className="flex items-center gap-2">
            <BadgeCheck aria-hidden className="size-4 text-brand-700" />
            <dt className="sr-only">{m.people_verified()}</dt>
            <dd>{verified.length ? m.people_verified_list({ list: verified.join(", ") }) : m.people_nothing_verified()}</dd>
          </div>
          {d.responseRate !== null && (
            <div className="flex items-center gap-2">
              <MessageSquareReply aria-hidden className="size-4 text-brand-700" />
              <dt>{m.people_response_rate()}</dt>
              <dd className="font-semibold">{d.responseRate}%</dd>
            </div>
          )}
          {d.responseTime && (
            <div className="flex items-center gap-2">
              <Clock aria-hidden className="size-4 text-brand-700" />
              <dt>{d.words.usuallyAnswers}</dt>
              <dd className="font-semibold">{d.responseTime}</dd>
            </div>
          )}
        </dl>
        {p.bio && <p className="w-full whitespace-pre-line text-slate-700">{p.bio}</p>}
      </section>

      {d.listings.length > 0 && (
        <section aria-labelledby="profile-listings" className="space-y-4">
          <h2 id="profile-listings" className="text-xl font-semibold">
            {d.words.listingsBy}
          </h2>
          <div className={`${CARD_GRID} lg:grid-cols-3`}>
            {d.listings.map((l) => (
              <ListingCard key={l.id} listing={l} />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="profile-reviews" className="space-y-4">
        <h2 id="profile-reviews" className="text-xl font-semibold">
          {d.words.reviewsOf}
        </h2>
        {received === 0 ? (
          <p className="text-slate-600">{m.reviews_none()}</p>
        ) : (
          <div className="space-y-4">
            {d.reviews.reviews.map((r) => (
              <ReviewCard key={r.id} review={r} />
            ))}
          </div>
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <NotFoundMessage title="404" text={m.not_found_title()} link={{ to: "/", label: m.return_home() }} />;
}
