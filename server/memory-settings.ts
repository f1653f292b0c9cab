// The settings that keep a Haya process small, which can only be given to a process as it starts (decision 046): V8's
// young generation and glibc's malloc read theirs once, before any of Haya's code runs. And one collection as the server
// starts listening and once it is idle after a load (giveBackMemory).
import { createRequire } from "node:module";
import v8 from "node:v8";
import vm from "node:vm";

/**
 * V8 sizes the young generation from the machine's memory: 32 MB per semi-space on a large machine, and the new space
 * (two semi-spaces and a bit) stays committed, ~65 MB of a process that holds ~70 MB of live objects. 16 MB, not less:
 * a rendered page allocates several MB, and with 4 MB semi-spaces ten pages at once outlived the young generation and
 * cost 40-70 % more CPU per request (decision 046).
 */
export const SEMI_SPACE_FLAG = "--max-semi-space-size=16";

/**
 * glibc serves a block above its mmap threshold from a mapping of its own, given back when it is freed, and smaller
 * ones from its heap, which it gives back only from the top. The threshold starts at 128 KB but rises to the size of
 * any mapped block freed (up to 32 MB), so after the first few responses a rendered page's buffers (50–200 KB each)
 * and brotli's windows all come from the heap and leave it full of holes: after a minute of load the process kept
 * ~40 MB it no longer used. A fixed threshold keeps them out of the heap.
 */
export const MALLOC_TUNABLE = "glibc.malloc.mmap_threshold=65536";

/**
 * glibc gives each thread that allocates at once an arena of its own, up to 8 per core: the threads that compress pages,
 * hash passwords and compile hot code each kept theirs, full of holes, after a load. Two arenas: a minute after a load
 * on PostgreSQL the process kept 220 MB instead of 240, its peak 408 MB instead of 452, at the same throughput
 * (decision 046's addendum has the figures; one arena kept less still, 183 MB, but puts every thread behind one lock).
 */
export const ARENA_TUNABLE = "glibc.malloc.arena_max=2";

/**
 * Node 26's foreign function interface (experimental, behind this flag), for glibc's `malloc_trim` alone
 * (giveBackNativeMemory, decision 061). Added only where the runtime knows the flag and the operator has not said
 * `--no-experimental-ffi`.
 */
export const FFI_FLAG = "--experimental-ffi";

export interface Launch {
  execArgv: readonly string[];
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  platform: string;
  /** Whether this runtime has node:ffi (process.allowedNodeEnvironmentFlags has FFI_FLAG). */
  ffi?: boolean;
}

/**
 * The arguments and environment to start this process again with, or undefined when it already has its settings (a
 * cluster's workers inherit them), or set others of its own: an operator's `--max-semi-space-size` or
 * `GLIBC_TUNABLES` mmap threshold, in the command line or NODE_OPTIONS, is kept as given.
 */
export function relaunch(p: Launch): { argv: string[]; env: Record<string, string | undefined> } | undefined {
  const flags = [...p.execArgv, ...(p.env.NODE_OPTIONS ?? "").split(/\s+/)];
  const addFlag = !flags.some((f) => /^--max[-_]semi[-_]space[-_]size\b/.test(f));
  const addFfi = p.ffi === true && p.platform === "linux" && !flags.some((f) => /^--(no-)?experimental[-_]ffi$/.test(f));
  const tunables = p.env.GLIBC_TUNABLES ?? "";
  // GLIBC_TUNABLES means nothing outside Linux; on musl (Alpine) it is ignored, which costs nothing. Each of ours is
  // added unless the operator set that one.
  const missing = p.platform === "linux" ? [MALLOC_TUNABLE, ARENA_TUNABLE].filter((t) => !tunables.includes(t.split("=")[0]!)) : [];
  if (!addFlag && !addFfi && missing.length === 0) return undefined;
  const [node, ...rest] = p.argv;
  return {
    argv: [node!, ...(addFlag ? [SEMI_SPACE_FLAG] : []), ...(addFfi ? [FFI_FLAG] : []), ...p.execArgv, ...rest],
    env: missing.length > 0 ? { ...p.env, GLIBC_TUNABLES: [tunables, ...missing].filter(Boolean).join(":") } : { ...p.env },
  };
}

/** V8's `gc`, looked up once: each lookup makes a new context. */
let gc: ((o: object) => void) | null | undefined;

/**
 * Gives back what the process no longer uses: just before the server listens, and once it is idle after a load
 * (collectWhenIdle). Start-up (migrations, the job queue's tables, compiling the server's modules) and load fill V8's
 * young generation, which grows to its 16 MB semi-spaces and stays so until V8 sees the process idle after a full
 * collection, which an idle server never runs: ~28 MB of an idle process on PostgreSQL held nothing. A collection of
 * the kind V8 runs when memory is short (its 'last resort': everything collected, the young generation shrunk) takes
 * ~150 ms, then glibc's malloc_trim gives back what the collection freed (giveBackNativeMemory). Through V8's own `gc`,
 * exposed for these calls alone (Node's documented use of v8.setFlagsFromString); where it cannot be, nothing happens.
 */
