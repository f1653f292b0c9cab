// The review step: the card exactly as renters see it, every field with a link to change it, and what is still missing.
import type * as React from "react";
import { Link } from "~/lib/links";
import type { ListingCard as Card } from "../../../server/features/catalogue/catalogue.schema";
import { LISTING_STEPS, type ListingStep } from "../../../server/features/listings/listings.limits";
import type { OwnListing } from "../../../server/features/listings/listings.schema";
import { ListingCard } from "~/components/listing-card";
import { photoUrl } from "~/lib/images";
import { formatNaira } from "@core/money";
import { stepTitle } from "./steps";
import { stepHref } from "~/lib/listing-urls";

/** The listing as a search result shows it: no reviews yet, its cover photo. */
function cardOf(l: OwnListing): Card {
  const cover = l.photos[0];
  return {
    id: l.id,
    title: l.title || "Untitled listing",
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

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);
const notSet = <span className="text-slate-500">Not set</span>;

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function List({ items }: { items: string[] }) {
  if (!items.length) return <span className="text-slate-500">None</span>;
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
          {missing && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Needed</span>}
        </h3>
        <Link to={stepHref(id, step)} className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline">
          Edit<span className="sr-only"> {title.toLowerCase()}</span>
        </Link>
      </div>
      <dl className="divide-y divide-slate-100">{children}</dl>
    </div>
  );
}

export function ListingSummary({ listing: l }: { listing: OwnListing }) {
  const miss = (s: ListingStep) => l.missing.includes(s);
  return (
    <div className="space-y-4">
      <Group id={l.id} step="category" missing={miss("category")}>
        <Row term="Category">{l.category.name}</Row>
        <Row term="Type of item">{l.subcategory?.name ?? notSet}</Row>
      </Group>
      <Group id={l.id} step="details" missing={miss("details")}>
        <Row term="Title">{l.title || notSet}</Row>
        <Row term="Description">{l.description ? <span className="whitespace-pre-line">{l.description}</span> : notSet}</Row>
      </Group>
      <Group id={l.id} step="photos" missing={miss("photos")}>
        <Row term="Photos">
          {l.photos.length ? (
            <span className="flex flex-wrap gap-2">
              {l.photos.map((p, i) => (
                <img key={p.id} src={photoUrl(p.key, 320)} alt={`Photo ${i + 1}${i === 0 ? ", the cover" : ""}`} width={80} height={60} loading="lazy" className="h-15 w-20 rounded object-cover" />
              ))}
            </span>
          ) : (
            "None yet"
          )}
        </Row>
      </Group>
      <Group id={l.id} step="pricing" missing={miss("pricing")}>
        <Row term="Price per day">{l.pricePerDayKobo > 0 ? formatNaira(l.pricePerDayKobo) : notSet}</Row>
        <Row term="Weekly discount">{l.weeklyDiscountPct ? `${l.weeklyDiscountPct}%` : "None"}</Row>
        <Row term="Monthly discount">{l.monthlyDiscountPct ? `${l.monthlyDiscountPct}%` : "None"}</Row>
        <Row term="Units available">{l.units.toLocaleString("en-NG")}</Row>
        <Row term="Rental length">{l.minDays === l.maxDays ? days(l.minDays) : `${days(l.minDays)} to ${days(l.maxDays)}`}</Row>
        <Row term="Booking">{l.bookingMode === "instant" ? "Instant Book" : "Request to Book"}</Row>
        <Row term="Caution deposit">{l.cautionDepositKobo > 0 ? `${formatNaira(l.cautionDepositKobo)}, refundable` : "None"}</Row>
      </Group>
      <Group id={l.id} step="location" missing={miss("location")}>
        <Row term="State">{l.state || notSet}</Row>
        <Row term="City or area">{l.city || notSet}</Row>
      </Group>
      <Group id={l.id} step="features" missing={false}>
        <Row term="Features">
          <List items={l.features} />
        </Row>
        <Row term="What's included">
          <List items={l.included} />
        </Row>
      </Group>
      <Group id={l.id} step="pickup" missing={false}>
        <Row term="Pick-up notes">{l.pickupNotes ? <span className="whitespace-pre-line">{l.pickupNotes}</span> : "None"}</Row>
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
      <p className="font-semibold">Before you can publish, complete:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {steps.map((s) => (
          <li key={s.id}>
            <Link to={href(s.id)} className="font-semibold underline">
              {s.title}
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
