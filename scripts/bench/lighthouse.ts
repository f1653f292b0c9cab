// Lighthouse (mobile, default simulated throttling) on each page: the median of several runs.
import { findChromium } from "../browser.mjs";
import { importTool } from "../on-demand";

// What this file uses of Lighthouse and chrome-launcher, which npm install leaves out (their own types come with them).
interface LhResult {
  lighthouseVersion: string;
  runtimeError?: { message: string };
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: unknown } | undefined>;
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LhResult } | undefined>;
interface ChromeLauncher {
  launch(opts: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

/** The pages issue 3 names: home, browse, a search, an item page and a category page. */
export const BENCH_PAGES = ["/", "/browse", "/browse?search=generator", "/item/1", "/vehicles"];

/** CHROME_PATH, else the Chromium the tests use (scripts/browser.mjs). */
export const CHROMIUM = process.env.CHROME_PATH ?? findChromium()?.path ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthousePage {
  path: string;
  runs: number;
  /** The Lighthouse that measured it. */
  version: string;
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds (simulated slow 4G, 4× CPU slowdown: Lighthouse's mobile defaults). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes over the network, compressed, as Lighthouse counts them. */
  totalBytes: number;
  jsBytes: number;
  /** Lighthouse's CPU benchmark on this machine (a busy or slow machine scores lower and its TBT rises). */
  benchmarkIndex: number;
  /** Audits that failed in the median run (score < 1 outside Performance, < 0.9 inside). */
  failing: string[];
}

interface NetworkItem { resourceType?: string; transferSize?: number }

function summarise(path: string, runs: number, lhr: LhResult): LighthousePage {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  const jsBytes = (details?.items ?? [])
    .filter((i) => i.resourceType === "Script")
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || (id === "performance" && ref.weight === 0)) continue;
      if (audit.score < (id === "performance" ? 0.9 : 1)) failing.push(`${id}/${ref.id}`);
    }
  }
  return {
    path,
    runs,
    version: lhr.lighthouseVersion,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    totalBytes: value("total-byte-weight"),
    jsBytes,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}

/**
 * Runs Lighthouse `runs` times on each path and keeps, per page, the run with the median
 * performance score (all figures then come from that one run, so they belong together).
 */
export async function lighthousePages(base: string, paths: string[], runs = 3): Promise<LighthousePage[]> {
  // Not in npm install: fetched into .tools/ on the first run (scripts/on-demand.ts).
  const chromeLauncher = await importTool<ChromeLauncher>("chrome-launcher");
  const lighthouse = (await importTool<{ default: Lighthouse }>("lighthouse")).default;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const pages: LighthousePage[] = [];
    for (const path of paths) {
      const lhrs: LhResult[] = [];
      // A run now and then fails to record its trace (NO_NAVSTART); such a run is retried, not counted.
      for (let attempt = 0; lhrs.length < runs; attempt++) {
        const result = await lighthouse(new URL(path, base).toString(), {
          port: chrome.port,
          logLevel: "error",
          output: "json",
          onlyCategories: [...CATEGORIES],
        });
        const error = result ? result.lhr.runtimeError : { message: "no result" };
        if (!error) lhrs.push(result!.lhr);
        else if (attempt >= runs + 2) throw new Error(`${path}: ${error.message}`);
      }
      lhrs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      pages.push(summarise(path, runs, lhrs[Math.floor((lhrs.length - 1) / 2)]!));
    }
    return pages;
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function markdownLighthouse(pages: LighthousePage[]): string {
  const rows = pages.map((p) =>
    `| \`${p.path}\` | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ` +
    `${(p.fcp / 1000).toFixed(2)} s | ${(p.lcp / 1000).toFixed(2)} s | ${Math.round(p.tbt)} ms | ${p.cls.toFixed(3)} | ` +
    `${kb(p.totalBytes)} | ${kb(p.jsBytes)} | ${Math.round(p.benchmarkIndex)} |`,
  );
  return [
    "| Page | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | Total KB | JS KB | CPU index |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...rows,
  ].join("\n");
}
