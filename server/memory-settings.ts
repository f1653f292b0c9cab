// The settings that keep a Haya process small, which can only be given to a process as it starts (decision 046): V8's
// young generation and glibc's malloc read theirs once, before any of Haya's code runs. And one collection as the server
// starts listening (giveBackStartupMemory).
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

export interface Launch {
  execArgv: readonly string[];
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  platform: string;
}

/**
 * The arguments and environment to start this process again with, or undefined when it already has its settings (a
 * cluster's workers inherit them), or set others of its own: an operator's `--max-semi-space-size` or
 * `GLIBC_TUNABLES` mmap threshold, in the command line or NODE_OPTIONS, is kept as given.
 */
export function relaunch(p: Launch): { argv: string[]; env: Record<string, string | undefined> } | undefined {
  const flags = [...p.execArgv, ...(p.env.NODE_OPTIONS ?? "").split(/\s+/)];
  const addFlag = !flags.some((f) => /^--max[-_]semi[-_]space[-_]size\b/.test(f));
  const tunables = p.env.GLIBC_TUNABLES ?? "";
  // GLIBC_TUNABLES means nothing outside Linux; on musl (Alpine) it is ignored, which costs nothing. Each of ours is
  // added unless the operator set that one.
  const missing = p.platform === "linux" ? [MALLOC_TUNABLE, ARENA_TUNABLE].filter((t) => !tunables.includes(t.split("=")[0]!)) : [];
  if (!addFlag && missing.length === 0) return undefined;
  const [node, ...rest] = p.argv;
  return {
    argv: [node!, ...(addFlag ? [SEMI_SPACE_FLAG] : []), ...p.execArgv, ...rest],
    env: missing.length > 0 ? { ...p.env, GLIBC_TUNABLES: [tunables, ...missing].filter(Boolean).join(":") } : { ...p.env },
  };
}

/**
 * Gives back what starting took, once, just before the server listens. Start-up (migrations, the job queue's tables,
 * compiling the server's modules) fills V8's young generation, which grows to its 16 MB semi-spaces and stays so until
 * V8 sees the process idle after a full collection, which an idle server never runs: ~28 MB of an idle process on
 * PostgreSQL held nothing. A collection of the kind V8 runs when memory is short (its 'last resort': everything
 * collected, the young generation shrunk) takes ~150 ms, before any request can wait on it. Through V8's own `gc`,
 * exposed for this call alone (Node's documented use of v8.setFlagsFromString); where it cannot be, nothing happens.
 */
export function giveBackStartupMemory(): void {
  try {
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as unknown;
    if (typeof gc === "function") gc({ type: "major", execution: "sync", flavor: "last-resort" });
  } catch {
    // Not exposed (a runtime that refuses the flag): the process only stays larger until V8 collects by itself.
  }
}
