// /list-item/{id}/{step}: one step of a draft listing. Each "Save and continue" saves the step to the draft and opens the
// next, so leaving and coming back loses nothing; the review publishes it. Plain form posts, with or without JavaScript.
import type { ReactNode } from "react";
import { Link, redirect } from "~/lib/links";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { isListingStep, type ListingStep } from "@core/listing-limits";
import { NotFoundMessage } from "~/components/not-found-message";
import { IntentForm, useFormResult } from "~/components/intent-form";
import { categoryChoices, listingIdOf, loadOwn, readListingPost, saveStep } from "~/lib/listing-actions.server";
import { photoAction } from "~/lib/photo-actions.server";
import { isPhotoIntent } from "~/components/listing-form/photo-intents";
import { PhotoManager } from "~/components/listing-form/photo-manager";
import { StepProgress } from "./components/progress";
import { CardPreview, ListingSummary, MissingSteps } from "~/components/listing-form/review";
import { StepFields } from "~/components/listing-form/step-fields";
import { isFieldStep, nextStep, previousStep, stepTitle } from "~/components/listing-form/steps";
import { manageHref, stepHref } from "~/lib/listing-urls";
import { buttonVariants } from "~/components/ui/button";
import { fromError, invalid, type Values } from "~/lib/forms.server";
import { fieldValues } from "~/components/listing-form/field-values.server";
import { dayPriceWords, idRuleLine, pricesByDayLines, type DayPriceWords } from "~/components/listing-form/day-price-words.server";
import { deliveryTermsText, deliveryWords, type DeliveryWords } from "~/components/listing-form/delivery-words.server";
import { pageMeta } from "~/lib/seo";
import { requireSession } from "~/lib/session.server";
import { m } from "@core/paraglide/messages";
import type { Route } from "./+types/$id.$step";
import { pageContext } from "../../../server/http/page-context";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData ? m.listing_step_meta_title({ title: stepTitle(loaderData.step) }) : m.listing_not_found(), m.listing_step_meta_description()),
  { name: "robots", content: "noindex" },
];

// The owner's draft: never kept by the browser's cache or any other.
export const headers = () => ({ "Cache-Control": "no-store" });

function stepOf(param: string | undefined): ListingStep {
  if (!param || !isListingStep(param)) throw data("Step not found", { status: 404 });
  return param;
}

/** What each step asks for, under its title: worded by the loader, so the browser carries only the step shown. */
const STEP_HINTS: Record<ListingStep, () => string> = {
  category: m.listing_hint_category,
  details: m.listing_hint_details,
  photos: m.listing_hint_photos,
  pricing: m.listing_hint_pricing,
  location: m.listing_hint_location,
  features: m.listing_hint_features,
  pickup: m.listing_hint_pickup,
  review: m.listing_hint_review,
};

export async function loader({ request, context: provider, params }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const step = stepOf(params.step);
  const listing = await loadOwn(context.services, user.id, listingIdOf(params.id));
  // Published and paused listings are edited on their manage page.
  if (listing.status !== "draft") throw redirect(manageHref(listing.id));
  const categories =
    step === "category" ? await categoryChoices(context.services) : [];
  // Prices by day in words (issue 36): the pricing step's labels, the review's lines.
  const dayPrices = { words: step === "pricing" ? dayPriceWords() : null, lines: step === "review" ? pricesByDayLines(listing) : null, idRule: idRuleLine(listing) };
  // Delivery in words (issue 36): the pick-up step's labels, the review's line.
  const delivery = { words: step === "pickup" ? deliveryWords() : null, line: step === "review" ? { term: m.listing_delivery(), text: deliveryTermsText(listing.delivery) } : null };
  return { step, hint: STEP_HINTS[step](), listing, categories, values: fieldValues(listing), dayPrices, delivery };
}

export async function action(args: Route.ActionArgs) {
  const { ownerId, id, listing, form, values, intent } = await readListingPost(args);
  const step = stepOf(args.params.step);
  const context = args.context.get(pageContext);
  const { listings } = context.services;
  const next = nextStep(step);
  if (isFieldStep(step) && intent === step) {
    const refused = await saveStep(context.services, ownerId, id, step, values);
    return refused ?? redirect(stepHref(id, next ?? "review"));
  }
  if (step === "photos" && isPhotoIntent(intent)) return photoAction(context.services, ownerId, listing, intent, form, values);
  if (step === "photos" && intent === "photos") {
    if (!listing.photos.length) return invalid(values, { form: m.listing_photos_required() });
    return redirect(stepHref(id, "pricing"));
  }
  if (step === "review" && intent === "publish") {
    try {
      await listings.setStatus(ownerId, id, "published");
    } catch (e) {
      return fromError(values, e);
    }
    return redirect(`${manageHref(id)}?published=1`);
  }
  throw data("This form is not one of this step's", { status: 400 });
}

