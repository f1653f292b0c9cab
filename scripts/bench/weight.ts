// Page weight on a phone: compressed bytes over the network by type, first view and repeat view.
import { chromium, devices, type Browser, type BrowserContext } from "@playwright/test";
import { CHROMIUM } from "./lighthouse";

type WeightKind = "html" | "css" | "js" | "images" | "other";
export type Weights = Record<WeightKind | "total", number>;

export interface PageWeight {
  path: string;
  /** Fresh context, empty cache, until the network is idle. */
  first: Weights;
  firstRequests: number;
  /** Same context, same URL again: only what crossed the network (cache hits count 0, a 304 its headers). */
  repeat: Weights;
  repeatRequests: number;
}

// Lighthouse's mobile screen (Moto G Power), so both benchmarks pick the same image widths.
export const PHONE = { ...devices["Moto G4"], viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

function kindOf(type: string): WeightKind {
  switch (type) {
    case "Document": return "html";
    case "Stylesheet": return "css";
    case "Script": return "js";
    case "Image": return "images";
    default: return "other";
  }
}

const empty = (): Weights => ({ html: 0, css: 0, js: 0, images: 0, other: 0, total: 0 });

/**
 * Loads the page once in `context` and sums Network.loadingFinished's encodedDataLength (bytes on
 * the wire, headers included) by resource type. Responses from the disk cache, a service worker or
 * the prefetch cache count 0; memory-cache hits never reach the network and raise no events.
 */
async function measure(context: BrowserContext, url: string): Promise<{ weights: Weights; requests: number }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const types = new Map<string, string>();
  const cached = new Set<string>();
  const weights = empty();
  let requests = 0;
  cdp.on("Network.requestWillBeSent", (e) => { if (e.type) types.set(e.requestId, e.type); });
  cdp.on("Network.responseReceived", (e) => {
    types.set(e.requestId, e.type);
    const r = e.response;
    if (r.fromDiskCache || r.fromServiceWorker || r.fromPrefetchCache) cached.add(e.requestId);
  });
  cdp.on("Network.requestServedFromCache", (e) => { cached.add(e.requestId); });
  cdp.on("Network.loadingFinished", (e) => {
    if (cached.has(e.requestId) || e.encodedDataLength <= 0) return;
    const kind = kindOf(types.get(e.requestId) ?? "Other");
    weights[kind] += e.encodedDataLength;
    weights.total += e.encodedDataLength;
    requests++;
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await cdp.detach();
  await page.close();
  return { weights, requests };
}

export async function pageWeights(base: string, paths: string[]): Promise<PageWeight[]> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--disable-quic"] });
  try {
    const results: PageWeight[] = [];
    for (const path of paths) {
      const url = new URL(path, base).toString();
      // The service worker is blocked: its own network requests are invisible to the page's CDP session,
      // so with it a repeat view would count 0 bytes. Without it the repeat view is what HTTP caching
      // alone costs (a 304 for the page); the worker only ever saves more.
      const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
      const first = await measure(context, url);
      const repeat = await measure(context, url);
      await context.close();
      results.push({ path, first: first.weights, firstRequests: first.requests, repeat: repeat.weights, repeatRequests: repeat.requests });
    }
    return results;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function markdownWeights(pages: PageWeight[]): string {
  const cells = (w: Weights) => `${kb(w.html)} | ${kb(w.css)} | ${kb(w.js)} | ${kb(w.images)} | ${kb(w.other)} | **${kb(w.total)}**`;
  return [
    "| Page | View | Requests | HTML KB | CSS KB | JS KB | Images KB | Other KB | Total KB |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|",
    ...pages.flatMap((p) => [
      `| \`${p.path}\` | first | ${p.firstRequests} | ${cells(p.first)} |`,
      `| \`${p.path}\` | repeat | ${p.repeatRequests} | ${cells(p.repeat)} |`,
    ]),
  ].join("\n");
}
