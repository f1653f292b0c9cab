// The fuzz's judge on answers made up here: each failure it exists to catch is caught, and a good answer passes.
import { describe, expect, it } from "vitest";
import { judge } from "./checks";
import type { Answer } from "./client";
import type { Operation } from "./document";
import type { Fixtures, PersonaName } from "./fixtures";
import type { FuzzRequest } from "./requests";

const op: Operation = { method: "GET", path: "/bookings/{id}", name: "getBooking", params: [], statuses: new Set([200, 400, 401, 404]), signedIn: true };
const fixtures: Fixtures = {
  personas: { visitor: { ip: "1" }, owner: { ip: "2" }, renter: { ip: "3" }, stranger: { ip: "4" } },
  ids: {},
  keep: {}, untouched: {},
  words: {},
  private: [{ prefix: "/bookings/7", allowed: ["owner", "renter"], what: "their booking" }],
  secrets: [{ text: "zq-secret", allowed: ["owner"], what: "the owner's draft" }],
};
const request = (persona: PersonaName, path = "/api/v1/bookings/7"): FuzzRequest => ({ index: 0, persona, op, kind: "valid", method: "GET", path, headers: {} });
const answer = (status: number, body: unknown, headers: Record<string, string> = { "content-type": "application/json", "x-request-id": "r1" }): Answer => ({ status, headers, body: Buffer.from(typeof body === "string" ? body : JSON.stringify(body)), ms: 1 });

describe("the fuzz's judge", () => {
  it("passes a party's 200 and a stranger's 404", () => {
    expect(judge(request("owner"), answer(200, { booking: {} }), fixtures)).toEqual([]);
    expect(judge(request("stranger"), answer(404, { error: "not_found" }), fixtures)).toEqual([]);
  });

  it("fails a 2xx on someone else's resource, and below it, but not on a neighbour's id", () => {
    expect(judge(request("stranger"), answer(200, {}), fixtures)).toEqual(["stranger got 200 on their booking (/bookings/7)"]);
    expect(judge(request("stranger", "/api/v1/bookings/7/accept?x=1"), answer(200, {}), fixtures)).toHaveLength(1);
    expect(judge(request("stranger", "/api/v1/bookings/70"), answer(200, {}), fixtures)).toEqual([]);
  });

  it("fails a visitor let into a signed-in operation, and text shown to someone it is not for", () => {
    expect(judge(request("visitor", "/api/v1/bookings/8"), answer(200, {}), fixtures)).toEqual(["a visitor got 200 from an operation that needs a session"]);
    expect(judge(request("renter"), answer(200, { title: "a zq-secret" }), fixtures)).toEqual(["renter was shown the owner's draft"]);
  });

  it("fails a 5xx, an undocumented status, HTML, a missing X-Request-Id and a reset", () => {
    expect(judge(request("owner"), answer(500, {}), fixtures)).toEqual(["server error 500"]);
    expect(judge(request("owner"), answer(409, {}), fixtures)[0]).toMatch(/^status 409 is not documented for getBooking/);
    expect(judge(request("owner"), answer(404, "<h1>Not found</h1>", { "content-type": "text/html", "x-request-id": "r" }), fixtures)).toEqual(["not JSON (Content-Type: text/html)"]);
    expect(judge(request("owner"), answer(404, {}, { "content-type": "application/json" }), fixtures)).toEqual(["no X-Request-Id"]);
    expect(judge(request("owner"), { ...answer(0, ""), error: "ECONNRESET" }, fixtures)).toEqual(["connection reset (ECONNRESET)"]);
  });
});
