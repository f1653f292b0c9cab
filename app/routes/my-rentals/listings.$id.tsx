// /my-rentals/listings/{id}: the seed's Manage Listing for its owner: status (publish, pause, unpause), every field in
// the same components as /list-item's steps, photos, availability, calendar sync and deletion. Each section is its own plain form post
// told apart by `intent`, so all of it works without JavaScript.
import { data } from "react-router";
import { Link, redirect } from "~/lib/links";
import type { FormStep } from "../../../server/features/listings/listings.schema";
import { AvailabilitySection } from "./components/availability";
import { loadAvailability, saveBlockedDates } from "./availability.server";
import { CalendarSyncSection } from "./components/calendar-sync";
import { calendarAction, calendarSyncWords, isCalendarIntent } from "./calendar-sync.server";
import { IntentForm, Section, useFormResult } from "~/components/intent-form";
import { categoryChoices, listingIdOf, loadOwn, readListingPost, saveStep } from "~/lib/listing-actions.server";
import { photoAction } from "~/lib/photo-actions.server";
import { isPhotoIntent } from "~/components/listing-form/photo-intents";
import { PhotoManager } from "~/components/listing-form/photo-manager";
import { DeleteSection, StatusSection } from "./components/status-section";
import { StepFields } from "~/components/listing-form/step-fields";
import { LISTING_STEPS } from "@core/listing-limits";
import { isFieldStep, stepTitle } from "~/components/listing-form/steps";
import { manageHref } from "~/lib/listing-urls";
import { NotFoundMessage } from "~/components/not-found-message";
import { buttonVariants } from "~/components/ui/button";
import { fromError, invalid, type Values } from "~/lib/forms.server";
import { fieldValues } from "~/components/listing-form/field-values.server";
import { dayPriceWords, type DayPriceWords } from "~/components/listing-form/day-price-words.server";
import { deliveryWords, type DeliveryWords } from "~/components/listing-form/delivery-words.server";
import { pageMeta } from "~/lib/seo";
import { requireSession } from "~/lib/session.server";
import { m } from "@core/paraglide/messages";
import type { Route } from "./+types/listings.$id";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData ? m.rentals_manage_meta_title({ title: loaderData.listing.title || m.rentals_untitled_draft() }) : m.rentals_listing_not_found(), m.rentals_manage_meta_description()),
  { name: "robots", content: "noindex" },
];

// The owner's own listing: never kept by the browser's cache or any other.
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context: provider, params }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const id = listingIdOf(params.id);
  const listing = await loadOwn(context.services, user.id, id);
  const [categories, availability, calendarSync] = await Promise.all([
    categoryChoices(context.services),
    loadAvailability(context.services, id, pageUrl(request)),
    context.services.calendars.sync(user.id, id),
  ]);
  return { listing, categories, availability, calendarSync, values: fieldValues(listing), dayPriceWords: dayPriceWords(), deliveryWords: deliveryWords(), syncWords: calendarSyncWords() };
}

export async function action(args: Route.ActionArgs) {
  const { services } = args.context.get(pageContext);
  const { ownerId, id, listing, form, values, intent } = await readListingPost(args);
  const back = (saved: string) => redirect(`${manageHref(id)}?saved=${saved}#${saved}`);

  if (isFieldStep(intent)) return (await saveStep(services, ownerId, id, intent, values)) ?? back(intent);
  if (isPhotoIntent(intent)) return photoAction(services, ownerId, listing, intent, form, values);
  if (isCalendarIntent(intent)) return calendarAction(services, ownerId, id, intent, values);
  try {
    switch (intent) {
      case "blocked-dates":
        return await saveBlockedDates(services, ownerId, id, form);
      case "publish":
        await services.listings.setStatus(ownerId, id, "published");
        return listing.status === "draft" ? redirect(`${manageHref(id)}?published=1#status`) : redirect(`${manageHref(id)}?saved=publish#status`);
      case "pause":
        await services.listings.setStatus(ownerId, id, "paused");
        return redirect(`${manageHref(id)}?saved=pause#status`);
      case "delete":
        if (values.confirm !== "yes") return invalid(values, { confirm: m.rentals_delete_tick() });
        await services.listings.remove(ownerId, id);
        return redirect("/my-rentals");
    }
  } catch (e) {
    return fromError(values, e);
  }
  throw data("This form is not one of the manage page's", { status: 400 });
}

function FieldSection({ step, listing, values, dayPriceWords, deliveryWords, categories }: { step: FormStep; listing: Route.ComponentProps["loaderData"]["listing"]; values: Values; dayPriceWords: DayPriceWords; deliveryWords: DeliveryWords; categories: Route.ComponentProps["loaderData"]["categories"] }) {
  const s = useFormResult(step, values, m.rentals_step_saved({ step: stepTitle(step) }));
  return (
    <Section id={step} title={stepTitle(step)}>
      <IntentForm action={manageHref(listing.id)} anchor={step} intent={step} formError={s.formError} success={s.success} submit={{ label: m.rentals_save(), className: "w-full sm:w-auto" }}>
        <StepFields step={step} values={s.values} errors={s.errors} categories={categories} dayPriceWords={dayPriceWords} deliveryWords={deliveryWords} />
      </IntentForm>
    </Section>
  );
}

const JUMPS = [
  ["status", m.rentals_jump_status],
  ["details", m.rentals_jump_details],
  ["photos", m.rentals_jump_photos],
  ["pricing", m.rentals_jump_price],
  ["location", m.rentals_jump_location],
  ["availability", m.rentals_jump_availability],
  ["calendar-sync", m.rentals_jump_calendar_sync],
] as const;

export default function ManageListing({ loaderData }: Route.ComponentProps) {
  const { listing, categories, availability, calendarSync } = loaderData;
  const title = listing.title || m.rentals_untitled_draft();
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:py-8">
      <div className="space-y-3">
        <Link to="/my-rentals" className="text-sm text-brand-700 underline">
          {m.rentals_title()}
        </Link>
        <p className="text-sm font-semibold text-slate-600">{m.rentals_manage_listing()}</p>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <Link to={`/item/${listing.id}`} className={buttonVariants({ variant: "outline" })}>
          {m.rentals_view_on_haya()}
        </Link>
        <nav aria-label={m.rentals_sections_label()}>
          <ul className="flex flex-wrap gap-x-1 gap-y-0 text-sm">
            {JUMPS.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`} className="inline-flex min-h-11 items-center px-2 text-brand-700 underline">
                  {label()}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <StatusSection listing={listing} />
      {/* The listing form's steps, in its order. */}
      {LISTING_STEPS.map(({ id: step }) =>
        step === "photos" ? (
          <Section key={step} id="photos" title={stepTitle("photos")}>
            <PhotoManager listingId={listing.id} photos={listing.photos} action={manageHref(listing.id)} />
          </Section>
        ) : isFieldStep(step) ? (
          <FieldSection key={step} step={step} listing={listing} values={loaderData.values} dayPriceWords={loaderData.dayPriceWords} deliveryWords={loaderData.deliveryWords} categories={categories} />
        ) : null,
      )}
      <AvailabilitySection {...availability} />
      <CalendarSyncSection listingId={listing.id} sync={calendarSync} words={loaderData.syncWords} />
      <DeleteSection listing={listing} />
    </main>
  );
}

export function ErrorBoundary() {
  return <NotFoundMessage title={m.rentals_listing_not_found()} text={m.rentals_listing_not_found_text()} link={{ to: "/my-rentals", label: m.rentals_go_my_rentals() }} />;
}
