// The settings that keep a Haya process small, which can only be given to a process as it starts (decision 046): V8's
// young generation and glibc's malloc read theirs once, before any of Haya's code runs.

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
  // GLIBC_TUNABLES means nothing outside Linux; on musl (Alpine) it is ignored, which costs nothing.
  const addTunable = p.platform === "linux" && !tunables.includes("glibc.malloc.mmap_threshold");
  if (!addFlag && !addTunable) return undefined;
  const [node, ...rest] = p.argv;
  return {
    argv: [node!, ...(addFlag ? [SEMI_SPACE_FLAG] : []), ...p.execArgv, ...rest],
    env: addTunable ? { ...p.env, GLIBC_TUNABLES: tunables ? `${tunables}:${MALLOC_TUNABLE}` : MALLOC_TUNABLE } : { ...p.env },
  };
}