export default function ListingStepPage({ loaderData }: Route.ComponentProps) {
  const { step, listing, categories } = loaderData;
  const back = previousStep(step);
  const backLink = (
    <Link to={back ? stepHref(listing.id, back) : "/list-item"} className={buttonVariants({ variant: "outline", className: "w-full sm:w-auto" })}>
      {m.listing_back()}
    </Link>
  );
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:py-8">
      <StepProgress id={listing.id} step={step} missing={listing.missing} />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{stepTitle(step)}</h1>
        <p className="mt-1 text-slate-600">{loaderData.hint}</p>
      </div>
      {isFieldStep(step) ? (
        <FieldStep step={step} listing={listing} values={loaderData.values} dayPriceWords={loaderData.dayPrices.words} deliveryWords={loaderData.delivery.words} categories={categories} back={backLink} />
      ) : step === "photos" ? (
        <PhotosStep listing={listing} back={backLink} />
      ) : (
        <ReviewStep listing={listing} pricesByDay={loaderData.dayPrices.lines} idRule={loaderData.dayPrices.idRule} delivery={loaderData.delivery.line!} back={backLink} />
      )}
      <p className="text-sm text-slate-600">
        {m.listing_saved_note()}{" "}
        <Link to="/my-rentals" className="text-brand-700 underline">
          {m.listing_my_rentals()}
        </Link>
        .
      </p>
    </main>
  );
}

type Listing = Route.ComponentProps["loaderData"]["listing"];
const card = "rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6";
const wide = { className: "w-full sm:w-auto" };

function FieldStep({ step, listing, values, dayPriceWords, deliveryWords, categories, back }: { step: Exclude<ListingStep, "photos" | "review">; listing: Listing; values: Values; dayPriceWords: DayPriceWords | null; deliveryWords: DeliveryWords | null; categories: Route.ComponentProps["loaderData"]["categories"]; back: ReactNode }) {
  const s = useFormResult(step, values);
  return (
    <div className={card}>
      <IntentForm action={stepHref(listing.id, step)} intent={step} formError={s.formError} submit={{ label: m.listing_save_continue(), ...wide }} after={back}>
        <StepFields step={step} values={s.values} errors={s.errors} categories={categories} dayPriceWords={dayPriceWords} deliveryWords={deliveryWords} />
      </IntentForm>
    </div>
  );
}

function PhotosStep({ listing, back }: { listing: Listing; back: ReactNode }) {
  const s = useFormResult("photos");
  return (
    <>
      <section id="photos" aria-label={m.listing_your_photos()} className={`${card} scroll-mt-52 sm:scroll-mt-44`}>
        <PhotoManager listingId={listing.id} photos={listing.photos} action={stepHref(listing.id, "photos")} />
      </section>
      <IntentForm action={stepHref(listing.id, "photos")} intent="photos" formError={s.formError} submit={{ label: m.listing_continue(), ...wide }} after={back} />
    </>
  );
}

function ReviewStep({ listing, pricesByDay, idRule, delivery, back }: { listing: Listing; pricesByDay: { term: string; lines: string[] } | null; idRule: { term: string; text: string }; delivery: { term: string; text: string }; back: ReactNode }) {
  const s = useFormResult("publish");
  const ready = listing.missing.length === 0;
  return (
    <>
      <section aria-labelledby="preview-title" className="space-y-3">
        <h2 id="preview-title" className="text-xl font-semibold">
          {m.listing_as_renters_see()}
        </h2>
        <CardPreview listing={listing} />
      </section>
      <section aria-labelledby="summary-title" className={card}>
        <h2 id="summary-title" className="mb-4 text-xl font-semibold">
          {m.listing_everything()}
        </h2>
        <ListingSummary listing={listing} pricesByDay={pricesByDay} idRule={idRule} delivery={delivery} />
      </section>
      <MissingSteps id={listing.id} missing={listing.missing} />
      {ready ? (
        <IntentForm action={stepHref(listing.id, "review")} intent="publish" formError={s.errors.status ?? s.formError} submit={{ label: m.listing_publish(), ...wide }} after={back}>
          <p className="text-slate-700">{m.listing_publish_note()}</p>
        </IntentForm>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">{back}</div>
      )}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const step = isRouteErrorResponse(error) && error.data === "Step not found";
  return step ? (
    <NotFoundMessage title={m.listing_step_not_found()} text={m.listing_step_not_found_text()} link={{ to: "/my-rentals", label: m.listing_go_my_rentals() }} />
  ) : (
    <NotFoundMessage title={m.listing_not_found()} text={m.listing_not_found_text()} link={{ to: "/my-rentals", label: m.listing_go_my_rentals() }} />
  );
}
