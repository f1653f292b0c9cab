// Category and subcategory pages: title, subcategory chips, rental dates and a place to be near, cards with 'Rent Now',
// and 'Load More Items'.
import { data } from "react-router";
import { Link, NavLink } from "~/lib/links";
import { NotFoundMessage } from "~/components/not-found-message";
import { revalidateOnUrlChange, useCursorPages } from "~/hooks/use-cursor-pages";
import { searchQuerySchema } from "../../../server/features/search/search.schema";
import { zodFields } from "../../../server/errors";
import { dateParamsOf, searchPages } from "~/lib/search-pages.server";
import { CategoryFilters } from "./components/category-filters";
import { todayInLagos } from "@core/dates";
import { CARD_GRID, ListingCard } from "~/components/listing-card";
import { photoAt } from "~/components/search/deferred-photo";
import { resultAnchor } from "~/lib/result-pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/$category";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export async function loader({ params, request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const url = pageUrl(request);
  const category = await context.services.catalogue.findCategory(params.category);
  const sub = params.subcategory ? category?.subcategories.find((s) => s.slug === params.subcategory) : undefined;
  // Any path of one or two segments reaches this route: one that names no category (or no subcategory of it) is an
  // unknown path, the seed's 404 page ('Category not found' is /category/{slug}'s, category-redirect.tsx).
  if (!category || (params.subcategory && !sub)) {
    context.log("warn", "page not found", { path: url.pathname, status: 404 });
    throw data(null, { status: 404 });
  }
  // Dates in the address narrow the items to those free on every day (priced for them); dates that cannot be booked
  // (refused by the schema, or by the search as of today) are said beside them, and the items shown undated. A cursor
  // the schema refuses (mangled in a shared link) shows the first page.
  const cursor = searchQuerySchema.shape.cursor.safeParse(url.searchParams.get("cursor") ?? undefined).data;
  const plain = { category: category.slug, subcategory: sub?.slug, sort: "rating", limit: 12, cursor };
  // A place to be near orders the items nearest first, each with its distance; one the search does not know is said
  // beside its field, and the items shown in their usual order.
  const nearAsked = url.searchParams.get("near")?.trim() || undefined;
  const placed = searchQuerySchema.shape.near.safeParse(nearAsked);
  const undated = placed.data ? { ...plain, near: nearAsked, sort: "distance" } : plain;
  const nearError = placed.error ? zodFields(placed.error, "near").near : undefined;
  const asked = dateParamsOf(url.searchParams);
  const dated = searchQuerySchema.safeParse({ ...undated, ...asked });
  // 'Load More' without JavaScript, Back and shared links: the address says how many pages to show (result-pages.ts).
  // `chosen`: the dates and place applied (the chips carry them); `asked`: those in the address, for the form.
  const found = dated.success ? await searchPages(context, dated.data, url.searchParams) : { dateErrors: zodFields(dated.error, "startDate") };
  const { result, stretch } = found.dateErrors ? await searchPages(context, searchQuerySchema.parse(undated), url.searchParams) : found;
  const chosen: Record<string, string> = { ...(found.dateErrors ? {} : asked), ...(placed.data ? { near: nearAsked! } : {}) };
  return {
    category,
    sub: sub ?? null,
    result,
    stretch,
    chosen,
    errors: { ...found.dateErrors, ...(nearError ? { near: nearError } : {}) },
    asked: { ...asked, ...(nearAsked ? { near: nearAsked } : {}) },
    today: todayInLagos(),
  };
}

export const shouldRevalidate = revalidateOnUrlChange;

export const meta: Route.MetaFunction = ({ loaderData: d }) => {
  if (!d) return pageMeta(m.not_found_meta_title(), m.not_found_meta_description());
  return pageMeta(d.sub ? m.category_sub_meta_title({ sub: d.sub.name, category: d.category.name }) : d.category.title, d.category.description);
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, sub, result, chosen, errors, asked, today, stretch } = loaderData;
  const { items, next, loading, load, list, moreHref } = useCursorPages(result, stretch);
  const dated = Object.keys(chosen).some((k) => k !== "near");
  // Another subcategory (or the whole category) for the same dates and place: the chips carry those applied here.
  const withChosen = (path: string) => (Object.keys(chosen).length ? `${path}?${new URLSearchParams(chosen)}` : path);
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label={m.category_breadcrumb()} className="mb-2 text-sm text-slate-600">
        <Link to="/" prefetch="intent" className="underline">{m.category_home()}</Link> / {sub ? <Link to={withChosen(`/${category.slug}`)} prefetch="intent" className="underline">{category.name}</Link> : category.name}
        {sub && <> / {sub.name}</>}
      </nav>
      <h1 className="text-3xl font-bold">{sub ? sub.name : category.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{category.description}</p>
      <ul className="my-5 flex flex-wrap gap-2" aria-label={m.category_subcategories()}>
        {category.subcategories.map((s) => (
          <li key={s.slug}>
            <NavLink to={withChosen(`/${category.slug}/${s.slug}`)} prefetch="intent" className={({ isActive }) => `inline-block rounded-full border px-3 py-1.5 text-sm ${isActive ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"}`}>
              {s.name}
            </NavLink>
          </li>
        ))}
      </ul>
      <CategoryFilters query={asked} errors={errors} today={today} />
      <p className="mb-4 text-sm text-slate-700">{m.category_count({ n: result.total.capped ? result.total.count + 1 : result.total.count, count: `${result.total.count}${result.total.capped ? "+" : ""}` })}</p>
      {items.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-slate-700">{dated ? m.category_none_dated() : m.category_none()}{" "}<Link to="/browse" prefetch="intent" className="text-brand-700 underline">{m.category_browse_all()}</Link></p>
      ) : (
        <div ref={list} className={`${CARD_GRID} lg:grid-cols-4`}>
          {items.map((l, i) => (
            // Each card's place in the list is its id: 'Load More' without JavaScript goes on from the first new one.
            <div key={l.id} id={resultAnchor(i + 1)} className="grid sm:scroll-mt-52 md:scroll-mt-40">
              <ListingCard listing={l} cta={m.card_rent_now()} priority={i === 0} photoIn={photoAt(i)} headingLevel={2} />
            </div>
          ))}
        </div>
      )}
      {next && moreHref && (
        <div className="mt-8 text-center">
          {/* No prefetch: the click loads the next page with a fetcher, whose request differs from a prefetch's. */}
          <Link
            to={moreHref}
            preventScrollReset
            onClick={(e) => {
              e.preventDefault();
              load();
            }}
            className="inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {loading ? m.shell_loading() : m.category_load_more()}
          </Link>
        </div>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <NotFoundMessage title="404" text={m.not_found_title()} link={{ to: "/", label: m.return_home() }} />;
}
