// Domain errors cross the line between the server bundle and the route bundle, which each carry their own copy of errors.ts.
import { describe, expect, it } from "vitest";
import * as here from "./errors";

describe("domain errors", () => {
  it("are recognised by instanceof from another copy of the module (the route bundle's), and only as their own kind", async () => {
    // A second, separate instance of the module, as Vite's route bundle holds beside the server bundle's.
    const copy = "./errors?copy";
    const there = (await import(/* @vite-ignore */ copy)) as typeof here;
    expect(there.UnauthorizedError).not.toBe(here.UnauthorizedError);
    const thrown = [
      new here.InvalidError("bad", { email: "bad" }),
      new here.UnauthorizedError("no"),
      new here.ForbiddenError("no"),
      new here.NotFoundError("none"),
      new here.ConflictError("busy"),
      new here.RateLimitedError(900),
    ];
    const kinds = ["InvalidError", "UnauthorizedError", "ForbiddenError", "NotFoundError", "ConflictError", "RateLimitedError"] as const;
    for (const [i, e] of thrown.entries()) {
      for (const kind of kinds) expect(e instanceof there[kind], `${e.name} instanceof ${kind}`).toBe(kind === kinds[i]);
    }
    expect(new Error("plain") instanceof there.InvalidError).toBe(false);
    expect({ name: "InvalidError", message: "x" } instanceof there.InvalidError).toBe(false);
  });
});
