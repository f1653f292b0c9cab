// Each page's first-view JavaScript as the build names it (issue 39, item 5): the files a page's HTML preloads, their
// brotli bytes, and which chunks grew against the sizes the budgets table recorded. Read by tests/e2e/budgets.spec.ts
// and by `npm run budgets` (scripts/budgets.ts), which rewrites that table.
import fs from "node:fs";
import path from "node:path";
import { LOCALES, type Locale } from "../core/locales";

const KB = 1024;

/** What a page's first view may weigh at most, whatever its own budget: the browser checks' three ceilings (brotli). */
export const JS_CEILING = { home: 65 * KB, visitor: 77 * KB, signedIn: 81 * KB } as const;
/** Issue 39's goals: every page a visitor lands on ≤ 100 KB, a signed-in person's ≤ 120 KB. */
export const JS_TARGET = { home: 100 * KB, visitor: 100 * KB, signedIn: 120 * KB } as const;
export type PageKind = keyof typeof JS_CEILING;

/**
 * Pages only a signed-in person sees (their loader asks for a session): every page of the areas named first (the admin
 * area among them), then single pages of other areas, among them the English-only tools a person reaches while signed
 * in (the sandbox checkout, the developer outbox). Every other page is a visitor's. An id is the page's file under
 * app/routes/ (decision 050).
 */
const SIGNED_IN = /^(account|admin|bookings|business|list-item|messages|my-rentals|notifications)\/|^(cart\/checkout|item\/\$id\.report|saved\/index|checkout\/sandbox\.\$reference|dev\/outbox)$/;
export const kindOf = (routeId: string): PageKind => (routeId === "home/index" ? "home" : SIGNED_IN.test(routeId) ? "signedIn" : "visitor");

/** A route in React Router's client manifest (the server build's `assets`), as much as the first view needs. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  hasDefaultExport: boolean;
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}
export interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute | undefined>;
}

/** One language's build: its manifest, each chunk's lasting name (`/assets/x.js` → name), each file's brotli bytes. */
export interface LocaleBuild {
  manifest: Manifest;
  names: Record<string, string>;
  size: (file: string) => number;
}

/**
 * The routes that render a page of their own: a default export (resource routes, the .ts files and the .tsx that only
 * act or redirect, render none) and no child route (a layout renders only through its children); never the root.
 */
export function pagesOf(manifest: Manifest): ManifestRoute[] {
  const routes = Object.values(manifest.routes).filter((r): r is ManifestRoute => r !== undefined);
  const parents = new Set(routes.map((r) => r.parentId));
  return routes.filter((r) => r.id !== "root" && r.hasDefaultExport && !parents.has(r.id));
}

/** The routes that render nothing (left out of the budgets). */
export function resourceRoutesOf(manifest: Manifest): string[] {
  return Object.values(manifest.routes).flatMap((r) => (r && r.id !== "root" && !r.hasDefaultExport ? [r.id] : []));
}

/** The route and its parents, root first. */
function chainOf(manifest: Manifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id !== undefined; ) {
    const route: ManifestRoute | undefined = manifest.routes[id];
    if (!route) throw new Error(`${routeId}: route ${id} is not in the manifest`);
    chain.unshift(route);
    id = route.parentId;
  }
  return chain;
}

/** Whether the page has a /pcm twin: a route under `pcm?` (app/routes.ts), itself or through its layout. */
export function languagesOf(manifest: Manifest, routeId: string): Locale[] {
  return chainOf(manifest, routeId).some((r) => r.path?.startsWith("pcm?")) ? [...LOCALES] : ["en"];
}

/**
 * The scripts a page's first view loads, each once: the client entry and its imports, then for each route from the root
 * down to the page its module (and split client modules, were there any) and imports. These are what React Router's
 * <Scripts> names as module preloads and imports in the page's HTML.
 */
