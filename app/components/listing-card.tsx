// The card every list of listings uses: photo, category, title, rating, ₦ price per day, place and a link; with dates
// chosen, the total for them and 'Add to cart'.
import { MapPin } from "lucide-react";
import type { ReactElement, ReactNode } from "react";
import { Form, Link } from "~/lib/links";
import type { ListingCard as Card } from "../../server/features/catalogue/catalogue.schema";
import { CARD_WIDTHS } from "~/lib/images";
import { formatNaira } from "@core/money";
import { Photo } from "./photo";
import { Rating } from "./rating";
import { CardTotal, itemQuery } from "./search/card-total";
import { FavouriteButton } from "./saved/favourite-button";
import { SubmitButton } from "./ui/submit-button";
import { renderedOnce } from "~/lib/server-once";
import { m } from "@core/paraglide/messages";

/**
 * The grid of cards on the pages that list them (browse, categories, home, saved, profiles), with its columns from lg
 * up added by each page: two columns on a phone (about 160 px each, as Jiji's), two from sm.
 */
export const CARD_GRID = "grid grid-cols-2 gap-2.5 sm:gap-4";

/** Where a card's photo sits: in the grid's one cell under the category on a phone, wider there (3:2) than from sm up. */
export const PHOTO_PLACE = "col-start-1 row-start-1 max-sm:aspect-[3/2]";

/** Cards whose details the server keeps: a few pages of results in each language, about 2.5 KB each. */
const CARDS_KEPT = 1_000;

/** A card added to the cart with dates but no pick-up time chosen: a morning pick-up, which the cart lets them change. */
const DEFAULT_PICKUP = "10:00 AM";

export function ListingCard({
  listing,
  cta = m.card_view_details(),
  priority = false,
  photoIn,
  showDescription = true,
  headingLevel = 3,
  heart = true,
  delivers,
}: {
  /** `saved`: the signed-in person has it among their favourites (app/lib/favourites.server.ts). */
  listing: Card & { saved?: boolean | undefined };
  /** 'Delivers to you', from the page's loader: shown when the search's place is within the owner's delivery (issue 36). */
  delivers?: string | undefined;
  cta?: string;
  priority?: boolean;
  /** What the photo is shown in, if not as it is (search/deferred-photo.tsx: a card far down a list). */
  photoIn?: ((photo: ReactElement) => ReactNode) | undefined;
  showDescription?: boolean;
  /** 2 where the cards sit right under the page's h1 (browse, category), 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** The heart that saves it to favourites; off in a preview (the listing form's). */
  heart?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const photo = <Photo photo={listing.photo} alt="" widths={CARD_WIDTHS} sizes="(min-width: 1024px) 25vw, 50vw" priority={priority} className={PHOTO_PLACE} />;
  // Below sm the cards stand two to a row (CARD_GRID), about 160 px wide: a wider photo with the category on it (in
  // the photo's cell of a grid), smaller type, no description (the item page has it) and the price above the link, so
  // that two rows of cards fit a 740 px screen. From sm up the card is as it was: a column, the category a badge.
  // Its words, price and link (not its photo, or its heart, which names the page to come back to) follow from the card's
  // data alone: the server renders them once per card (lib/server-once.server.tsx), the browser as ever. Not with the
  // cart's form, which reads React Router's route (a context a kept part does not get).
  const details = () => (
    <div className="flex flex-col gap-1 p-2 sm:flex-1 sm:gap-2 sm:p-4 sm:pt-2">
      <Heading className="text-sm font-semibold leading-tight text-slate-900 sm:text-base sm:leading-snug">{listing.title}</Heading>
      {/* Two lines of the description, which pages send cut a little past them (lib/card-text.ts); the item page has it whole. */}
      {showDescription && (
        <p className="line-clamp-2 text-sm text-slate-600 max-sm:hidden">
          {listing.description}
        </p>
      )}
      <Rating rating={listing.rating} count={listing.reviewCount} className="max-sm:text-xs" short />
      <p className="flex items-start gap-1 text-xs text-slate-600 sm:items-center sm:text-sm">
        <MapPin aria-hidden className="size-4 shrink-0" />
        <span>
          {listing.city}, {listing.state}
          {listing.distanceKm !== undefined && (
            <>
              {" "}
              <span className="font-medium text-slate-700">· {listing.distanceKm < 1 ? m.card_distance_under_one() : m.card_distance({ km: listing.distanceKm.toLocaleString("en-NG") })}</span>
            </>
          )}
        </span>
      </p>
      {listing.deliversToYou && delivers && <p className="text-xs font-semibold text-green-800 sm:text-sm">{delivers}</p>}
      <div className="mt-auto flex flex-col gap-1.5 pt-0.5 sm:flex-row sm:items-center sm:justify-between sm:gap-2 sm:pt-2">
        <div>
          <p className="text-base font-bold text-slate-900 sm:text-lg">
            {formatNaira(listing.pricePerDayKobo)}
            <span className="text-sm font-normal text-slate-600">{m.card_per_day()}</span>
          </p>
          {listing.quote && <CardTotal quote={listing.quote} />}
        </div>
        <Link
          to={`/item/${listing.id}${listing.quote ? itemQuery(listing.quote) : ""}`}
          prefetch="intent"
          className="rounded-lg bg-brand-700 px-3 py-1.5 text-center text-sm font-semibold text-white hover:bg-brand-800 sm:py-2"
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
  );
  // On the server a card without the cart's form is kept whole, its heart's way back (the page's address) written in on
  // each page: its heart and photo are most of a list's elements, and a fifth of /browse's render. Not the first card,
  // whose photo React hoists into the page's head as a preload (a kept part cannot); its details alone are kept.
  const whole = import.meta.env.SSR && !priority && !(listing.quote && heart);
  const card = () => (
    <article className="relative grid grid-rows-[auto_1fr] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:flex sm:flex-col">
      {photoIn ? photoIn(photo) : photo}
      {heart && (
        <div className="absolute right-1 top-1 sm:right-2 sm:top-2">
          <FavouriteButton listingId={listing.id} title={listing.title} saved={listing.saved ?? false} />
        </div>
      )}
      {/* Not a pill on a phone: a long name ('Kitchen Tools & Appliances') takes two lines there. */}
      <div className="col-start-1 row-start-1 m-1.5 max-sm:self-end max-sm:justify-self-start sm:m-0 sm:px-4 sm:pt-4">
        <span className="block rounded-md bg-white px-1.5 py-0.5 text-xs font-semibold text-brand-800 sm:inline-flex sm:items-center sm:rounded-full sm:bg-brand-100 sm:px-2.5">{listing.category.name}</span>
      </div>
      {import.meta.env.SSR && priority && !(listing.quote && heart) ? renderedOnce("card", () => JSON.stringify([listing, delivers, cta, showDescription, headingLevel]), details, CARDS_KEPT) : details()}
    </article>
  );
  // photoIn's name tells the one way of showing a photo elsewhere (search/deferred-photo.tsx) from none.
  return whole ? renderedOnce("whole-card", () => JSON.stringify([listing, delivers, cta, showDescription, headingLevel, heart, photoIn ? photoIn.name || "photoIn" : ""]), card, CARDS_KEPT, true) : card();
}
