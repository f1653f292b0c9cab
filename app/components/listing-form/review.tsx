// The review step: the card exactly as renters see it, every field with a link to change it, and what is still missing.
import type * as React from "react";
import { Link } from "~/lib/links";
import type { ListingCard as Card } from "../../../server/features/catalogue/catalogue.schema";
import { LISTING_STEPS, type ListingStep } from "@core/listing-limits";
import type { OwnListing } from "../../../server/features/listings/listings.schema";
import { ListingCard } from "~/components/listing-card";
import { photoUrl } from "~/lib/images";
import { formatNaira } from "@core/money";
import { stepTitle } from "./steps";
import { stepHref } from "~/lib/listing-urls";
import { m } from "@core/paraglide/messages";

/** The listing as a search result shows it: no reviews yet, its cover photo. */
function cardOf(l: OwnListing): Card {
  const cover = l.photos[0];
  return {
    id: l.id,
    title: l.title || m.listing_untitled_listing(),
    description: l.description,
    pricePerDayKobo: l.pricePerDayKobo,
    rating: 0,
    reviewCount: 0,
    state: l.state,
    city: l.city,
    bookingMode: l.bookingMode,
    category: l.category,
    photo: cover ? { key: cover.key, width: cover.width, height: cover.height, alt: cover.alt } : null,
  };
}

const days = (n: number) => m.listing_days({ count: n });
const NotSet = () => <span className="text-slate-500">{m.listing_not_set()}</span>;

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function List({ items }: { items: string[] }) {
  if (!items.length) return <span className="text-slate-500">{m.listing_none()}</span>;
  return (
    <ul className="list-disc pl-5">
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

function Group({ id, step, missing, children }: { id: number; step: ListingStep; missing: boolean; children: React.ReactNode }) {
  const title = stepTitle(step);
  return (
    <div className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">
          {title}
          {missing && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{m.listing_needed()}</span>}
        </h3>
        <Link to={stepHref(id, step)} className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline">
          {m.listing_edit()}<span className="sr-only"> {title.toLowerCase()}</span>
        </Link>
      </div>
      <dl className="divide-y divide-slate-100">{children}</dl>
    </div>
  );
}

/**
 * `pricesByDay`: the weekend and special-date prices in words, from the loader (day-price-words.server.ts); `delivery`,
 * the delivery terms in words (delivery-words.server.ts).
 */
export function ListingSummary({ listing: l, pricesByDay, idRule, delivery }: { listing: OwnListing; pricesByDay: { term: string; lines: string[] } | null; idRule: { term: string; text: string }; delivery: { term: string; text: string } }) {
  const miss = (s: ListingStep) => l.missing.includes(s);
  const notSet = <NotSet />;
  const none = m.listing_none();
  return (
    <div className="space-y-4">
      <Group id={l.id} step="category" missing={miss("category")}>
        <Row term={m.listing_category()}>{l.category.name}</Row>
        <Row term={m.listing_type()}>{l.subcategory?.name ?? notSet}</Row>
      </Group>
      <Group id={l.id} step="details" missing={miss("details")}>
        <Row term={m.listing_title()}>{l.title || notSet}</Row>
        <Row term={m.listing_description()}>{l.description ? <span className="whitespace-pre-line">{l.description}</span> : notSet}</Row>
      </Group>
      <Group id={l.id} step="photos" missing={miss("photos")}>
        <Row term={m.listing_step_photos()}>
          {l.photos.length ? (
            <span className="flex flex-wrap gap-2">
              {l.photos.map((p, i) => (
                <img key={p.id} src={photoUrl(p.key, 320)} alt={(i === 0 ? m.listing_photo_n_cover : m.listing_photo_n)({ n: i + 1 })} width={80} height={60} loading="lazy" className="h-15 w-20 rounded object-cover" />
              ))}
            </span>
          ) : (
            m.listing_none_yet()
          )}
        </Row>
      </Group>
      <Group id={l.id} step="pricing" missing={miss("pricing")}>
        <Row term={m.listing_price_per_day()}>{l.pricePerDayKobo > 0 ? formatNaira(l.pricePerDayKobo) : notSet}</Row>
        {pricesByDay && (
          <Row term={pricesByDay.term}>
            <ul>
              {pricesByDay.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Row>
        )}
        <Row term={m.listing_weekly_discount()}>{l.weeklyDiscountPct ? `${l.weeklyDiscountPct}%` : none}</Row>
        <Row term={m.listing_monthly_discount()}>{l.monthlyDiscountPct ? `${l.monthlyDiscountPct}%` : none}</Row>
        <Row term={m.listing_units()}>{l.units.toLocaleString("en-NG")}</Row>
        <Row term={m.listing_rental_length()}>{l.minDays === l.maxDays ? days(l.minDays) : m.listing_days_range({ from: days(l.minDays), to: days(l.maxDays) })}</Row>
        <Row term={m.listing_booking()}>{l.bookingMode === "instant" ? m.listing_mode_instant() : m.listing_mode_request()}</Row>
        <Row term={idRule.term}>{idRule.text}</Row>
        <Row term={m.listing_caution_deposit()}>{l.cautionDepositKobo > 0 ? m.listing_deposit_refundable({ amount: formatNaira(l.cautionDepositKobo) }) : none}</Row>
      </Group>
      <Group id={l.id} step="location" missing={miss("location")}>
        <Row term={m.listing_state()}>{l.state || notSet}</Row>
        <Row term={m.listing_city()}>{l.city || notSet}</Row>
      </Group>
      <Group id={l.id} step="features" missing={false}>
        <Row term={m.listing_features()}>
          <List items={l.features} />
        </Row>
        <Row term={m.listing_included()}>
          <List items={l.included} />
        </Row>
      </Group>
      <Group id={l.id} step="pickup" missing={false}>
        <Row term={m.listing_pickup_notes()}>{l.pickupNotes ? <span className="whitespace-pre-line">{l.pickupNotes}</span> : none}</Row>
        <Row term={delivery.term}>{delivery.text}</Row>
      </Group>
    </div>
  );
}

/** The steps still needed before publishing, each a link to its step (or, by default, to the wizard's). */
export function MissingSteps({ id, missing, href = (step) => stepHref(id, step) }: { id: number; missing: readonly string[]; href?: (step: ListingStep) => string }) {
  const steps = LISTING_STEPS.filter((s) => missing.includes(s.id));
  if (!steps.length) return null;
  return (
    <div className="rounded-lg bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{m.listing_before_publish()}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {steps.map((s) => (
          <li key={s.id}>
            <Link to={href(s.id)} className="font-semibold underline">
              {stepTitle(s.id)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CardPreview({ listing }: { listing: OwnListing }) {
  return (
    <div className="max-w-sm">
      <ListingCard listing={cardOf(listing)} heart={false} />
    </div>
  );
}
