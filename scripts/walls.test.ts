// The walls between the floors that eslint.config.js keeps (issue 35, item 5): one import across each, planted in a file
// that does not exist (ESLint's lintText with a path in the repo, so the repo's own config applies), must be refused,
// and the imports each floor may make must pass. A wall that lets its planted import through fails here, not in review.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

const eslint = new ESLint({ cwd: path.join(import.meta.dirname, "..") });
const WALL_RULES = ["no-restricted-imports", "@typescript-eslint/no-restricted-imports"];

/** What the walls say about `code` as the file at `file` (relative to the repo): their messages, nothing else. */
async function walls(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(import.meta.dirname, "..", file) });
  return result!.messages.filter((m) => m.ruleId && WALL_RULES.includes(m.ruleId)).map((m) => m.message);
}

/** The sources a snippet imports from, for the tests' names. */
const sources = (code: string) => [...code.matchAll(/from "([^"]+)"/g)].map((m) => m[1]).join(", ");
/** Rows of [file, code, …] with the sources put second, for `%s imports %s`. */
const named = <R extends unknown[]>(rows: [string, string, ...R][]) => rows.map(([file, code, ...rest]) => [file, sources(code), code, ...rest] as [string, string, string, ...R]);

/** A value import of `name` from `from`, used, so that it stays a value import. */
const value = (from: string, name = "x") => `import { ${name} } from "${from}";\nexport const used = ${name};\n`;
const typeOnly = (from: string) => `import type { X } from "${from}";\nexport type Used = X;\n`;

describe("the walls refuse an import", () => {
  test.each(named([
    ["core/planted.ts", value("../server/http/page-context"), /core\/ imports only core\//],
    ["core/planted.ts", typeOnly("../server/features/bookings/bookings.service"), /core\/ imports only core\//],
    ["core/planted.ts", value("~/lib/format"), /core\/ imports only core\//],
  ]))("%s imports %s, from outside core/", async (file, _from, code, message) => {
    expect(await walls(file, code)).toEqual([expect.stringMatching(message)]);
  });

  test.each(named([
    ["server/db/planted.ts", value("../features/bookings/bookings.service")],
    ["server/db/planted.ts", typeOnly("../features/media/storage")],
    ["server/db/migrations/planted.ts", value("../../features/search/search.repo")],
    ["server/db/planted.ts", value("../http/app")],
  ]))("%s imports %s, a feature or HTTP module", async (file, _from, code) => {
    expect(await walls(file, code)).toEqual([expect.stringMatching(/server\/db\/ imports no feature/)]);
  });

  test.each(named([
    ["server/features/bookings/planted.ts", value("../../services")],
    ["server/features/bookings/planted.ts", value("../../http/api/v1")],
  ]))("%s imports %s, HTTP or services.ts", async (file, _from, code) => {
    expect(await walls(file, code)).toEqual([expect.stringMatching(/A feature imports no HTTP module/)]);
  });

  test.each(named([
    ["server/db/planted.ts", value("../seed/demo", "isCatalogueEmpty")],
    ["server/db/planted.ts", typeOnly("../seed/data/types")],
    ["server/db/planted.ts", value("../commands/seed")],
    ["server/db/planted.ts", value("../bootstrap", "bootstrapDatabase")],
    ["server/features/media/planted.ts", value("../../seed/demo", "allDemoPhotoKeys")],
    ["server/features/admin/planted.ts", value("../../commands/admin")],
    ["server/features/listings/planted.ts", value("../../bootstrap", "bootstrapDatabase")],
  ]))("%s imports %s, a consumer on top", async (file, _from, code) => {
    expect(await walls(file, code)).toEqual([expect.stringMatching(/import no seed, command or server\/bootstrap\.ts/)]);
  });

  test.each(named([
    ["app/components/planted.tsx", value("../../server/features/bookings/bookings.service")],
    ["app/lib/planted.ts", value("../../server/errors")],
    ["app/routes/planted.tsx", value("../../server/features/listings/listings.service")],
    // An area's component is no route module: none of a loader's server imports for it.
    ["app/routes/item/components/planted.tsx", value("../../../../server/http/page-context")],
  ]))("%s, in the browser, imports a value from %s", async (file, _from, code) => {
    expect(await walls(file, code)).toEqual([expect.stringMatching(/The browser runs this module/)]);
  });

  test("server/http/planted.ts from app/", async () => {
    expect(await walls("server/http/planted.ts", value("../../app/routes"))).toEqual([expect.stringMatching(/server\/ never imports from app\//)]);
  });

  test.each(named([
    ["server/features/bookings/planted.ts", value("../../testing/bookings")],
    ["server/planted.ts", value("./testing/db")],
    ["app/lib/planted.ts", typeOnly("../../server/testing/http")],
    ["app/components/planted.tsx", value("../../tests/e2e/helpers")],
    ["core/planted.ts", value("./money.test")],
  ]))("%s, production code, imports the test helper %s", async (file, _from, code) => {
    expect(await walls(file, code)).toEqual([expect.stringMatching(/imports no test|imports nothing from tests/)]);
  });
});

describe("the walls let through", () => {
  test.each(named([
    ["core/planted.ts", value("./money", "formatNaira") + value("zod", "z").replace("used", "z2")],
    ["server/db/planted.ts", value("../../core/booking-states", "BOOKING_STATUSES")],
    ["server/features/bookings/planted.ts", value("../../db/rows") + value("../../errors", "y").replace("used", "y2")],
    ["app/components/planted.tsx", typeOnly("../../server/features/bookings/booking-views") + value("@core/pickup", "deadlineText")],
    ["app/routes/planted.tsx", value("../../server/http/page-context") + value("../../server/features/accounts/accounts.schema", "y").replace("used", "y2")],
    ["app/components/planted.server.ts", value("../../server/features/bookings/bookings.service")],
    ["server/features/bookings/planted.test.ts", value("../../testing/bookings") + value("../../services", "y").replace("used", "y2")],
    ["server/seed/planted.ts", value("../features/search/search.repo") + value("../db/schema", "y").replace("used", "y2")],
    ["server/commands/planted.ts", value("../seed/demo") + value("../features/media/originals", "y").replace("used", "y2")],
    ["server/planted.ts", value("./seed/demo") + value("./db/migrate", "y").replace("used", "y2")],
    ["server/features/media/planted.test.ts", value("../../seed/demo")],
  ]))("%s imports %s", async (file, _from, code) => {
    expect(await walls(file, code)).toEqual([]);
  });
});
