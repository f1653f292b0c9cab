// `npm run budgets`: measures every page's first-view JavaScript in the build and rewrites tests/e2e/budgets.json, where
// a budget only comes down (issue 39, item 5). A page over its budget stops it, writing nothing: take the bytes out
// elsewhere, or raise the budget by hand with the reason in the commit. Prints each page against issue 39's targets.
import fs from "node:fs";
import { LOCALES } from "../core/locales";
import { JS_TARGET, TABLE_FILE, formatTable, kb, measurePages, readBuilds, readTable, resourceRoutesOf, rewriteTable, type PageSize } from "./first-view";

const builds = readBuilds("build");
const pages = measurePages(builds);
const old = readTable();
const { table, refused } = rewriteTable(pages, old);

const byRoute = new Map<string, PageSize[]>();
for (const page of pages) byRoute.set(page.routeId, [...(byRoute.get(page.routeId) ?? []), page]);
const rows = [...byRoute.values()].map((sizes) => {
  const { routeId, kind } = sizes[0]!;
  const cells = LOCALES.map((locale) => {
    const page = sizes.find((p) => p.locale === locale);
    if (!page) return "—  ";
    const budget = table.pages[routeId]?.[locale];
    return `${kb(page.bytes)} / ${budget === undefined ? "?" : kb(budget)}${page.bytes > JS_TARGET[kind] ? " *" : "  "}`;
  });
  return [routeId, kind, ...cells, kb(JS_TARGET[kind])];
});
const header = ["page", "kind", ...LOCALES.map((l) => `${l}: size / budget`), "target"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "));
const over = pages.filter((p) => p.bytes > JS_TARGET[p.kind]);
console.log(`\n* over issue 39's target: ${over.length} of ${pages.length} pages (brotli; 1 KB = 1024 B). Left out, rendering no page: ${resourceRoutesOf(builds.en.manifest).join(", ")}.`);

if (refused.length) {
  console.error(`\n${TABLE_FILE} is unchanged: a budget only comes down.\n${refused.map((line) => `  ${line}`).join("\n")}`);
  console.error("Take the same bytes out elsewhere, or raise the budget by hand in the table with the reason in the commit.");
  process.exit(1);
}
const lowered = pages.filter((p) => (old.pages[p.routeId]?.[p.locale] ?? Infinity) > table.pages[p.routeId]![p.locale]!);
fs.writeFileSync(TABLE_FILE, formatTable(table));
const named = lowered.length <= 12 ? lowered.map((p) => `${p.routeId} ${p.locale}`).join(", ") : `${lowered.length} pages`;
console.log(`${TABLE_FILE} written: ${lowered.length ? `budgets lowered or added for ${named}` : "no budget lowered"}.`);
