// What the listing pages' loaders and actions share: the owner's listing or a 404, and saving one form step through
// its `stepForms` rule, with messages beside the fields and what was typed kept.
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { NotFoundError } from "../../server/errors";
import { linesOf, stepForms, type FormStep, type ListingPatch } from "../../server/features/listings/listings.schema";
import type { Services } from "../../server/services";
import { fieldsOf, fromError, invalid, type Values } from "~/lib/forms.server";
import { requireSession } from "~/lib/session.server";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../server/http/page-context";

/** The category tree as the category fields need it (names and types of item, nothing more sent to the page). */
export async function categoryChoices(services: Services) {
  return (await services.catalogue.listCategories()).map(({ slug, name, subcategories }) => ({ slug, name, subcategories }));
}

/** The 404 page of the listing routes (someone else's listing, a deleted one, or no such id). */
export const notFound = () => data(m.listing_not_found(), { status: 404 });

/** The `:id` of the URL; anything but a positive whole number is no listing. */
export function listingIdOf(param: string | undefined): number {
  const id = /^\d{1,15}$/.test(param ?? "") ? Number(param) : 0;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

/** The owner's listing, or the 404 page. */
export async function loadOwn(services: Services, ownerId: string, id: number) {
  try {
    return await services.listings.getOwn(ownerId, id);
  } catch (e) {
    if (e instanceof NotFoundError) throw notFound();
    throw e;
  }
}

/**
 * A form post to one of the owner's listing pages: the owner, the listing (anyone else's is the 404 page, before its
 * body, which may be 60 MB of photos, is read), and the form with its text fields and `intent`.
 */
export async function readListingPost({ request, context: provider, params }: { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } }) {
  const context = provider.get(pageContext);
  const ownerId = requireSession(context, request).user.id;
  const listing = await loadOwn(context.services, ownerId, listingIdOf(params.id));
  const form = await request.formData();
  const values = fieldsOf(form);
  return { ownerId, id: listing.id, listing, form, values, intent: values.intent ?? "" };
}

/**
 * The type of item is posted as "category/type" (one select that works without JavaScript), so it carries its category.
 * Without JavaScript the category select may say otherwise (changed, the type left as it was): that is asked again
 * rather than one of the two silently ignored. A category left unchosen is the type's.
 */
function categoryInput(values: Values): { input: Values } | { errors: Record<string, string> } {
  const [category, type] = (values.subcategorySlug ?? "").split("/", 2);
  if (type === undefined) return { input: values };
  if (values.categorySlug && values.categorySlug !== category) return { errors: { subcategorySlug: m.listing_type_from_category() } };
  return { input: { ...values, categorySlug: category ?? "", subcategorySlug: type } };
}

const quote = (s: string) => `"${s.length > 30 ? `${s.slice(0, 30)}…` : s}"`;

/** One message per field, named as the form names it; a bad line of a list says which line. */
function stepErrors(values: Values, error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [field, index] = issue.path;
    // A nested object's field is named by its path ("delivery.radiusKm": the input it came from shows it).
    const key = typeof field !== "string" ? "form" : typeof index === "string" ? `${field}.${index}` : field;
    const lines = typeof index === "number" ? linesOf(values[key] ?? "") : undefined;
    const line = Array.isArray(lines) ? lines[index as number] : undefined;
    errors[key] ??= line === undefined ? issue.message : `${quote(String(line))}: ${issue.message}`;
  }
  return errors;
}

/** A step's form text as a patch, or the refusal to send back. */
export function parseStep(step: FormStep, values: Values): { patch: ListingPatch } | { refused: ReturnType<typeof invalid> } {
  const input = step === "category" ? categoryInput(values) : { input: values };
  if ("errors" in input) return { refused: invalid(values, input.errors) };
  const parsed = stepForms[step].safeParse(input.input);
  if (parsed.success) return { patch: parsed.data };
  return { refused: invalid(values, stepErrors(values, parsed.error)) };
}

/** Saves one step of the owner's listing: nothing on success, else the refusal to send back. */
export async function saveStep(services: Services, ownerId: string, id: number, step: FormStep, values: Values) {
  const parsed = parseStep(step, values);
  if ("refused" in parsed) return parsed.refused;
  try {
    await services.listings.update(ownerId, id, parsed.patch);
    return undefined;
  } catch (e) {
    return fromError(values, e);
  }
}
