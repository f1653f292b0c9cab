import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { freshDatabase } from "../../testing/db";
import type { Db } from "../../db/client";
import { searchQuerySchema } from "./search.schema";
import { createSearchService, type SearchService } from "./search.service";
import { JUDGED_QUERIES, NONSENSE_QUERIES, type JudgedQuery } from "../../testing/judged-queries";

let db: Db;
let search: SearchService;
/** Each listing's "category" and "category/subcategory" slugs, and its title. */
const listings = new Map<number, { category: string; subcategory: string; title: string }>();

beforeAll(async () => {
  db = (await freshDatabase()).db;
  search = createSearchService(db, { cacheCounts: false });
  const rows = rowsOf<{ id: number; category: string; subcategory: string; title: string }>(
    await db.execute(sql`select l.id::int as id, c.slug as category, c.slug || '/' || s.slug as subcategory, l.title
                         from listings l join categories c on c.id = l.category_id join subcategories s on s.id = l.subcategory_id`),
  );
  for (const r of rows) listings.set(r.id, r);
});

const relevant = (j: JudgedQuery, id: number) => {
  const l = listings.get(id)!;
  return j.expect.some((e) =>
    e.startsWith("title:") ? new RegExp(`\\b${e.slice(6)}`, "i").test(l.title) : e === l.category || e === l.subcategory,
  );
};

/** Relevant results among the first ten (a query that finds nothing scores 0), and the titles of the others. */
async function judge(j: JudgedQuery) {
  const r = await search.search(searchQuerySchema.parse({ search: j.q, limit: 10 }));
  const ids = r.items.map((i) => i.id);
  const good = ids.filter((id) => relevant(j, id));
  const wrong = ids.filter((id) => !relevant(j, id)).map((id) => listings.get(id)!.title);
  return { precision: ids.length === 0 ? 0 : good.length / ids.length, found: ids.length, wrong, corrected: r.correctedSearch };
}

describe("the judged query set", () => {
  it("holds at least 60 queries, each expecting categories and subcategories that exist", () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60);
    const slugs = new Set([...listings.values()].flatMap((l) => [l.category, l.subcategory]));
    const unknown = JUDGED_QUERIES.flatMap((j) => j.expect.filter((e) => !e.startsWith("title:") && !slugs.has(e)));
    expect(unknown).toEqual([]);
  });

  it("finds what people expect: precision of the first ten results is at least 0.8 on average", async () => {
    const scores: { q: string; precision: number; found: number; wrong: string[] }[] = [];
    for (const j of JUDGED_QUERIES) scores.push({ q: j.q, ...(await judge(j)) });
    const average = scores.reduce((s, x) => s + x.precision, 0) / scores.length;
    // SEARCH_JUDGE_REPORT=1 prints every query's score, for whoever tunes the vocabulary.
    if (process.env.SEARCH_JUDGE_REPORT) console.log(`average ${average.toFixed(3)}\n${scores.map((s) => `${s.precision.toFixed(2)} ${s.q} (${s.found}) ${s.wrong.join("; ")}`).join("\n")}`);
    // Each query that fell short, with what it showed that a person would not expect.
    const short = scores
      .filter((s) => s.precision < 0.8)
      .map((s) => `${s.q}: ${s.precision.toFixed(2)} of ${s.found} (${s.wrong.slice(0, 3).join("; ")})`);
    expect(average, `average ${average.toFixed(3)}; below 0.8:\n${short.join("\n")}`).toBeGreaterThanOrEqual(0.8);
    // A query that finds nothing at all, or mostly wrong things, is a failure whatever the average.
    expect(scores.filter((s) => s.precision < 0.5).map((s) => `${s.q}: ${s.precision.toFixed(2)} of ${s.found} (${s.wrong.slice(0, 3).join("; ")})`)).toEqual([]);
  });

  it("says which words it searched instead of a misspelling", async () => {
    const fixes = [];
    for (const j of JUDGED_QUERIES.filter((x) => x.corrected)) fixes.push([j.q, (await judge(j)).corrected]);
    expect(fixes).toEqual(JUDGED_QUERIES.filter((x) => x.corrected).map((x) => [x.q, x.corrected]));
  });

  it.each(NONSENSE_QUERIES)("finds nothing for nonsense ('%s'), and fixes no fragment of it", async (q) => {
    const r = await search.search(searchQuerySchema.parse({ search: q }));
    expect(r).toEqual({ items: [], nextCursor: null, total: { count: 0, capped: false }, correctedSearch: null });
  });
});
