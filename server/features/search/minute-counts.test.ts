// The in-memory counts behind searches per day and popular searches: added up between saves, saved in one go, put back
// when a save fails, and no more distinct keys than allowed.
import { describe, expect, it } from "vitest";
import { minuteCounts } from "./minute-counts";

describe("minuteCounts", () => {
  it("adds up each key until a save, saves nothing twice, and puts the counts back when a save fails", async () => {
    const saved: [string, number][][] = [];
    let fail = true;
    const warnings: string[] = [];
    const counts = minuteCounts(
      async (rows) => {
        if (fail) throw new Error("database gone");
        saved.push(rows);
      },
      { failed: "not saved", log: (_level, message) => void warnings.push(message) },
    );
    counts.count("a");
    counts.count("a");
    counts.count("b");
    await counts.flush();
    expect(saved).toEqual([]);
    expect(warnings).toEqual(["not saved"]);
    fail = false;
    counts.count("a");
    await counts.flush();
    expect(saved).toEqual([[["a", 3], ["b", 1]]]);
    await counts.flush();
    expect(saved).toHaveLength(1);
  });

  it("keeps counting the keys it holds but drops new ones beyond maxKeys, until the next save", async () => {
    const saved: [string, number][][] = [];
    const counts = minuteCounts(async (rows) => void saved.push(rows), { failed: "not saved", maxKeys: 2 });
    for (const key of ["a", "b", "c", "a"]) counts.count(key);
    await counts.flush();
    counts.count("c");
    await counts.flush();
    expect(saved).toEqual([[["a", 2], ["b", 1]], [["c", 1]]]);
  });

  it("saves by itself once a count comes flushMs after the last save, not before", async () => {
    const saved: [string, number][][] = [];
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const soon = minuteCounts(async (rows) => void saved.push(rows), { failed: "not saved", flushMs: 0 });
    const later = minuteCounts(async (rows) => void saved.push(rows), { failed: "not saved" });
    soon.count("a");
    later.count("b");
    await tick();
    expect(saved).toEqual([[["a", 1]]]);
  });
});
