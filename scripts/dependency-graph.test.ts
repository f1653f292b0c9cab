// The dependency-graph check (decision 051): an upward import, a cycle (type-only too) and an import of test code,
// planted in a graph or in a small repo on disk, must fail it; the repo itself must pass it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { checkGraph, FLOORS, floorOf, isTestCode, KNOWN, readGraph, type Edge, type Graph } from "./dependency-graph";

/** A graph of the files named, each importing the files after its arrow: `"a.ts": ["b.ts", "type:c.ts"]`. */
function graphOf(files: Record<string, string[]>): Graph {
  const edge = (from: string, target: string, line: number): Edge => ({ from, to: target.replace(/^type:/, ""), typeOnly: target.startsWith("type:"), line });
  return new Map(Object.entries(files).map(([from, targets]) => [from, targets.map((to, i) => edge(from, to, i + 1))]));
}
const problemsOf = (files: Record<string, string[]>, known = { upward: [] as string[], cycles: [] as string[][] }) => checkGraph(graphOf(files), FLOORS, known).problems;

describe("a graph that runs down passes", () => {
  test("each floor importing its own and those below it", () => {
    expect(
      problemsOf({
        "core/money.ts": [],
        "server/db/client.ts": ["core/money.ts"],
        "server/features/bookings/bookings.service.ts": ["server/db/client.ts", "core/money.ts", "server/errors.ts"],
        "server/errors.ts": [],
        "server/http/app.ts": ["server/features/bookings/bookings.service.ts", "type:server/services.ts"],
        "server/services.ts": ["server/features/bookings/bookings.service.ts"],
        "server/commands/seed.ts": ["server/services.ts"],
        "app/routes/browse.tsx": ["server/http/page-context.ts", "type:server/services.ts", "server/features/bookings/bookings.schema.ts", "core/money.ts"],
        "app/components/card.tsx": ["type:server/features/bookings/bookings.service.ts", "app/routes/browse.tsx"],
        "app/components/card.server.ts": ["server/features/bookings/bookings.service.ts"],
        "server/http/page-context.ts": [],
        "server/features/bookings/bookings.schema.ts": [],
      }),
    ).toEqual([]);
  });
});

