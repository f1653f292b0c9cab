// The rules of the catalogue: categories, listing pages, and the home page's featured rentals and live figures.
import type { Db } from "../../db/client";
import * as repo from "./catalogue.repo";
import type { Category, ListingDetail, SiteStats } from "./catalogue.schema";

const STATS_TTL_MS = 30_000;

export function createCatalogueService(db: Db) {
  let categories: Promise<Category[]> | undefined;
  let stats: { at: number; value: Promise<SiteStats> } | undefined;
  return {
    /** The category tree changes only with a deploy or an admin edit; cached per process. */
    listCategories(): Promise<Category[]> {
      categories ??= repo.listCategories(db).catch((e) => {
        categories = undefined;
        throw e;
      });
      return categories;
    },
    async findCategory(slug: string): Promise<Category | undefined> {
      return (await this.listCategories()).find((c) => c.slug === slug);
    },
    /** A listing page: published listings, and unpublished ones flagged as not available. */
    getListing(id: number): Promise<ListingDetail | undefined> {
      if (!Number.isSafeInteger(id) || id < 1) return Promise.resolve(undefined);
      return repo.findListing(db, id);
    },
    featured: () => repo.featuredListings(db),
    testimonials: (limit = 3) => repo.testimonials(db, limit),
    /** Live figures, recomputed at most every 30 s so that the home page stays cheap. */
    stats(): Promise<SiteStats> {
      if (!stats || Date.now() - stats.at > STATS_TTL_MS) {
        stats = { at: Date.now(), value: repo.siteStats(db) };
        stats.value.catch(() => (stats = undefined));
      }
      return stats.value;
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
