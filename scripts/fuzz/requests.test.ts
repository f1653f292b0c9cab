// The fuzz's requests are a function of the seed and the index: a failure printed with its seed can be sent again.
import { describe, expect, it } from "vitest";
import { operationsOf, type ApiDocument } from "./document";
import type { Fixtures } from "./fixtures";
import { KINDS } from "./mutate";
import { makeRequest, type RequestContext } from "./requests";

const doc: ApiDocument = {
  paths: {
    "/bookings/{id}/extensions": {
      post: {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } }],
        requestBody: { content: { "application/json": { schema: { type: "object", properties: { endDate: { type: "string", format: "date" }, note: { type: "string", maxLength: 50 } }, required: ["endDate"] } } } },
        responses: { 201: {}, 400: {} },
        security: [{ session: [] }],
      },
    },
    "/listings": { get: { parameters: [{ name: "limit", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 50 } }], responses: { 200: {} } } },
  },
};
const fixtures: Fixtures = { personas: { visitor: { ip: "1" }, owner: { ip: "2", cookie: "s=o" }, renter: { ip: "3", cookie: "s=r" }, stranger: { ip: "4", cookie: "s=s" } }, ids: { bookings: [7, 8] }, keep: {}, untouched: {}, words: {}, private: [], secrets: [] };
const ctx = (seed: number): RequestContext => ({ doc, ops: operationsOf(doc), fixtures, seed, origin: "http://127.0.0.1:1" });
const wire = (seed: number, i: number) => {
  const { method, path, headers, body, kind, persona } = makeRequest(ctx(seed), i);
  return JSON.stringify({ method, path, headers, body: body?.toString("base64"), kind, persona });
};

describe("fuzz requests", () => {
  it("are the same for the same seed and index, and differ with the seed", () => {
    for (let i = 0; i < 50; i++) expect(wire(42, i)).toBe(wire(42, i));
    expect(Array.from({ length: 50 }, (_, i) => wire(42, i))).not.toEqual(Array.from({ length: 50 }, (_, i) => wire(43, i)));
  });

  it("take every operation as every person, with every kind of mutation", () => {
    const made = Array.from({ length: 2_000 }, (_, i) => makeRequest(ctx(1), i));
    expect(new Set(made.map((r) => `${r.op.name} ${r.persona}`)).size).toBe(2 * 4);
    expect(new Set(made.map((r) => r.kind))).toEqual(new Set(KINDS));
    // A valid one aims at the fixtures' bookings, with a JSON body that has its required field.
    const valid = made.find((r) => r.kind === "valid" && r.method === "POST")!;
    expect(valid.path).toMatch(/^\/api\/v1\/bookings\/\d+\/extensions$/);
    expect(JSON.parse(valid.body!.toString())).toHaveProperty("endDate");
  });

  it("never aim a person's writes at what they must leave untouched, though others' writes try it", () => {
    const guarded: Fixtures = { ...fixtures, ids: { bookings: [424242] }, untouched: { owner: [424242] } };
    const made = Array.from({ length: 2_000 }, (_, i) => makeRequest({ ...ctx(1), fixtures: guarded }, i));
    const guardedAims = made.filter((r) => r.path.startsWith("/api/v1/bookings/424242/"));
    expect(guardedAims.filter((r) => r.persona === "owner")).toEqual([]);
    expect(new Set(guardedAims.map((r) => r.persona))).toEqual(new Set(["visitor", "renter", "stranger"]));
  });
});