describe("the check fails", () => {
  test.each([
    ["server/db/client.ts", "server/features/listings/listings.repo.ts", /server\/db may not import server\/features/],
    ["server/db/schema/listings.ts", "type:server/features/listings/listings.service.ts", /server\/db may not import server\/features/],
    ["core/money.ts", "type:app/lib/format.ts", /core may not import app/],
    ["server/features/bookings/bookings.service.ts", "server/services.ts", /server\/features may not import server\/http and services\.ts/],
    ["server/features/bookings/bookings.service.ts", "server/seed/demo.ts", /server\/features may not import seeds/],
    ["server/http/app.ts", "app/root.tsx", /server\/http and services\.ts may not import app/],
    ["server/seed/demo.ts", "server/start.ts", /may not import the server's process/],
    ["app/components/card.tsx", "server/features/bookings/bookings.service.ts", /the browser runs this module/],
    ["app/routes/browse.tsx", "server/features/listings/listings.service.ts", /the browser runs this module/],
    ["server/features/bookings/bookings.service.ts", "server/testing/db.ts", /production code imports no test code/],
    ["app/lib/format.ts", "tests/e2e/helpers.ts", /production code imports no test code/],
  ])("on %s importing %s", (from, to, why) => {
    const target = to.replace(/^type:/, "");
    // Test code is no node of the graph, only the end of an import.
    const problems = problemsOf(isTestCode(target) ? { [from]: [to] } : { [from]: [to], [target]: [] });
    expect(problems).toEqual([expect.stringMatching(why)]);
    expect(problems[0]).toContain(`${from}:1 imports ${target}`);
  });

  test("on a cycle, type-only imports included, naming each file and line", () => {
    const problems = problemsOf({
      "server/backup/manifest.ts": ["type:server/backup/inventory.ts"],
      "server/backup/inventory.ts": ["server/backup/photos.ts"],
      "server/backup/photos.ts": ["server/backup/manifest.ts"],
      "server/backup/restore.ts": ["server/backup/manifest.ts"],
    });
    expect(problems).toEqual([
      [
        "an import cycle of 3 files:",
        "  server/backup/inventory.ts:1 imports server/backup/photos.ts",
        "  server/backup/photos.ts:1 imports server/backup/manifest.ts",
        "  server/backup/manifest.ts:1 imports server/backup/inventory.ts (types)",
      ].join("\n"),
    ]);
  });

  test("on a file that imports itself", () => {
    expect(problemsOf({ "core/money.ts": ["core/money.ts"] })).toEqual([expect.stringMatching(/^an import cycle of 1 file:/)]);
  });

  test("on a file on no floor", () => {
    expect(problemsOf({ "server/tools/admin.ts": [] })).toEqual(["server/tools/admin.ts is on no floor: give it one in FLOORS (scripts/dependency-graph.ts)"]);
  });

  test("on a known cycle or upward import that has gone, and lets through those still there", () => {
    const files = { "server/db/a.ts": ["server/db/b.ts"], "server/db/b.ts": ["type:server/db/a.ts"], "server/db/c.ts": ["server/features/x/y.ts"], "server/features/x/y.ts": [] };
    const known = { upward: ["server/db/c.ts -> server/features/x/y.ts"], cycles: [["server/db/b.ts", "server/db/a.ts"]] };
    expect(problemsOf(files, known)).toEqual([]);
    expect(problemsOf({ "server/db/a.ts": [], "server/db/b.ts": [] }, known)).toEqual([
      "server/db/c.ts -> server/features/x/y.ts is fixed: take it out of KNOWN.upward",
      "the cycle of server/db/a.ts server/db/b.ts is gone: take it out of KNOWN.cycles",
    ]);
  });
});

describe("on a repo on disk", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "haya-deps-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write("tsconfig.json", JSON.stringify({ compilerOptions: { module: "ES2022", moduleResolution: "bundler", paths: { "~/*": ["./app/*"], "@core/*": ["./core/*"] } } }));
  write("core/money.ts", 'import { type Shown } from "~/lib/format";\nexport type Kobo = number;\nexport type Also = Shown;\n');
  write("app/lib/format.ts", 'import type { Kobo } from "@core/money";\nexport type Shown = Kobo;\n');
  write("server/db/client.ts", 'export { type Bookings } from "../features/bookings/bookings.service";\nexport const db = () => import("./rows");\n');
  write("server/db/rows.ts", "export const rows = 1;\n");
  write("server/features/bookings/bookings.service.ts", 'import { db } from "../../db/client";\nexport type Bookings = typeof db;\n');
  write("server/features/bookings/bookings.test.ts", 'import { db } from "../../db/client";\nexport const x = db;\n');

  test("aliases, re-exports and dynamic imports are resolved, tests left out", () => {
    const graph = readGraph(root);
    expect([...graph.keys()].sort()).toEqual(["app/lib/format.ts", "core/money.ts", "server/db/client.ts", "server/db/rows.ts", "server/features/bookings/bookings.service.ts"]);
    expect(graph.get("core/money.ts")).toEqual([{ from: "core/money.ts", to: "app/lib/format.ts", typeOnly: true, line: 1 }]);
    expect(graph.get("server/db/client.ts")!.map((e) => [e.to, e.typeOnly, e.line])).toEqual([
      ["server/features/bookings/bookings.service.ts", true, 1],
      ["server/db/rows.ts", false, 2],
    ]);
  });

  test("its upward imports and type-only cycles fail the check", () => {
    const { problems } = checkGraph(readGraph(root));
    expect(problems).toEqual([
      expect.stringMatching(/^core\/money\.ts:1 imports app\/lib\/format\.ts \(types\): core may not import app/),
      expect.stringMatching(/^server\/db\/client\.ts:1 imports server\/features\/bookings\/bookings\.service\.ts \(types\): server\/db may not import/),
      expect.stringMatching(/^an import cycle of 2 files:\n {2}app\/lib\/format\.ts:1 imports core\/money\.ts \(types\)\n/),
      expect.stringMatching(/^an import cycle of 2 files:\n {2}server\/db\/client\.ts:1 imports server\/features/),
    ]);
  });
});

test("Haya's own production code runs down, with no cycle but those known", () => {
  const { problems } = checkGraph(readGraph(), FLOORS, KNOWN);
  expect(problems).toEqual([]);
});

test("the floors agree with eslint.config.js's walls on where the files are", () => {
  expect(["server/db/schema/index.ts", "server/features/bookings/quote.ts", "server/http/api/v1.ts", "server/seed/demo.ts", "server/commands/admin.ts", "server/bootstrap.ts", "app/routes/admin/console.tsx"].map((f) => floorOf(f))).toEqual([
    "server/db",
    "server/features",
    "server/http and services.ts",
    "seeds, commands, settings, start-up",
    "seeds, commands, settings, start-up",
    "seeds, commands, settings, start-up",
    "app",
  ]);
});
