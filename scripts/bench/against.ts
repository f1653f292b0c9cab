// The pure parts of `npm run bench:pages` (pages-against.ts): its arguments, and its figures as a table of new, old and
// new ÷ old and as a dated section of docs/benchmarks.md.
import { BENCH_PAGES } from "./lighthouse";

/** Issue 3's pages, the login page, and the Pidgin twins of home and an item page (decision 038). */
export const AGAINST_PAGES = [...BENCH_PAGES, "/login", "/pcm", "/pcm/item/1"];

export interface AgainstOptions {
  /** The git ref to measure against (the "old" side). */
  against: string;
  /** Load rounds per side, alternating new, old, new, old… */
  rounds: number;
  /** Seconds of autocannon per page and round, after 1 s of warm-up. */
  seconds: number;
  /** Seconds to wait after the load before reading each server's memory again. */
  settle: number;
  /** Browser loads per page and side (the median counts). */
  loads: number;
  /** PostgreSQL server to make both databases on; undefined: the embedded database. */
  db: string | undefined;
  /** Port of the new server; the old one gets the next. */
  port: number;
  pages: string[];
  write: boolean;
}

export const USAGE = `npm run bench:pages -- --against <git ref> [--rounds 3] [--seconds 4] [--settle 60] [--loads 10]
  [--db postgres://…  (or DATABASE_URL; default: the embedded database)] [--port 3591] [--pages /,/login] [--no-write]`;

