// A card on My Rentals → My Listings: cover photo, status, price and the listing's real booking figures, and where to manage it.
import { ImageOff } from "lucide-react";
import { Link } from "~/lib/links";
import type { MyListing } from "../../../../server/features/listings/listings.schema";
import { Figures } from "~/components/booking/booking-figures";
import { Photo } from "~/components/photo";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { CARD_WIDTHS } from "~/lib/images";
import { formatNaira } from "@core/money";
import { cn } from "~/lib/utils";
import { continueStep } from "~/components/listing-form/steps";
import { manageHref, stepHref } from "~/lib/listing-urls";
import type { ListingStatus } from "@core/listing-limits";
import { m } from "@core/paraglide/messages";

/** Each state's own name, for the grey badge. */
const STATUS_NAME: Record<ListingStatus, () => string> = {
  draft: m.rentals_badge_draft,
  published: m.rentals_badge_published,
  paused: m.rentals_badge_paused,
  suspended: m.rentals_badge_suspended,
  deleted: m.rentals_badge_deleted,
};

/** The seed's two badges (available green, rented blue); any other state says its own name in grey. */
function statusBadge({ status, rentedToday }: Pick<MyListing, "status" | "rentedToday">) {
  if (rentedToday) return { tone: "blue", text: m.rentals_badge_rented() } as const;
  if (status === "published") return { tone: "green", text: m.rentals_badge_available() } as const;
  return { tone: "grey", text: STATUS_NAME[status]() } as const;
}

export function MyListingCard({ listing, priority = false }: { listing: MyListing; priority?: boolean }) {
  const badge = statusBadge(listing);
  const title = listing.title || m.rentals_untitled_draft();
  const draft = listing.status === "draft";
  const left = listing.missing.length;
  const figures = [
    [m.rentals_price_per_day(), listing.pricePerDayKobo > 0 ? formatNaira(listing.pricePerDayKobo) : m.rentals_not_set()],
    [m.rentals_total_bookings(), String(listing.totalBookings)],
    [m.rentals_total_earnings(), formatNaira(listing.totalEarningsKobo)],
  ] as const;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {listing.photo ? (
        <Photo photo={listing.photo} alt="" widths={CARD_WIDTHS} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw" priority={priority} />
      ) : (
        <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 bg-slate-100 text-sm text-slate-600">
          <ImageOff aria-hidden className="size-8" />
          {m.rentals_no_photos()}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-base font-semibold leading-snug text-slate-900">{title}</h2>
          <Badge tone={badge.tone} className="shrink-0">
            {badge.text}
          </Badge>
        </div>
        <Figures items={figures} flow />
        {draft && left > 0 && (
          <p className="text-sm text-slate-600">
            {m.rentals_steps_left({ count: left })}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Link to={manageHref(listing.id)} prefetch="intent" className={cn(buttonVariants({ variant: draft ? "outline" : "default", size: "sm" }), "flex-1")}>
            {m.rentals_manage_listing()}<span className="sr-only">: {title}</span>
          </Link>
          {draft && (
            <Link to={stepHref(listing.id, continueStep(listing.missing))} className={cn(buttonVariants({ size: "sm" }), "flex-1")}>
              {m.rentals_continue_listing()}<span className="sr-only">: {title}</span>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
