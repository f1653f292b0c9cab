import { describe, expect, it } from "vitest";
import v8 from "node:v8";
import { ARENA_TUNABLE, collectWhenIdle, FFI_FLAG, giveBackNativeMemory, giveBackMemory, IDLE_AFTER_MS, MALLOC_TUNABLE, relaunch, SEMI_SPACE_FLAG } from "./memory-settings";

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

  it("turns on node:ffi for malloc_trim where the runtime has it, unless the operator turned it off", () => {
    expect(relaunch({ ...started, ffi: true })?.argv).toEqual(["/usr/bin/node", SEMI_SPACE_FLAG, FFI_FLAG, "/srv/haya/build/server.js", "x"]);
    const again = relaunch({ ...started, ffi: true })!;
    expect(relaunch({ execArgv: again.argv.slice(1, 3), argv: started.argv, env: again.env, platform: "linux", ffi: true }), "no endless restarts").toBeUndefined();
    expect(relaunch({ ...started, ffi: true, execArgv: [SEMI_SPACE_FLAG, "--no-experimental-ffi"], env: again.env })).toBeUndefined();
    expect(relaunch({ ...started, ffi: false })?.argv).not.toContain(FFI_FLAG);
    expect(relaunch({ ...started, ffi: true, platform: "darwin" })?.argv).not.toContain(FFI_FLAG);
  });

  it("gives glibc's free pages back through node:ffi only in a process started with it, and says whether it did", async () => {
    // This test process was not started with the flag: nothing is loaded, nothing is called.
    expect(giveBackNativeMemory()).toBe(process.execArgv.includes(FFI_FLAG));
    if (!process.allowedNodeEnvironmentFlags.has(FFI_FLAG) || process.platform !== "linux") return;
    // A process started with it: freed blocks inside glibc's heap go back to the system, and no warning is printed.
    const { spawnSync } = await import("node:child_process");
    const script = `
      const { giveBackNativeMemory } = await import(${JSON.stringify(new URL("./memory-settings.ts", import.meta.url).href)});
      const blocks = []; for (let i = 0; i < 20000; i++) blocks.push(Buffer.allocUnsafeSlow(2000 + (i % 3000)));
      const kept = blocks.filter((_, i) => i % 50 === 0); blocks.length = 0; globalThis.gc();
      await new Promise((r) => setTimeout(r, 50));
      const before = process.memoryUsage.rss();
      const called = giveBackNativeMemory();
      console.log(JSON.stringify({ called, freedMb: (before - process.memoryUsage.rss()) / 1048576, kept: kept.length }));`;
    const run = spawnSync(process.execPath, [FFI_FLAG, "--expose-gc", "--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
    expect(run.stderr).not.toMatch(/FFI|ExperimentalWarning/);
    const out = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as { called: boolean; freedMb: number };
    expect(out.called).toBe(true);
    expect(out.freedMb).toBeGreaterThan(20);
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
    giveBackMemory();
    expect(newSpace()).toBeLessThanOrEqual(grown);
    expect(newSpace()).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect("gc" in globalThis).toBe(false);
  });

  it("gives back what a load took once the server has been idle, once per load, and never while requests come", () => {
    let rss = 170;
    let collections = 0;
    let now = 1_000_000;
    const watch = collectWhenIdle({ rss: () => rss, collect: () => {
      collections += 1;
      rss = 155;
    }, clock: () => now, timer: false });
    expect(watch.check(), "no load yet").toBe(false);
    // Idle, the process shrinks by itself below what it was as it started listening: that is its size from now on.
    rss = 150;
    expect(watch.check()).toBe(false);
    // A load: requests for a minute, the process at 240 MB.
    for (let t = 0; t < 60_000; t += 100) {
      now += 100;
      watch.request();
    }
    rss = 240;
    now += 5_000;
    expect(watch.check(), "a request came 5 s ago").toBe(false);
    now += IDLE_AFTER_MS;
    expect(watch.check()).toBe(true);
    expect(collections).toBe(1);
    expect(rss).toBe(155);
    now += 60_000;
    expect(watch.check(), "once per load").toBe(false);
    // A load balancer's health checks every 5 s and a metrics scrape are not load: the server is still idle.
    watch.request("/item/1");
    rss = 240;
    for (let t = 0; t < IDLE_AFTER_MS; t += 5_000) {
      now += 5_000;
      watch.request(t % 10_000 ? "/readyz" : "/healthz");
    }
    watch.request("/metrics");
    expect(watch.check()).toBe(true);
    expect(collections).toBe(2);
    // A lone request that leaves it small costs no collection.
    watch.request();
    now += IDLE_AFTER_MS;
    expect(watch.check()).toBe(false);
    expect(collections).toBe(2);
    // A load that leaves it at 166 MB, more than 1.1 × the 150 it shrank to (not the 170 it started at), is given back.
    watch.request();
    rss = 166;
    now += IDLE_AFTER_MS;
    expect(watch.check()).toBe(true);
    expect(collections).toBe(3);
  });
});
