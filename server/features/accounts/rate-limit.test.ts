// The attempt limiter against a real database, on a clock the tests move: trips, says when to come back, recovers, counts exactly.
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { RateLimitedError } from "../../errors";
import { freshDatabase } from "../../testing/db";
import { createRateLimiter, LIMITS, signInDelayMs, type LimitName } from "./rate-limit";

const MINUTE = 60_000;
let db: Db;
let seq = 0;
/** A key no other test uses. */
const fresh = (label: string) => `${label}-${++seq}@example.com`;

beforeAll(async () => {
  db = (await freshDatabase({ seed: false })).db;
});

function clockedLimiter(start = Date.parse("2026-03-01T09:00:00Z")) {
  const clock = { t: start };
  return { clock, limiter: createRateLimiter(db, () => new Date(clock.t)) };
}

/** Makes `n` attempts one after another; returns how many got through and the first refusal. */
async function attempts(limiter: ReturnType<typeof createRateLimiter>, keys: [LimitName, string][], n: number) {
  let passed = 0;
  let refusal: RateLimitedError | undefined;
  for (let i = 0; i < n; i++) {
    try {
      await limiter.attempt(keys);
      passed++;
    } catch (e) {
      if (!(e instanceof RateLimitedError)) throw e;
      refusal ??= e;
    }
  }
  return { passed, refusal };
}

describe("rate limiter", () => {
  it("lets exactly the limit through, then refuses with the minutes to wait", async () => {
    const { limiter } = clockedLimiter();
    const { limit } = LIMITS.signInAccountIp;
    const { passed, refusal } = await attempts(limiter, [["signInAccountIp", fresh("trip")]], limit + 3);
    expect(passed).toBe(limit);
    expect(refusal?.message).toBe("Too many attempts, try again in 15 minutes");
    expect(refusal?.retryAfterSeconds).toBe(15 * 60);
  });

  it("counts the wait down from the first attempt of the window, rounding up to whole minutes", async () => {
    const { clock, limiter } = clockedLimiter();
    const key: [LimitName, string][] = [["resetAccount", fresh("minutes")]];
    await attempts(limiter, key, LIMITS.resetAccount.limit);
    clock.t += 5 * MINUTE + 1000;
    await expect(limiter.attempt(key)).rejects.toThrow("Too many attempts, try again in 10 minutes");
    clock.t += 9 * MINUTE + 58_000; // one second before the window ends
    await expect(limiter.attempt(key)).rejects.toThrow("Too many attempts, try again in 1 minute");
  });

  it("recovers when the window has passed, with a full allowance again", async () => {
    const { clock, limiter } = clockedLimiter();
    const key: [LimitName, string][] = [["signInAccountIp", fresh("recover")]];
    const { limit, windowMs } = LIMITS.signInAccountIp;
    await attempts(limiter, key, limit + 1);
    clock.t += windowMs - 1;
    await expect(limiter.attempt(key)).rejects.toBeInstanceOf(RateLimitedError);
    clock.t += 1;
    const again = await attempts(limiter, key, limit + 1);
    expect(again.passed).toBe(limit);
    expect(again.refusal?.message).toBe("Too many attempts, try again in 15 minutes");
  });

  it("keeps keys apart: another account, and the same id under another limit, are not affected", async () => {
    const { limiter } = clockedLimiter();
    const victim = fresh("victim");
    await attempts(limiter, [["signInAccountIp", victim]], LIMITS.signInAccountIp.limit + 1);
    await expect(limiter.attempt([["signInAccountIp", victim]])).rejects.toBeInstanceOf(RateLimitedError);
    await expect(limiter.attempt([["signInAccountIp", fresh("bystander")]])).resolves.toEqual({ signInAccountIp: 1 });
    await expect(limiter.attempt([["resetAccount", victim]])).resolves.toEqual({ resetAccount: 1 });
  });

  it("refuses when any one of the keys is over, and says the longest wait", async () => {
    const { clock, limiter } = clockedLimiter();
    const ip = `198.51.100.${++seq % 250}`;
    // Different accounts from one address: the per-IP limit trips although no account is near its own.
    let refusal: RateLimitedError | undefined;
    let passed = 0;
    for (let i = 0; i <= LIMITS.signInIp.limit && !refusal; i++) {
      await limiter.attempt([["signInIp", ip], ["signInAccountIp", fresh("spray")]]).then(
        () => passed++,
        (e: unknown) => {
          if (!(e instanceof RateLimitedError)) throw e;
          refusal = e;
        },
      );
    }
    expect(passed).toBe(LIMITS.signInIp.limit);
    expect(refusal?.message).toBe("Too many attempts, try again in 15 minutes");
    // A minute later another key trips too, with a window that ends a minute later: the message tells the longer wait.
    clock.t += MINUTE;
    const acct = fresh("both");
    await attempts(limiter, [["resetAccount", acct]], LIMITS.resetAccount.limit);
    await expect(limiter.attempt([["signInIp", ip], ["resetAccount", acct]])).rejects.toThrow("try again in 15 minutes");
  });

  it("counts concurrent attempts exactly: no more than the limit get through at once", async () => {
    const { limiter } = clockedLimiter();
    const key: [LimitName, string][] = [["signInAccountIp", fresh("burst")]];
    const { limit } = LIMITS.signInAccountIp;
    const results = await Promise.allSettled(Array.from({ length: limit * 4 }, () => limiter.attempt(key)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(limit);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(limit * 3);
    for (const r of refused) expect(r.reason).toBeInstanceOf(RateLimitedError);
  });

  it("forgets one key's attempts when cleared (a successful sign-in), and only that key's", async () => {
    const { limiter } = clockedLimiter();
    const a = fresh("cleared");
    const b = fresh("kept");
    await attempts(limiter, [["signInAccountIp", a]], LIMITS.signInAccountIp.limit + 1);
    await attempts(limiter, [["signInAccountIp", b]], LIMITS.signInAccountIp.limit + 1);
    await limiter.clear("signInAccountIp", a);
    const after = await attempts(limiter, [["signInAccountIp", a]], LIMITS.signInAccountIp.limit);
    expect(after.passed).toBe(LIMITS.signInAccountIp.limit);
    await expect(limiter.attempt([["signInAccountIp", b]])).rejects.toBeInstanceOf(RateLimitedError);
  });

  it("keeps its counters in an unlogged table: an attempt's commit waits for no write-ahead log flush (decision 015)", async () => {
    const [table] = rowsOf<{ persistence: string }>(await db.execute(sql`select relpersistence as persistence from pg_class where relname = 'rate_limits'`));
    expect(table?.persistence).toBe("u");
  });
});

describe("signInDelayMs", () => {
  it("lets the first 5 sign-ins of an account through at once, then doubles from 0.1 s to at most 3 s", () => {
    expect([1, 5, 6, 7, 8, 9, 10, 11, 50].map((n) => signInDelayMs(n, 1))).toEqual([0, 0, 100, 200, 400, 800, 1600, 3000, 3000]);
  });
  it("slows one address's guesses at one account after 3, and never an address signing in to many accounts", () => {
    expect([3, 4, 5, 20].map((n) => signInDelayMs(1, n))).toEqual([0, 100, 200, 3000]);
  });
});
