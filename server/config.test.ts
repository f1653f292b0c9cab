import os from "node:os";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("uses the defaults when nothing is set, and one process on the embedded database", () => {
    const c = loadConfig({ NODE_ENV: "production" });
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, workers: 1, pageCacheSeconds: 5, publicUrl: undefined });
  });

  it("treats blank settings (NAME= as in .env.example) as unset", () => {
    const c = loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/haya", WEB_CONCURRENCY: "", PAGE_CACHE_SECONDS: "", PUBLIC_URL: "" });
    expect(c.workers).toBe(os.availableParallelism());
    expect(c.pageCacheSeconds).toBe(5);
    expect(c.publicUrl).toBeUndefined();
  });

  it("runs WEB_CONCURRENCY workers on PostgreSQL, never in development", () => {
    expect(loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/haya", WEB_CONCURRENCY: "3" }).workers).toBe(3);
    expect(loadConfig({ NODE_ENV: "development", DATABASE_URL: "postgres://db/haya", WEB_CONCURRENCY: "3" }).workers).toBe(1);
    expect(loadConfig({ NODE_ENV: "production", WEB_CONCURRENCY: "3" }).workers).toBe(1);
  });

  it("keeps only the origin of PUBLIC_URL and refuses what is not an http(s) URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://haya.ng/some/path" }).publicUrl).toBe("https://haya.ng");
    expect(() => loadConfig({ PUBLIC_URL: "haya.ng" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "0", DATABASE_URL: "postgres://db/haya" })).toThrow(/WEB_CONCURRENCY/);
  });
});
