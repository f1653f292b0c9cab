// What a page costs besides its throughput, for `npm run bench:pages`: the bytes of its first view, the database
// statements it sends, the script time of loading it in a slow phone's browser, and a server process's memory.
import { chromium, type Browser } from "@playwright/test";
import http from "node:http";
import zlib from "node:zlib";
import { findChromium } from "../browser.mjs";
import { median } from "./against";
import { PHONE } from "./weight";

/** The bytes of `url`'s body as received with `accept-encoding: br` (Node's fetch would decompress them), and its encoding. */
function received(url: string): Promise<{ status: number; body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), encoding: res.headers["content-encoding"] }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Brotli bytes of a body: as received when the server sent brotli, else compressed here (quality 11). */
const brotliBytes = (r: { body: Buffer; encoding: string | undefined }) => (r.encoding === "br" ? r.body.length : zlib.brotliCompressSync(r.body).length);

/** The scripts, module preloads and stylesheets a page's HTML references. */
export function referencedAssets(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];
    if (/^<script/i.test(tag) && attr("src")) urls.add(attr("src")!);
    else if (/^<link/i.test(tag) && /^(modulepreload|stylesheet)$/i.test(attr("rel") ?? "") && attr("href")) urls.add(attr("href")!);
  }
  return [...urls];
}

/** First-view bytes of `path` (HTML and the assets it references, brotli), or the page's status when it is not a 200. */
export async function firstViewBytes(base: string, path: string): Promise<{ bytes: number; assets: number } | { status: number }> {
  const page = await received(base + path);
  if (page.status !== 200) return { status: page.status };
  const html = (page.encoding === "br" ? zlib.brotliDecompressSync(page.body) : page.body).toString("utf8");
  let bytes = brotliBytes(page);
  const assets = referencedAssets(html);
  for (const asset of assets) bytes += brotliBytes(await received(new URL(asset, base + path).toString()));
  return { bytes, assets: assets.length };
}

/** A counter's or histogram's sums over every route but /metrics itself, from /metrics; undefined where the server has no such series. */
async function sumsSoFar(base: string, token: string): Promise<Record<"queries" | "dataSeconds" | "seconds", number | undefined>> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const text = res.ok ? await res.text() : "";
  const sum = (series: string, type: string) => {
    if (!text.includes(`# TYPE ${series.replace(/_sum$/, "")} ${type}`)) return undefined;
    let total = 0;
    for (const m of text.matchAll(new RegExp(`^${series}\\{([^}]*)\\} (\\S+)$`, "gm"))) if (!m[1]!.includes('route="/metrics"')) total += Number(m[2]);
    return total;
  };
  return { queries: sum("haya_db_queries_total", "counter"), dataSeconds: sum("haya_page_data_seconds_sum", "histogram"), seconds: sum("haya_http_request_duration_seconds_sum", "histogram") };
}

export interface ServerCosts {
  /** Database statements per request. */
  queries?: number;
  /** Server milliseconds per request, arrival to last byte, one request at a time. */
  serverMs?: number;
  /** Of which the page's loaders (its data: queries and services); the rest is rendering and sending. */
  dataMs?: number;
}

/** What a request of `path` costs the server, from its /metrics: the mean of `n` requests one after another. */
export async function serverCosts(base: string, path: string, token: string, n = 10): Promise<ServerCosts> {
  const before = await sumsSoFar(base, token);
  for (let i = 0; i < n; i++) await (await fetch(base + path, { headers: { "accept-encoding": "br" } })).arrayBuffer();
  const after = await sumsSoFar(base, token);
  const per = (k: keyof typeof before, scale = 1) => (before[k] === undefined || after[k] === undefined ? undefined : ((after[k] - before[k]) * scale) / n);
  return { queries: per("queries"), serverMs: per("seconds", 1000), dataMs: per("dataSeconds", 1000) };
}

/** A Chromium for measuring script time: the headless shell when the system has one (scripts/browser.mjs). */
export async function launchBrowser(): Promise<Browser> {
  const found = findChromium(process.env, { shell: true });
  if (!found?.path) throw new Error(found?.error ?? "no Chromium on this machine: node scripts/ensure-browser.mjs installs one");
  return chromium.launch({ executablePath: found.path, args: ["--disable-quic"] });
}

/**
 * Milliseconds of JavaScript on the page's main thread (Performance.getMetrics' ScriptDuration: running and compiling)
 * from before the navigation until the network is idle, on a first view (fresh context, service worker blocked) with
 * the CPU slowed `throttle` times.
 */
export async function scriptTime(browser: Browser, url: string, throttle = 4): Promise<number> {
  // A load whose metrics say almost no script ran was not measured (seen on 2026-11-30: 1 ms and 26 ms among 120–290 ms
  // loads of the same pages, probably when the page moved to another renderer than the one the CDP session watched):
  // it is loaded again, up to twice.
  for (let attempt = 1; ; attempt++) {
    const ms = await scriptTimeOnce(browser, url, throttle);
    if (ms >= UNMEASURED_BELOW_MS || attempt === 3) return ms;
  }
}

/** No hydrated page of Haya runs its scripts in less than this at 4× CPU slowdown (the lightest, /login, ~130 ms). */
const UNMEASURED_BELOW_MS = 40;

async function scriptTimeOnce(browser: Browser, url: string, throttle: number): Promise<number> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    await cdp.send("Performance.enable");
    await page.goto(url, { waitUntil: "networkidle" });
    const { metrics } = await cdp.send("Performance.getMetrics");
    return (metrics.find((m) => m.name === "ScriptDuration")?.value ?? NaN) * 1000;
  } finally {
    await context.close();
  }
}

/** The median script time of `loads` loads of `path` on each side, the sides alternating load by load. */
export async function scriptTimes(browser: Browser, bases: string[], path: string, loads: number): Promise<number[]> {
  const times: number[][] = bases.map(() => []);
  for (let i = 0; i < loads; i++) for (const [k, base] of bases.entries()) times[k]!.push(await scriptTime(browser, base + path));
  return times.map(median);
}
