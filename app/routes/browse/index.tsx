// Browse: search with filters and sorts over the real catalogue, paged by cursor ('Load More').
import { useSearchParams } from "react-router";
import { Link } from "~/lib/links";
import { revalidateOnUrlChange, useCursorPages } from "~/hooks/use-cursor-pages";
import { firstValues, searchQuerySchema } from "../../../server/features/search/search.schema";
import { CARD_GRID, ListingCard } from "~/components/listing-card";
import { SearchFilters } from "./components/search-filters";
import { FiltersOn, LongerRentals } from "./components/filters-on";
import { filtersOn, longerRentalNotes } from "./filter-chips.server";
import { MapView } from "./components/map-view";
import { photoAt } from "~/components/search/deferred-photo";
import { pagesSearch, resultAnchor } from "~/lib/result-pages";
import { SaveSearchForm } from "~/components/saved/save-search-form";
import { pageMeta } from "~/lib/seo";
import { FIRST_PAGE, NO_RESULTS, searchPages } from "~/lib/search-pages.server";
import { zodFields } from "../../../server/errors";
import { todayInLagos } from "@core/dates";
import type { Route } from "./+types/index";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

/** The page's title and description, worded by the loader so that the page's script carries neither language's words. */
const metaOf = (search: string | undefined) => ({ title: search ? m.browse_meta_title_search({ search }) : m.browse_title(), description: m.browse_meta_description() });
/** 'Delivers to me' and each card's 'Delivers to you' (issue 36), worded here: the browser carries neither message. */
const deliversWords = (on: boolean) => ({ on, label: m.filters_delivers(), card: m.item_delivers_to_you() });

/** Words only some searches show (a spelling fix, nothing found), worded here for the same reason. */
const nothingFound = () => ({ title: m.browse_none_title(), text: m.browse_none_text() });
const correction = (search: string | undefined) => ({ lead: m.browse_corrected_lead(), none: m.browse_corrected_none({ search: search ?? "" }) });

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const url = pageUrl(request);
  const raw = firstValues(url.searchParams);
  const meta = metaOf(raw.search);
  const parsed = searchQuerySchema.safeParse(raw);
  const catalogue = await context.services.catalogue.listCategories();
  // The filters' selects need names and slugs, and the subcategories of the category chosen (search-filters.tsx): the
  // rest of the catalogue (descriptions, icons, every subcategory) would only weigh on the page's data.
  const categories = catalogue.map(({ slug, name }) => ({ slug, name }));
  const subcategoriesOf = (slug: string | undefined) => catalogue.find((c) => c.slug === slug)?.subcategories ?? [];
  const today = todayInLagos();
  if (!parsed.success) {
    return { query: raw, instantOnly: raw.instant === "true", delivers: deliversWords(raw.delivers === "1"), errors: zodFields(parsed.error, "form"), categories, subcategories: subcategoriesOf(raw.category), result: NO_RESULTS, stretch: FIRST_PAGE, near: null, today, mapTiles: null, on: null, longer: [], meta, none: nothingFound(), corrected: null };
  }
  // A subcategory left over from another category would match nothing: drop it.
  const category = catalogue.find((c) => c.slug === parsed.data.category);
  const query = category?.subcategories.some((s) => s.slug === parsed.data.subcategory)
    ? parsed.data
    : { ...parsed.data, subcategory: undefined };
  // 'Load More' without JavaScript, Back and shared links: the address says how many pages to show (result-pages.ts).
  // Dates that cannot be booked today (past, beyond the booking window, a pick-up too soon): said beside them, no results.
  const { result, stretch, dateErrors } = await searchPages(context, query, url.searchParams);
  // Which filters are on, each removable by a link; and what the dates leave out for being too few days, said rather
  // than hidden (with the words the results were found with, a spelling fix included).
  const on = filtersOn(url.searchParams, query, catalogue);
  const longer = dateErrors ? [] : longerRentalNotes(url.searchParams, query, await context.services.search.longerRentals({ ...query, search: result.correctedSearch ?? query.search }, context.session?.user.id));
  // The form shows what was searched as the schema read it (instant=1 and instant=on count too); the map, the place the
  // schema found for `near`, and the tile server it is drawn on (MAP_TILE_URL), if any.
  return { query: raw, instantOnly: query.instant, delivers: deliversWords(query.delivers), errors: dateErrors ?? ({} as Record<string, string>), categories, subcategories: category?.subcategories ?? [], result, stretch, near: query.near ?? null, today, mapTiles: context.mapTiles ?? null, on, longer, meta,
    none: result.items.length === 0 ? nothingFound() : null, corrected: result.correctedSearch ? correction(raw.search) : null };
}

export const shouldRevalidate = revalidateOnUrlChange;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : []);

const nf = new Intl.NumberFormat("en-NG");

export default function Browse({ loaderData }: Route.ComponentProps) {
  const { query, instantOnly, delivers, errors, categories, subcategories, result, stretch, near, today, mapTiles, on, longer, none, corrected } = loaderData;
  const [params] = useSearchParams();
  const { items, next, loading, load, list, start, moreHref } = useCursorPages(result, stretch);
  const count = result.total.capped ? `${nf.format(result.total.count)}+` : nf.format(result.total.count);
  // The plural follows the number (1,000+ is many); the text shows it formatted.
  const n = result.total.capped ? result.total.count + 1 : result.total.count;

  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">{m.browse_title()}</h1>
      <SearchFilters query={query} instantOnly={instantOnly} delivers={delivers} errors={errors} categories={categories} subcategories={subcategories} today={today} />

      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-700" role="status">
          {query.search ? m.browse_showing_for({ n, count, search: query.search }) : m.browse_showing({ n, count })}
        </p>
        {Object.keys(errors).length === 0 && <SaveSearchForm />}
      </div>
      {corrected && (
        <p className="-mt-2 mb-4 text-sm text-slate-700">
          {corrected.lead} &quot;<strong>{result.correctedSearch}</strong>&quot;. {corrected.none}
        </p>
      )}

      <MapView items={items} near={near} tiles={mapTiles} beside={on?.chips.length ? <FiltersOn on={on} /> : null} />
      <LongerRentals notes={longer} />
      {items.length === 0 && none ? (
        <div className="rounded-xl bg-white p-10 text-center">
          <h2 className="text-xl font-semibold">{none.title}</h2>
          <p className="mt-2 text-slate-600">{none.text}</p>
        </div>
      ) : (
        <div ref={list} className={`${CARD_GRID} lg:grid-cols-4`}>
          {items.map((l, i) => (
            // Each card's place in the list is its id: 'Load More' without JavaScript goes on from the first new one.
            <div key={l.id} id={resultAnchor(i + 1)} className="grid sm:scroll-mt-52 md:scroll-mt-40">
              <ListingCard listing={l} priority={i === 0} photoIn={photoAt(i)} headingLevel={2} delivers={delivers.card} />
            </div>
          ))}
        </div>
      )}

      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {start && (
          <Link to={`/browse${pagesSearch(params, null, 1)}`} prefetch="intent" className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold">{m.browse_first_results()}</Link>
        )}
        {next && moreHref && (
          // No prefetch: the click loads the next page with a fetcher, whose request differs from a prefetch's.
          <Link
            to={moreHref}
            preventScrollReset
            onClick={(e) => {
              e.preventDefault();
              load();
            }}
            className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            aria-busy={loading}
          >
            {loading ? m.shell_loading() : m.browse_load_more()}
          </Link>
        )}
      </div>
    </main>
  );
}
