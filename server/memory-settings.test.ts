import { describe, expect, it } from "vitest";
import v8 from "node:v8";
import { ARENA_TUNABLE, giveBackStartupMemory, MALLOC_TUNABLE, relaunch, SEMI_SPACE_FLAG } from "./memory-settings";

const started = { execArgv: [], argv: ["/usr/bin/node", "/srv/haya/build/server.js", "x"], env: { PORT: "3000" }, platform: "linux" };

describe("the memory settings a process starts with", () => {
  it("starts a bare process again with the V8 flag before its script and the malloc setting in its environment", () => {
    expect(relaunch({ ...started, execArgv: ["--inspect"] })).toEqual({
      argv: ["/usr/bin/node", SEMI_SPACE_FLAG, "--inspect", "/srv/haya/build/server.js", "x"],
      env: { PORT: "3000", GLIBC_TUNABLES: `${MALLOC_TUNABLE}:${ARENA_TUNABLE}` },
    });
  });

  it("leaves a process that has them alone, as a cluster's workers inherit them: no endless restarts", () => {
    const again = relaunch(started)!;
    expect(relaunch({ execArgv: again.argv.slice(1, 2), argv: started.argv, env: again.env, platform: "linux" })).toBeUndefined();
  });

  it("keeps an operator's own young-generation size and malloc tunables, adding only what is missing", () => {
    expect(relaunch({ ...started, env: { NODE_OPTIONS: "--max-semi-space-size=16", GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=1048576:glibc.malloc.arena_max=4" } })).toBeUndefined();
    expect(relaunch({ ...started, execArgv: ["--max_semi_space_size=8"], env: { GLIBC_TUNABLES: "glibc.malloc.arena_max=4" } })?.env.GLIBC_TUNABLES).toBe(
      `glibc.malloc.arena_max=4:${MALLOC_TUNABLE}`,
    );
    expect(relaunch({ ...started, execArgv: ["--max_semi_space_size=8"], env: { GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=1048576" } })?.env.GLIBC_TUNABLES).toBe(
      `glibc.malloc.mmap_threshold=1048576:${ARENA_TUNABLE}`,
    );
  });

  it("sets no glibc tunable where there is no glibc to read it", () => {
    expect(relaunch({ ...started, platform: "darwin" })?.env.GLIBC_TUNABLES).toBeUndefined();
    expect(relaunch({ ...started, platform: "darwin", execArgv: [SEMI_SPACE_FLAG] })).toBeUndefined();
  });

  it("gives back the young generation start-up grew, without leaving gc() to every other module", () => {
    const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space")!.space_size;
    // Start-up's garbage: many short-lived objects, as migrations and module compiling leave.
    let kept = 0;
    for (let i = 0; i < 2_000_000; i++) kept += [i, { i }].length;
    expect(kept).toBeGreaterThan(0);
    const grown = newSpace();
    expect(grown, "the garbage grew the young generation past what is asked after").toBeGreaterThan(2 * 1024 * 1024);
    giveBackStartupMemory();
    expect(newSpace()).toBeLessThanOrEqual(grown);
    expect(newSpace()).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect("gc" in globalThis).toBe(false);
  });
});