/** Reads the command line (and DATABASE_URL); throws with what is wrong. */
export function parseArgs(argv: string[], env: Record<string, string | undefined> = {}): AgainstOptions {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]!.replace(/^--/, "");
    if (!argv[i]!.startsWith("--")) throw new Error(`unexpected argument: ${argv[i]}`);
    if (name === "no-write") flags.add(name);
    else if (!["against", "rounds", "seconds", "settle", "loads", "db", "port", "pages"].includes(name)) throw new Error(`unknown option --${name}`);
    else if (argv[i + 1] === undefined || argv[i + 1]!.startsWith("--")) throw new Error(`--${name} needs a value`);
    else values.set(name, argv[++i]!);
  }
  const against = values.get("against");
  if (!against) throw new Error("--against <git ref> is required");
  const count = (name: string, fallback: number, min: number) => {
    const v = Number(values.get(name) ?? fallback);
    if (!Number.isInteger(v) || v < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
    return v;
  };
  const db = values.get("db") ?? (env.DATABASE_URL || undefined);
  if (db !== undefined && !/^postgres(ql)?:\/\//.test(db)) throw new Error("--db (or DATABASE_URL) must start with postgres:// or postgresql://");
  const pages = values.has("pages") ? values.get("pages")!.split(",").filter(Boolean) : AGAINST_PAGES;
  if (pages.length === 0 || pages.some((p) => !p.startsWith("/"))) throw new Error("--pages: paths starting with /, separated by commas");
  return {
    against,
    rounds: count("rounds", 3, 1),
    seconds: count("seconds", 4, 1),
    settle: count("settle", 60, 0),
    loads: count("loads", 10, 1),
    db,
    port: count("port", 3591, 1),
    pages,
    write: !flags.has("no-write"),
  };
}

/** One figure of both sides; undefined: not measurable on that side (the reason goes in `note`). */
export interface Row {
  measure: string;
  /** A page's path, or "process" for the server as a whole. */
  page: string;
  new: number | undefined;
  old: number | undefined;
  /** Decimal places to print. */
  digits: number;
  note?: string;
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const figure = (v: number | undefined, digits: number) =>
  v === undefined || !Number.isFinite(v) ? "n/a" : v.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** new ÷ old, or "n/a" when a side is missing or old is 0. */
export function ratio(r: Pick<Row, "new" | "old">): string {
  if (r.new === undefined || r.old === undefined || !Number.isFinite(r.new) || !Number.isFinite(r.old) || r.old === 0) return "n/a";
  return (r.new / r.old).toFixed(2);
}

/** The figures as a markdown table: one line per measure and page. */
export function table(rows: Row[]): string[] {
  return [
    "| measure | page | new | old | new ÷ old | note |",
    "|---|---|--:|--:|--:|---|",
    ...rows.map((r) => `| ${r.measure} | ${r.page === "process" ? r.page : `\`${r.page}\``} | ${figure(r.new, r.digits)} | ${figure(r.old, r.digits)} | ${ratio(r)} | ${r.note ?? ""} |`),
  ];
}

export interface RunFacts {
  /** When the run started and ended. */
  started: Date;
  ended: Date;
  newCommit: string;
  /** The working tree had changes not committed (they were measured). */
  newDirty: boolean;
  oldCommit: string;
  oldRef: string;
  node: string;
  cores: number;
  /** "embedded database (PGlite)" or "PostgreSQL 15.20". */
  database: string;
  options: Pick<AgainstOptions, "rounds" | "seconds" | "settle" | "loads">;
  /** How each server was found ready (/readyz, or another URL on a ref without it). */
  notes: string[];
}

/** `text` in lines of at most `width` characters (a longer word keeps its own line), as the sections of docs/benchmarks.md are. */
export function wrap(text: string, width = 120): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const utc = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");

/** The section for docs/benchmarks.md (newest first: report.ts writeSection puts it on top). */
export function section(facts: RunFacts, rows: Row[]): string[] {
  const { options: o } = facts;
  const newSide = `\`${facts.newCommit}\`${facts.newDirty ? " with uncommitted changes" : ""}`;
  const oldSide = `\`${facts.oldCommit}\`${facts.oldRef !== facts.oldCommit ? ` (${facts.oldRef})` : ""}`;
  return [
    `## ${utc(facts.started)}–${utc(facts.ended).slice(11)} UTC — pages side by side (\`npm run bench:pages\`): ${newSide} against ${oldSide} — ${facts.cores} cores, Node ${facts.node}, ${facts.database}`,
    "",
    ...wrap(
      `Both built servers at once on the same machine, each in its own folder with its own fresh ${facts.database}, seeded with the demo catalogue by a first start and then started again on it (as a live site runs: memory is of that second start), ` +
      `one process each (\`WEB_CONCURRENCY=1\`), page cache off (\`PAGE_CACHE_SECONDS=0\`: every answer rendered), both on this Node. ` +
      `req/s and p95: autocannon, 10 connections, ${o.seconds} s per page after 1 s of warm-up, brotli accepted; ` +
      `${o.rounds} rounds per side alternating new, old, new, old…, the median of the rounds. ` +
      `Server CPU ms per request: the user and system time of the server process (and any children: /proc) over each measured run, divided by the answers it gave; less shaken than req/s by the load generator and anything else on the same cores. ` +
      `First view: brotli bytes received (bodies, no headers) of the HTML and of each script, module preload and stylesheet it references, asked with \`accept-encoding: br\` (the server compresses pages on the fly and sends its precompressed assets; a body sent uncompressed would be compressed here with node:zlib's brotli). ` +
      `Queries: the server's \`haya_db_queries_total\` in /metrics (statements sent through drizzle while answering, BEGIN and COMMIT included on PostgreSQL), per request, the mean of 10 requests one at a time after the load, each side alone; n/a where the code has no such counter. Server ms: \`haya_http_request_duration_seconds\` of the same requests (arrival to last byte), of which data: \`haya_page_data_seconds\` (the page's loaders, which run side by side: first start to last end), and render the rest (rendering, compressing, sending). ` +
      `Script ms: Chromium headless shell, phone screen, 4× CPU throttling (CDP \`Emulation.setCPUThrottlingRate\`), a fresh context each load, service worker blocked; \`ScriptDuration\` of \`Performance.getMetrics\` from before the navigation until the network is idle (JavaScript run on the page's main thread, compiling included: loading and hydrating), the median of ${o.loads} loads per side, new and old alternating. ` +
      `Memory: VmRSS of each server process, idle after start, the peak while its load ran (read every 200 ms), and ${o.settle} s after the last load. ` +
      "new ÷ old below 1 is less (faster for p95 and script time, lighter for bytes and memory); for req/s above 1 is faster.",
    ),
    "",
    ...table(rows),
    "",
    ...(facts.notes.length > 0 ? [...wrap(facts.notes.join(" ")), ""] : []),
  ];
}
