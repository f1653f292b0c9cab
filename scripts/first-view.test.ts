// The byte budgets' arithmetic on a made-up build: which files a page's first view loads, their sum, which chunk grew,
// and that a rewrite of the table only ever lowers a budget.
import { describe, expect, it } from "vitest";
import { JS_CEILING, checkBudgets, firstViewChunks, firstViewFiles, formatTable, grownChunks, languagesOf, measurePages, pagesOf, resourceRoutesOf, rewriteTable, type BudgetTable, type LocaleBuild, type Manifest } from "./first-view";

const route = (id: string, parentId: string | undefined, path: string | undefined, module: string, imports: string[], hasDefaultExport = true) => ({ id, parentId, path, module, imports, hasDefaultExport });
const manifest: Manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
  routes: {
    root: route("root", undefined, "", "/assets/root.js", ["/assets/framework.js", "/assets/shell.js"]),
    "home/index": route("home/index", "root", "pcm?", "/assets/home.js", ["/assets/framework.js", "/assets/shell.js", "/assets/shared-a.js"]),
    "item/$id": route("item/$id", "root", "pcm?/item/:id", "/assets/item.js", ["/assets/shared-a.js", "/assets/shared-b.js"]),
    "admin/layout": route("admin/layout", "root", "pcm?/admin", "/assets/layout.js", ["/assets/shared-c.js"]),
    "admin/index": route("admin/index", "admin/layout", undefined, "/assets/dashboard.js", ["/assets/shared-c.js", "/assets/shared-b.js"]),
    "logout/index": route("logout/index", "root", "logout", "/assets/logout.js", [], false),
    "dev/outbox": route("dev/outbox", "root", "dev/outbox/:id?", "/assets/outbox.js", []),
  },
};
const NAMES: Record<string, string> = { "/assets/shared-a.js": "shared~home~item", "/assets/shared-b.js": "shared~item~dashboard", "/assets/shared-c.js": "shared~layout~dashboard", "/assets/home.js": "routes/home/index", "/assets/item.js": "routes/item/$id" };
const build = (sizes: Record<string, number>): LocaleBuild => ({ manifest, names: NAMES, size: (file) => sizes[file] ?? 1000 });

describe("a page's first view", () => {
  it("is the entry, then the module and imports of each route from the root down, each file once", () => {
    expect(firstViewFiles(manifest, "admin/index")).toEqual([
      "/assets/entry.js",
      "/assets/framework.js",
      "/assets/root.js",
      "/assets/shell.js",
      "/assets/layout.js",
      "/assets/shared-c.js",
      "/assets/dashboard.js",
      "/assets/shared-b.js",
    ]);
  });

  it("weighs the sum of its files' brotli bytes, a file shared by two routes counted once", () => {
    const chunks = firstViewChunks(build({ "/assets/framework.js": 90_000, "/assets/shared-a.js": 3000 }), "home/index");
    expect(chunks.map((c) => c.name)).toEqual(["/assets/framework.js", "shared~home~item", "/assets/entry.js", "/assets/root.js", "/assets/shell.js", "routes/home/index"]);
    expect(chunks.reduce((s, c) => s + c.bytes, 0)).toBe(90_000 + 3000 + 4 * 1000);
  });

  it("is measured for every page (no layout, no resource route), in Pidgin too where it has a /pcm twin", () => {
    expect(pagesOf(manifest).map((r) => r.id)).toEqual(["home/index", "item/$id", "admin/index", "dev/outbox"]);
    expect(resourceRoutesOf(manifest)).toEqual(["logout/index"]);
    expect(languagesOf(manifest, "admin/index")).toEqual(["en", "pcm"]);
    expect(languagesOf(manifest, "dev/outbox")).toEqual(["en"]);
    const pages = measurePages({ en: build({}), pcm: build({}) });
    expect(pages.map((p) => `${p.routeId} ${p.locale} ${p.kind} ${p.bytes}`)).toEqual([
      "home/index en home 6000",
      "home/index pcm home 6000",
      "item/$id en visitor 7000",
      "item/$id pcm visitor 7000",
      "admin/index en signedIn 8000",
      "admin/index pcm signedIn 8000",
      "dev/outbox en signedIn 5000",
    ]);
  });
});