export function giveBackMemory(): void {
  if (gc === undefined) gc = exposedGc();
  gc?.({ type: "major", execution: "sync", flavor: "last-resort" });
  giveBackNativeMemory();
}

function exposedGc(): ((o: object) => void) | null {
  try {
    v8.setFlagsFromString("--expose-gc");
    const found = vm.runInNewContext("gc") as unknown;
    return typeof found === "function" ? (found as (o: object) => void) : null;
  } catch {
    // Not exposed (a runtime that refuses the flag): the process only stays larger until V8 collects by itself.
    return null;
  }
}

let mallocTrim: ((pad: bigint | number) => number) | null | undefined;

/**
 * Gives glibc's free memory back to the system: `malloc_trim(0)` returns every free page inside its heaps, not only the
 * top (decision 061). After a load the process held ~60 MB that V8 and Node had freed but glibc kept; the call takes
 * 10–30 ms. Through node:ffi where the process was started with FFI_FLAG on glibc; elsewhere nothing happens. Returns
 * whether it was called.
 */
export function giveBackNativeMemory(): boolean {
  if (mallocTrim === undefined) mallocTrim = loadMallocTrim();
  if (!mallocTrim) return false;
  mallocTrim(0);
  return true;
}

function loadMallocTrim(): ((pad: bigint | number) => number) | null {
  if (process.platform !== "linux" || !process.execArgv.includes(FFI_FLAG)) return null;
  // node:ffi says once, as it loads, that it is experimental: known and chosen here (decision 061), so not logged.
  const emit = process.emitWarning;
  try {
    process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
      if (!/\bFFI\b/.test(String(warning))) (emit as (...a: unknown[]) => void).call(process, warning, ...rest);
    }) as typeof process.emitWarning;
    const require = createRequire(import.meta.url);
    const ffi = require("node:ffi") as { dlopen(path: null, defs: object): { functions: Record<string, (pad: bigint | number) => number> } };
    return ffi.dlopen(null, { malloc_trim: { arguments: ["u64"], return: "i32" } }).functions.malloc_trim ?? null;
  } catch {
    // musl (no malloc_trim), a runtime without node:ffi: the process keeps what glibc keeps.
    return null;
  } finally {
    process.emitWarning = emit;
  }
}

/** How often an idle server looks whether a load left it larger, and how long without a request counts as idle. */
export const IDLE_CHECK_MS = 15_000;
export const IDLE_AFTER_MS = 20_000;
/** A load that left the process this much larger than it was idle (RSS) is given back once the server is idle. */
export const GROWTH_TO_GIVE_BACK = 1.1;
/** Requests that are not load: a load balancer asks these every few seconds, and would keep the server from ever idling. */
const PROBES = /^\/(healthz|readyz|metrics)(\?|$)/;

export interface IdleWatch {
  /** Called for each request, with its path: a load balancer's health checks and a metrics scrape do not count. */
  request(url?: string): void;
  /** Called every IDLE_CHECK_MS; collects and returns true when the process is idle and larger than its baseline. */
  check(now?: number): boolean;
  stop(): void;
}

/**
 * Gives back what a load took once it is over. Under load the young generation grows to its 16 MB semi-spaces, the old
 * generation to what the busiest second held, and buffers fill glibc's heap; none of it is given back while the
 * process idles, because V8 shrinks only after collections that an idle server never runs, and glibc keeps what is
 * freed inside its heaps: a minute after a load the process kept ~70 MB more than before it (decision 061). When no
 * request has come for IDLE_AFTER_MS since one did, and the process is more than GROWTH_TO_GIVE_BACK times its idle
 * size, one full collection and a malloc_trim (~100–150 ms in all) give it back. A server that is never idle for 20 s
 * never pays for it; one that is, pays once per load.
 */
export function collectWhenIdle(opts: { rss?: () => number; collect?: () => void; clock?: () => number; timer?: boolean } = {}): IdleWatch {
  const rss = opts.rss ?? (() => process.memoryUsage.rss());
  const collect = opts.collect ?? giveBackMemory;
  const clock = opts.clock ?? Date.now;
  // The smallest the process has been while idle: as it started listening, or later, once V8 has shrunk by itself.
  let baseline = rss();
  let lastRequest = 0;
  let busy = false;
  const watch: IdleWatch = {
    request(url) {
      if (url !== undefined && PROBES.test(url)) return;
      lastRequest = clock();
      busy = true;
    },
    check(now = clock()) {
      if (!busy) {
        baseline = Math.min(baseline, rss());
        return false;
      }
      if (now - lastRequest < IDLE_AFTER_MS) return false;
      busy = false;
      if (rss() <= baseline * GROWTH_TO_GIVE_BACK) return false;
      collect();
      return true;
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
  const timer = opts.timer === false ? undefined : setInterval(() => watch.check(), IDLE_CHECK_MS);
  timer?.unref();
  return watch;
}
