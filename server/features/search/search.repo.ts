// The listing search query: full-text + trigram matching, filters, and keyset (cursor) pagination per sort.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { CARD_COLUMNS } from "../catalogue/catalogue.repo";
import type { ListingCard } from "../catalogue/catalogue.schema";
import type { Sort } from "./search.schema";

export interface SearchFilters {
  text?: string | undefined;
  categorySlug?: string | undefined;
  subcategorySlug?: string | undefined;
  state?: string | undefined;
  city?: string | undefined;
  minPriceKobo?: number | undefined;
  maxPriceKobo?: number | undefined;
  instantOnly?: boolean | undefined;
}

/** Position after the last row of a page: the sort key values and the id. */
export type CursorKey = (string | number)[];

/** Results are counted up to this many; beyond it pages say "10,000+". */
export const COUNT_CAP = 10_000;

function whereClause(f: SearchFilters): SQL {
  const parts: SQL[] = [sql`l.status = 'published'`];
  if (f.text) {
    parts.push(
      sql`(l.search_vector @@ websearch_to_tsquery('english', ${f.text}) or ${f.text} <% l.title)`,
    );
  }
  if (f.categorySlug) parts.push(sql`c.slug = ${f.categorySlug}`);
  if (f.subcategorySlug)
    parts.push(
      sql`l.subcategory_id = (select s.id from subcategories s where s.category_id = c.id and s.slug = ${f.subcategorySlug})`,
    );
  if (f.state) parts.push(sql`l.state = ${f.state}`);
  if (f.city) parts.push(sql`lower(l.city) = lower(${f.city})`);
  if (f.minPriceKobo !== undefined) parts.push(sql`l.price_per_day_kobo >= ${f.minPriceKobo}`);
  if (f.maxPriceKobo !== undefined) parts.push(sql`l.price_per_day_kobo <= ${f.maxPriceKobo}`);
  if (f.instantOnly) parts.push(sql`l.booking_mode = 'instant'`);
  return sql.join(parts, sql` and `);
}

interface SortPlan {
  /** Expressions of the sort key, in order; the id is always the last tie-breaker. */
  keys: SQL[];
  /** SQL type of each key, to cast the cursor's text values back. */
  types: ("int" | "numeric" | "timestamptz")[];
  desc: boolean;
}

function sortPlan(sort: Sort, text: string | undefined): SortPlan {
  switch (sort) {
    case "price-asc":
      return { keys: [sql`l.price_per_day_kobo`], types: ["int"], desc: false };
    case "price-desc":
      return { keys: [sql`l.price_per_day_kobo`], types: ["int"], desc: true };
    case "newest":
      return { keys: [sql`l.published_at`], types: ["timestamptz"], desc: true };
    case "rating":
      return byRating;
    case "relevance":
      if (!text) return byRating;
      // Rounded numeric so that the cursor round-trips exactly through text.
      return {
        keys: [
          sql`round((ts_rank(l.search_vector, websearch_to_tsquery('english', ${text})) + word_similarity(${text}, l.title))::numeric, 6)`,
        ],
        types: ["numeric"],
        desc: true,
      };
  }
}

const byRating: SortPlan = {
  keys: [sql`l.rating_avg`, sql`l.review_count`],
  types: ["numeric", "int"],
  desc: true,
};

export async function searchListings(
  db: Db,
  f: SearchFilters,
  sort: Sort,
  after: CursorKey | undefined,
  limit: number,
): Promise<{ items: ListingCard[]; nextKey: CursorKey | undefined }> {
  const plan = sortPlan(sort, f.text);
  const keyExprs = [...plan.keys, sql`l.id`];
  const dir = plan.desc ? sql`desc` : sql`asc`;
  const order = sql.join(
    keyExprs.map((k) => sql`${k} ${dir}`),
    sql`, `,
  );
  let where = whereClause(f);
  if (after && after.length === keyExprs.length) {
    const lhs = sql.join(keyExprs, sql`, `);
    const rhs = sql.join(
      after.map((v, i) =>
        i === after.length - 1
          ? sql`${Number(v)}::bigint`
          : sql`${String(v)}::${sql.raw(plan.types[i] ?? "text")}`,
      ),
      sql`, `,
    );
    where = sql`${where} and (${lhs}) ${plan.desc ? sql`<` : sql`>`} (${rhs})`;
  }
  const rows = rowsOf<ListingCard & { sort_key: CursorKey }>(
    await db.execute(sql`
      select ${CARD_COLUMNS}, json_build_array(${sql.join(
        plan.keys.map((k) => sql`(${k})::text`),
        sql`, `,
      )}) as sort_key
      from listings l join categories c on c.id = l.category_id
      where ${where} order by ${order} limit ${limit + 1}`),
  );
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(({ sort_key: _k, ...card }) => card),
    nextKey: more && last ? [...last.sort_key, last.id] : undefined,
  };
}

export async function countListings(db: Db, f: SearchFilters): Promise<{ count: number; capped: boolean }> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (
      select 1 from listings l join categories c on c.id = l.category_id
      where ${whereClause(f)} limit ${COUNT_CAP + 1}) x`),
  );
  const n = row?.n ?? 0;
  return { count: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}