describe("which chunk grew", () => {
  it("names the chunks heavier than recorded, and new ones, most grown first", () => {
    const chunks = [
      { name: "framework", bytes: 90_000 },
      { name: "shared~home~item", bytes: 3500 },
      { name: "shared~item~dashboard", bytes: 800 },
      { name: "routes/item/$id", bytes: 2100 },
    ];
    const recorded = { framework: 90_000, "shared~home~item": 3000, "routes/item/$id": 2000, "shared~item": 900 };
    expect(grownChunks(chunks, recorded)).toEqual([
      { name: "shared~item~dashboard", bytes: 800 },
      { name: "shared~home~item", bytes: 3500, was: 3000 },
      { name: "routes/item/$id", bytes: 2100, was: 2000 },
    ]);
    expect(grownChunks(chunks, { ...recorded, "shared~item~dashboard": 800 })).toHaveLength(2);
  });
});

/** The made-up build, measured, with the item page's own chunk in English `grow` bytes heavier. */
const measured = (grow = 0) => measurePages({ en: build({ "/assets/item.js": 1000 + grow }), pcm: build({}) });
const budgets = (item: number): BudgetTable => {
  const { table } = rewriteTable(measured(), { pages: {}, chunks: {} });
  return { ...table, pages: { ...table.pages, "item/$id": { en: item, pcm: item } } };
};

describe("the budgets", () => {
  it("hold when no page is over", () => {
    expect(checkBudgets(measured(), budgets(7000))).toEqual([]);
  });

  it("name the page, its language, its bytes against its budget and the chunk that grew", () => {
    expect(checkBudgets(measured(300), budgets(7200))).toEqual(["item/$id (en): 7300 B, over its budget of 7200 B by 100 B; grew: routes/item/$id 1.3 KB (+300 B)"]);
  });

  it("name a page without a budget, a budget without a page, and one above its kind's ceiling", () => {
    const table = budgets(7000);
    delete table.pages["home/index"]!.pcm;
    table.pages.gone = { en: 5000 };
    table.pages["admin/index"]!.en = JS_CEILING.signedIn + 1;
    expect(checkBudgets(measured(), table)).toEqual([
      "home/index (pcm): 6000 B and no budget (npm run budgets adds it)",
      `admin/index (en): its budget ${JS_CEILING.signedIn + 1} B is above the signedIn ceiling, ${JS_CEILING.signedIn} B`,
      "gone (en): a budget for no page of the build (npm run budgets removes it)",
    ]);
  });

  it("are rewritten lower, never higher: a page over its budget refuses the rewrite", () => {
    const first = rewriteTable(measured(), { pages: {}, chunks: {} });
    expect(first.refused).toEqual([]);
    // 7000 B measured: 128–383 B of room, in steps of 256.
    expect(first.table.pages["item/$id"]).toEqual({ en: 7168, pcm: 7168 });
    expect(first.table.chunks.en!["routes/item/$id"]).toBe(1000);

    const lighter = rewriteTable(measured(-500), first.table);
    expect(lighter.table.pages["item/$id"]).toEqual({ en: 6656, pcm: 7168 });
    // A little heavier, still within the budget: the budget stays, the chunk's record follows.
    const within = rewriteTable(measured(100), first.table);
    expect(within.refused).toEqual([]);
    expect(within.table.pages["item/$id"]).toEqual({ en: 7168, pcm: 7168 });
    expect(within.table.chunks.en!["routes/item/$id"]).toBe(1100);

    const heavier = rewriteTable(measured(300), first.table);
    expect(heavier.refused).toEqual(["item/$id (en): 7300 B, over its budget of 7168 B by 132 B; grew: routes/item/$id 1.3 KB (+300 B)"]);
  });

  it("are written as the JSON they were read from", () => {
    const { table } = rewriteTable(measured(), { pages: {}, chunks: {} });
    const text = formatTable(table);
    expect(JSON.parse(text)).toEqual(table);
    expect(text).toContain('\n    "item/$id": { "en": 7168, "pcm": 7168 },\n');
  });
});
