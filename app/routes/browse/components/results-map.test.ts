// The results map as drawn: pins for the towns, no request leaving the site without a tile server, and with one
// (MAP_TILE_URL) its tiles under the pins and its credit beside them.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ListingCard } from "../../../../server/features/catalogue/catalogue.schema";
import { ResultsMap } from "./results-map";

const card = (id: number, state: string, city: string) => ({ id, state, city }) as unknown as ListingCard;
const items = [card(1, "Oyo", "Ibadan"), card(2, "Oyo", "Ibadan"), card(3, "Lagos", "Ikeja")];

describe("ResultsMap", () => {
  it("without a tile server draws the pins on a plain background, with no image from anywhere", () => {
    const html = renderToStaticMarkup(createElement(ResultsMap, { items }));
    expect(html).toContain('aria-label="Map of 3 listings in 2 places"');
    expect(html).not.toContain("<image");
    expect(html).not.toMatch(/https?:/);
    expect(html).toContain("Ibadan, Oyo: 2");
    expect(html).not.toContain("Map: ");
  });

  it("with a tile server draws its tiles under the pins and credits them", () => {
    const tiles = { url: "https://tiles.example.ng/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors" };
    const html = renderToStaticMarkup(createElement(ResultsMap, { items, tiles }));
    const images = [...html.matchAll(/<image href="([^"]+)"/g)].map((m) => m[1]);
    expect(images.length).toBeGreaterThan(0);
    for (const src of images) expect(src).toMatch(/^https:\/\/tiles\.example\.ng\/\d+\/\d+\/\d+\.png$/);
    // The tiles come first, so that the pins are drawn over them.
    expect(html.indexOf("<image")).toBeLessThan(html.indexOf("<circle"));
    expect(html).toContain("Map: © OpenStreetMap contributors");
  });
});
