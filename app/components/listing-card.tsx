// The card every list of listings uses: photo, category, title, rating, ₦ price per day, place and a link; with dates
// chosen, the total for them and 'Add to cart'.
import { MapPin } from "lucide-react";
import { Form, Link } from "~/lib/links";
import type { ListingCard as Card } from "../../server/features/catalogue/catalogue.schema";
import { Badge } from "~/components/ui/badge";
import { CARD_WIDTHS } from "~/lib/images";
import { formatNaira } from "@core/money";
import { Photo } from "./photo";
import { Rating } from "./rating";
import { CardTotal, itemQuery } from "./search/card-total";
import { FavouriteButton } from "./saved/favourite-button";
import { SubmitButton } from "./ui/submit-button";
import { m } from "@core/paraglide/messages";

/** A card added to the cart with dates but no pick-up time chosen: a morning pick-up, which the cart lets them change. */
const DEFAULT_PICKUP = "10:00 AM";

export function ListingCard({
  listing,
  cta = m.card_view_details(),
  priority = false,
  showDescription = true,
  headingLevel = 3,
  heart = true,
}: {
  /** `saved`: the signed-in person has it among their favourites (app/lib/favourites.server.ts). */
  listing: Card & { saved?: boolean | undefined };
  cta?: string;
  priority?: boolean;
  showDescription?: boolean;
  /** 2 where the cards sit right under the page's h1 (browse, category), 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** The heart that saves it to favourites; off in a preview (the listing form's). */
  heart?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Photo photo={listing.photo} alt="" widths={CARD_WIDTHS} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" priority={priority} />
      {heart && (
        <div className="absolute right-2 top-2">
          <FavouriteButton listingId={listing.id} title={listing.title} saved={listing.saved ?? false} />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <Badge tone="brand">{listing.category.name}</Badge>
        </div>
        <Heading className="text-base font-semibold leading-snug text-slate-900">{listing.title}</Heading>
        {/* Two lines of the description; the title attribute holds the whole of it, as does the item page. */}
        {showDescription && (
          <p title={listing.description} className="line-clamp-2 text-sm text-slate-600">
            {listing.description}
          </p>
        )}
        <Rating rating={listing.rating} count={listing.reviewCount} />
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden className="size-4" />
          {listing.city}, {listing.state}
          {listing.distanceKm !== undefined && <span className="font-medium text-slate-700">· {listing.distanceKm < 1 ? m.card_distance_under_one() : m.card_distance({ km: listing.distanceKm.toLocaleString("en-NG") })}</span>}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <div>
            <p className="text-lg font-bold text-slate-900">
              {formatNaira(listing.pricePerDayKobo)}
              <span className="text-sm font-normal text-slate-600">{m.card_per_day()}</span>
            </p>
            {listing.quote && <CardTotal quote={listing.quote} />}
          </div>
          <Link
            to={`/item/${listing.id}${listing.quote ? itemQuery(listing.quote) : ""}`}
            prefetch="intent"
            className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            aria-label={m.card_cta_label({ cta, title: listing.title })}
          >
            {cta}
          </Link>
        </div>
        {/* With dates chosen on the page, the card can go straight into the cart for them (one unit; changed at /cart). */}
        {listing.quote && heart && (
          <Form method="post" action="/cart">
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="listing" value={listing.id} />
            <input type="hidden" name="start" value={listing.quote.startDate} />
            <input type="hidden" name="end" value={listing.quote.endDate} />
            <input type="hidden" name="time" value={listing.quote.pickupTime ?? DEFAULT_PICKUP} />
            <input type="hidden" name="units" value="1" />
            <SubmitButton variant="outline" className="w-full" aria-label={m.card_add_to_cart_label({ title: listing.title })}>
              {m.card_add_to_cart()}
            </SubmitButton>
          </Form>
        )}
      </div>
    </article>
  );
}
