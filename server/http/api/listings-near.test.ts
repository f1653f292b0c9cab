// GET /api/v1/listings near a place: nearest first with `distanceKm` on each card, explicit state and city filters,
// and a clear 400 naming the field for a `near` that is not a place or coordinates.
import { describe, expect, it } from "vitest";
import { apiHarness } from "../../testing/http";
import { apiV1Document } from "./v1";
import { NEAR_MESSAGES } from "../../testing/english";

const h = await apiHarness({ seed: true });
const get = async (query: Record<string, string>) => {
  const res = await h.call("GET", `/listings?${new URLSearchParams(query)}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
type Card = { id: number; state: string; city: string; distanceKm?: number };

describe("GET /api/v1/listings near a place", () => {
  it("answers nearest first from a city or from coordinates, each card saying how far, and pages on", async () => {
    const { status, body } = await get({ near: "Ibadan", limit: "10" });
    expect(status).toBe(200);
    const items = body.items as Card[];
    expect(items[0]).toMatchObject({ state: "Oyo", distanceKm: 0 });
    const kms = items.map((i) => i.distanceKm!);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    const next = await get({ near: "Ibadan", limit: "10", cursor: body.nextCursor as string });
    expect(next.status).toBe(200);
    const more = next.body.items as Card[];
    expect(more.some((i) => items.some((j) => j.id === i.id))).toBe(false);
    expect(more[0]!.distanceKm!).toBeGreaterThanOrEqual(kms[kms.length - 1]! - 1);
    const coords = await get({ near: "7.38,3.90", limit: "10" });
    expect((coords.body.items as Card[]).map((i) => i.id)).toEqual(items.map((i) => i.id));
  });

  it("filters by state and city", async () => {
    const { status, body } = await get({ state: "lagos", city: "Yaba", limit: "50" });
    expect(status).toBe(200);
    const items = body.items as Card[];
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect(i).toMatchObject({ state: "Lagos", city: "Yaba" });
  });

  it.each([
    ["an unknown place", { near: "Atlantis" }, "near", NEAR_MESSAGES.bad],
    ["coordinates off the globe", { near: "95,3.9" }, "near", NEAR_MESSAGES.range],
    ["three numbers", { near: "7,3,9" }, "near", NEAR_MESSAGES.bad],
    ["a script", { near: "<script>alert(1)</script>" }, "near", NEAR_MESSAGES.bad],
    ["the distance order without a place", { sort: "distance" }, "near", NEAR_MESSAGES.sortWithout],
    ["an unknown state", { state: "Wakanda" }, "state", NEAR_MESSAGES.state],
  ])("refuses %s with a 400 naming the field", async (_name, query, field, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "invalid_request", fields: { [field]: message } });
  });

  it("documents near, state and city as query parameters, and distanceKm on the cards", () => {
    const doc = apiV1Document() as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> };
    const names = doc.paths["/listings"]?.get?.parameters?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["near", "state", "city", "location"]));
    expect(JSON.stringify(doc)).toContain("distanceKm");
  });
});
