import { describe, expect, it } from "vitest";
import { createTurns } from "./listing-turns";

const tick = () => new Promise((r) => setTimeout(r, 1));

describe("createTurns", () => {
  it("runs one key's tasks one after another, in the order asked, and other keys' at the same time", async () => {
    const turns = createTurns<number>();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      running--;
      return name;
    };
    const results = await Promise.all([turns.run(1, task("a")), turns.run(1, task("b")), turns.run(2, task("x")), turns.run(1, task("c"))]);
    expect(results).toEqual(["a", "b", "x", "c"]);
    const ofKey1 = log.filter((l) => !l.startsWith("x"));
    expect(ofKey1).toEqual(["a start", "a end", "b start", "b end", "c start", "c end"]);
    // x did not wait for key 1's line.
    expect(log.indexOf("x start")).toBeLessThan(log.indexOf("a end"));
    expect(most).toBe(2);
    await tick();
    expect(turns.size).toBe(0);
  });

  it("a task that fails hands its error to its caller alone, and the next in line still runs", async () => {
    const turns = createTurns<string>();
    const failing = turns.run("k", async () => {
      throw new Error("no");
    });
    const next = turns.run("k", async () => "yes");
    await expect(failing).rejects.toThrow("no");
    await expect(next).resolves.toBe("yes");
    await tick();
    expect(turns.size).toBe(0);
  });
});
