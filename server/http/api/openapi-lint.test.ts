// The /api/v1 document against Redocly's `recommended` rules (the linter a client generator's users run, issue 40): no
// error and no warning, so that openapi-generator and the like can use it as it is.
import { createConfig, lintFromString, type NormalizedProblem } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { apiV1Document } from "./v1";

/** Redocly's recommended rules as they are: a rule turned off here needs a line saying why. */
const config = createConfig({ extends: ["recommended"] });

async function problemsOf(doc: object): Promise<string[]> {
  const problems: NormalizedProblem[] = await lintFromString({ source: JSON.stringify(doc), absoluteRef: "/api/v1/openapi.json", config: await config });
  return problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? "?"}: ${p.message}`);
}

type Doc = { paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>; info: { license?: unknown } };

describe("the OpenAPI document under Redocly's recommended rules", () => {
  it("has no error and no warning", async () => {
    expect(await problemsOf(apiV1Document())).toEqual([]);
  });

  it("notices an operation without operationId or security, and a document without a licence", async () => {
    const doc = apiV1Document() as unknown as Doc;
    delete doc.paths["/categories"]!.get!.operationId;
    delete doc.paths["/categories"]!.get!.security;
    delete doc.info.license;
    const problems = await problemsOf(doc);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^warn operation-operationId at #\/paths\/~1categories\/get/),
        expect.stringMatching(/^error security-defined at #\/paths\/~1categories\/get/),
        expect.stringMatching(/^warn info-license /),
      ]),
    );
  });

  it("names every operation in camelCase, verb first, once", () => {
    const ids = Object.values((apiV1Document() as unknown as Doc).paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.length).toBeGreaterThan(90);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:[A-Z][a-z]*)+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
