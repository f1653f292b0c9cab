// The results map's geometry: Web Mercator as tile servers draw it, frames that keep every point in view, and the tiles
// that cover a frame; and which MAP_TILE_URL values are tile addresses.
import { describe, expect, it } from "vitest";
import { frameFor, TILE_SIZE, tileOrigin, tilesFor, tileUrlProblem, worldPixel } from "./map-tiles";
import { findPlace } from "./places";

describe("worldPixel", () => {
  it("puts 0°, 0° at the middle of the world and matches a tile server's numbering", () => {
    expect(worldPixel({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    // Lagos (6.45° N, 3.39° E) is on tile 8/130/123 of OpenStreetMap's numbering.
    const lagos = worldPixel({ lat: 6.45, lng: 3.39 }, 8);
    expect([Math.floor(lagos.x / TILE_SIZE), Math.floor(lagos.y / TILE_SIZE)]).toEqual([130, 123]);
  });
});

describe("frameFor", () => {
  const ibadan = findPlace("Ibadan")!;
  const lagos = findPlace("Lagos")!;
  const kano = findPlace("Kano")!;

  it("keeps every point inside the frame, closer for near places than for far ones", () => {
    const near = frameFor([ibadan, lagos], 600, 400);
    const far = frameFor([lagos, kano], 600, 400);
    expect(near.zoom).toBeGreaterThan(far.zoom);
    for (const [frame, points] of [[near, [ibadan, lagos]], [far, [lagos, kano]]] as const) {
      for (const p of points) {
        const px = worldPixel(p, frame.zoom);
        expect(px.x - frame.left).toBeGreaterThanOrEqual(0);
        expect(px.x - frame.left).toBeLessThanOrEqual(600);
        expect(px.y - frame.top).toBeGreaterThanOrEqual(0);
        expect(px.y - frame.top).toBeLessThanOrEqual(400);
      }
    }
  });

  it("shows one town with its surroundings, not its streets", () => {
    expect(frameFor([ibadan], 600, 400).zoom).toBe(10);
  });
});

describe("tilesFor", () => {
  it("covers the whole frame with tiles from the template, each placed where it belongs", () => {
    const frame = frameFor([findPlace("Ibadan")!, findPlace("Lagos")!], 600, 400);
    const tiles = tilesFor(frame, "https://tiles.example.ng/{z}/{x}/{y}.png");
    for (const t of tiles) expect(t.url).toMatch(new RegExp(`^https://tiles\\.example\\.ng/${frame.zoom}/\\d+/\\d+\\.png$`));
    // Every corner and the middle of the frame lie on some tile.
    for (const [x, y] of [[0, 0], [599, 0], [0, 399], [599, 399], [300, 200]] as const)
      expect(tiles.some((t) => x >= t.x && x < t.x + TILE_SIZE && y >= t.y && y < t.y + TILE_SIZE), `${x},${y}`).toBe(true);
    // No tile wholly outside it.
    expect(tiles.every((t) => t.x < 600 && t.y < 400 && t.x + TILE_SIZE > 0 && t.y + TILE_SIZE > 0)).toBe(true);
  });
});

describe("MAP_TILE_URL", () => {
  it("takes an http(s) address with {z}, {x} and {y}, and says what is wrong with others", () => {
    expect(tileUrlProblem("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBeUndefined();
    expect(tileUrlProblem("https://tiles.example.ng/{z}/{x}.png")).toBe("must contain {z}, {x} and {y}");
    expect(tileUrlProblem("ftp://tiles.example.ng/{z}/{x}/{y}.png")).toBe("must be an http(s) URL");
    expect(tileUrlProblem("tiles/{z}/{x}/{y}.png")).toBe("must be a URL");
    expect(tileOrigin("https://a.tiles.example.ng:8443/osm/{z}/{x}/{y}.png")).toBe("https://a.tiles.example.ng:8443");
  });
});
