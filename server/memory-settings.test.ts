import { describe, expect, it } from "vitest";
import { MALLOC_TUNABLE, relaunch, SEMI_SPACE_FLAG } from "./memory-settings";

const started = { execArgv: [], argv: ["/usr/bin/node", "/srv/haya/build/server.js", "x"], env: { PORT: "3000" }, platform: "linux" };

describe("the memory settings a process starts with", () => {
  it("starts a bare process again with the V8 flag before its script and the malloc setting in its environment", () => {
    expect(relaunch({ ...started, execArgv: ["--inspect"] })).toEqual({
      argv: ["/usr/bin/node", SEMI_SPACE_FLAG, "--inspect", "/srv/haya/build/server.js", "x"],
      env: { PORT: "3000", GLIBC_TUNABLES: MALLOC_TUNABLE },
    });
  });

  it("leaves a process that has them alone, as a cluster's workers inherit them: no endless restarts", () => {
    const again = relaunch(started)!;
    expect(relaunch({ execArgv: again.argv.slice(1, 2), argv: started.argv, env: again.env, platform: "linux" })).toBeUndefined();
  });

  it("keeps an operator's own young-generation size and malloc tunables, adding only what is missing", () => {
    expect(relaunch({ ...started, env: { NODE_OPTIONS: "--max-semi-space-size=16", GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=1048576" } })).toBeUndefined();
    expect(relaunch({ ...started, execArgv: ["--max_semi_space_size=8"], env: { GLIBC_TUNABLES: "glibc.malloc.arena_max=2" } })?.env.GLIBC_TUNABLES).toBe(
      `glibc.malloc.arena_max=2:${MALLOC_TUNABLE}`,
    );
  });

  it("sets no glibc tunable where there is no glibc to read it", () => {
    expect(relaunch({ ...started, platform: "darwin" })?.env.GLIBC_TUNABLES).toBeUndefined();
    expect(relaunch({ ...started, platform: "darwin", execArgv: [SEMI_SPACE_FLAG] })).toBeUndefined();
  });
});