export function firstViewFiles(manifest: Manifest, routeId: string): string[] {
  const files = [manifest.entry.module, ...manifest.entry.imports];
  for (const r of chainOf(manifest, routeId)) {
    files.push(r.module, ...[r.clientActionModule, r.clientLoaderModule, r.clientMiddlewareModule, r.hydrateFallbackModule].filter((f) => f !== undefined), ...(r.imports ?? []));
  }
  return [...new Set(files)];
}

/** A chunk of a page's first view: its lasting name and its brotli bytes. */
export interface Chunk {
  name: string;
  bytes: number;
}

/** The page's first-view chunks in one language's build, largest first. */
export function firstViewChunks(build: LocaleBuild, routeId: string): Chunk[] {
  return firstViewFiles(build.manifest, routeId)
    .map((file) => ({ name: build.names[file] ?? file, bytes: build.size(file) }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
}

export const sumBytes = (chunks: Chunk[]) => chunks.reduce((sum, c) => sum + c.bytes, 0);

/** A chunk that weighs more than the table recorded for it (`was` undefined: a chunk the table has not seen). */
export interface Growth extends Chunk {
  was?: number;
}

/** The chunks that grew against their recorded sizes, or are new, most grown first. */
export function grownChunks(chunks: Chunk[], recorded: Record<string, number> | undefined): Growth[] {
  return chunks
    .flatMap((c): Growth[] => {
      const was = recorded?.[c.name];
      return was === undefined ? [{ ...c }] : c.bytes > was ? [{ ...c, was }] : [];
    })
    .sort((a, b) => b.bytes - (b.was ?? 0) - (a.bytes - (a.was ?? 0)) || a.name.localeCompare(b.name));
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** One line per grown chunk: "shared~browse~item 4.1 KB (+312 B)" or "… (new)". */
export function describeGrowth(growth: Growth[]): string[] {
  return growth.map((g) => `${g.name} ${kb(g.bytes)} (${g.was === undefined ? "new" : `+${g.bytes - g.was} B`})`);
}

/** The budgets table (tests/e2e/budgets.json): each page's budget per language, and each first-view chunk's size. */
export interface BudgetTable {
  pages: Record<string, Partial<Record<Locale, number>>>;
  chunks: Partial<Record<Locale, Record<string, number>>>;
}

/** A page in one language, measured. */
export interface PageSize {
  routeId: string;
  locale: Locale;
  kind: PageKind;
  bytes: number;
  chunks: Chunk[];
}

/** Every page of the route table in every language it exists in. */
export function measurePages(builds: Record<Locale, LocaleBuild>): PageSize[] {
  const english = builds.en.manifest;
  return pagesOf(english).flatMap((route) =>
    languagesOf(english, route.id).map((locale) => {
      const chunks = firstViewChunks(builds[locale], route.id);
      return { routeId: route.id, locale, kind: kindOf(route.id), bytes: sumBytes(chunks), chunks };
    }),
  );
}

/** Each first-view chunk's size per language: what the table records, to name the chunk that grew. */
export function chunkSizes(pages: PageSize[]): BudgetTable["chunks"] {
  const sizes: BudgetTable["chunks"] = {};
  for (const page of pages) for (const c of page.chunks) (sizes[page.locale] ??= {})[c.name] = c.bytes;
  for (const locale of Object.keys(sizes) as Locale[]) sizes[locale] = Object.fromEntries(Object.entries(sizes[locale]!).sort(([a], [b]) => a.localeCompare(b)));
  return sizes;
}

/** What is wrong with the table against the build, one line each: pages over budget (naming the chunks that grew), pages without a budget, budgets above their ceiling, budgets of pages that are gone. */
export function checkBudgets(pages: PageSize[], table: BudgetTable): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const budget = table.pages[page.routeId]?.[page.locale];
    const label = `${page.routeId} (${page.locale})`;
    if (budget === undefined) {
      problems.push(`${label}: ${page.bytes} B and no budget (npm run budgets adds it)`);
      continue;
    }
    if (budget > JS_CEILING[page.kind]) problems.push(`${label}: its budget ${budget} B is above the ${page.kind} ceiling, ${JS_CEILING[page.kind]} B`);
    if (page.bytes > budget) {
      const grown = describeGrowth(grownChunks(page.chunks, table.chunks[page.locale]));
      const why = grown.length ? `grew: ${grown.join(", ")}` : `no chunk grew; it loads ${page.chunks.map((c) => `${c.name} ${c.bytes} B`).join(", ")}`;
      problems.push(`${label}: ${page.bytes} B, over its budget of ${budget} B by ${page.bytes - budget} B; ${why}`);
    }
  }
  const measured = new Set(pages.map((p) => `${p.routeId} ${p.locale}`));
  for (const [routeId, budgets] of Object.entries(table.pages)) {
    for (const locale of Object.keys(budgets)) if (!measured.has(`${routeId} ${locale}`)) problems.push(`${routeId} (${locale}): a budget for no page of the build (npm run budgets removes it)`);
  }
  return problems;
}

/** A new budget: the size measured and 128–383 B of room for the hashes in import paths, never above the ceiling. */
export const budgetFor = (page: PageSize) => Math.min(Math.ceil((page.bytes + 128) / 256) * 256, JS_CEILING[page.kind]);

/**
 * The table rewritten from a measurement: budgets only come down (a page's is the lower of its old one and budgetFor),
 * new pages get budgetFor, pages gone lose theirs, chunk sizes are the measured ones. `refused` lists the pages over
 * their budget or ceiling, for which nothing may be written.
 */
export function rewriteTable(pages: PageSize[], old: BudgetTable): { table: BudgetTable; refused: string[] } {
  const table: BudgetTable = { pages: {}, chunks: chunkSizes(pages) };
  const refused = checkBudgets(pages, old).filter((line) => / over its budget | above the /.test(line));
  for (const page of pages) {
    const was = old.pages[page.routeId]?.[page.locale];
    if (was === undefined && page.bytes > JS_CEILING[page.kind]) refused.push(`${page.routeId} (${page.locale}): ${page.bytes} B, a new page above the ${page.kind} ceiling of ${JS_CEILING[page.kind]} B`);
    (table.pages[page.routeId] ??= {})[page.locale] = Math.min(was ?? Infinity, budgetFor(page));
  }
  return { table, refused };
}

/** The table as committed (as Prettier writes it): a page a line, then a chunk a line, so that a diff shows what moved. */
export function formatTable(table: BudgetTable): string {
  const pair = ([key, value]: [string, string | number | undefined]) => `${JSON.stringify(key)}: ${value}`;
  const block = (entries: [string, string | number | undefined][], indent: string) => `{\n${entries.map((e) => indent + pair(e)).join(",\n")}\n${indent.slice(2)}}`;
  const pages = Object.entries(table.pages).map(([id, budgets]): [string, string] => [id, `{ ${Object.entries(budgets).map(pair).join(", ")} }`]);
  const chunks = Object.entries(table.chunks).map(([locale, sizes]): [string, string] => [locale, block(Object.entries(sizes ?? {}), "      ")]);
  return `${block([["pages", block(pages, "    ")], ["chunks", block(chunks, "    ")]], "  ")}\n`;
}

/** Reads each language's build in `buildDir` (build/): manifests and chunk names from build/server, sizes from the .br files. */
export function readBuilds(buildDir: string): Record<Locale, LocaleBuild> {
  const read = (locale: Locale): LocaleBuild => {
    const json = (name: string) => {
      const file = path.join(buildDir, "server", name);
      if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build (scripts/build-locales.mjs writes it)`);
      return JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
    };
    return {
      manifest: json(`assets.${locale}.json`) as Manifest,
      names: json(`chunks.${locale}.json`) as Record<string, string>,
      size: (file) => fs.statSync(path.join(buildDir, "client", `${file}.br`)).size,
    };
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)])) as Record<Locale, LocaleBuild>;
}

export const TABLE_FILE = "tests/e2e/budgets.json";
export const readTable = (file = TABLE_FILE): BudgetTable => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as BudgetTable) : { pages: {}, chunks: {} });
