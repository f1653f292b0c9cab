// The results map's geometry (app/routes/browse/components/results-map.tsx): Web Mercator, the projection of every slippy-map
// tile server, so that pins land on the right place of the tiles when a tile server is configured (MAP_TILE_URL), and
// the same drawing without tiles when none is. Pure: the server checks the setting with it, the map draws with it.
import type { LatLng } from "./places";

export const TILE_SIZE = 256;
/**
 * Zooms the map is drawn at: the country (5) down to a town and its surroundings (10, some 80 km across 600 pixels).
 * Listings sit at their town's centre (core/places), so a closer view would show streets no pin stands on.
 */
const MIN_ZOOM = 5;
const MAX_ZOOM = 10;

/** A tile server's address, e.g. https://tiles.example.ng/{z}/{x}/{y}.png, and the credit its data asks for. */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** The address of tile 0/0/0 of `template`: a URL to read the template's parts from. */
const sampleTile = (template: string) => new URL(template.replace(/\{[zxy]\}/g, "0"));

/** Why `template` is not a tile address Haya can use, or undefined when it is. */
export function tileUrlProblem(template: string): string | undefined {
  let url: URL;
  try {
    url = sampleTile(template);
  } catch {
    return "must be a URL";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must be an http(s) URL";
  if (!["{z}", "{x}", "{y}"].every((p) => template.includes(p))) return "must contain {z}, {x} and {y}";
  return undefined;
}

/** The origin the map's tiles come from (for the Content-Security-Policy's img-src). */
export const tileOrigin = (template: string) => sampleTile(template).origin;

/** `p` in pixels of the whole world drawn at `zoom` (x east from 180° W, y south from about 85° N). */
export function worldPixel(p: LatLng, zoom: number): { x: number; y: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const lat = Math.max(-85, Math.min(85, p.lat));
  const s = Math.sin((lat * Math.PI) / 180);
  return { x: ((p.lng + 180) / 360) * size, y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * size };
}

export interface MapFrame {
  zoom: number;
  /** World pixels at `zoom` of the frame's top left corner. */
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The frame `width` × `height` pixels that shows every point, at the closest zoom that keeps them within 80% of it
 * (a whole zoom, as tiles come in, between the country and a town), centred on them.
 */
export function frameFor(points: readonly LatLng[], width: number, height: number): MapFrame {
  // The points' box in world pixels at each zoom, from the closest: the first that fits (or the country's) is drawn.
  const boxAt = (zoom: number) => {
    const px = points.map((p) => worldPixel(p, zoom));
    const xs = px.map((p) => p.x);
    const ys = px.map((p) => p.y);
    return { zoom, minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
  };
  let box = boxAt(MAX_ZOOM);
  while (box.zoom > MIN_ZOOM && (box.maxX - box.minX > width * 0.8 || box.maxY - box.minY > height * 0.8)) box = boxAt(box.zoom - 1);
  const left = (box.minX + box.maxX) / 2 - width / 2;
  const top = (box.minY + box.maxY) / 2 - height / 2;
  return { zoom: box.zoom, left, top, width, height };
}

export interface Tile {
  url: string;
  /** Where it goes in the frame, in the frame's pixels. */
  x: number;
  y: number;
}

/** The tiles that cover `frame`, each with its address from `template` ({z}/{x}/{y}). */
export function tilesFor(frame: MapFrame, template: string): Tile[] {
  const n = 2 ** frame.zoom;
  const tiles: Tile[] = [];
  for (let ty = Math.floor(frame.top / TILE_SIZE); ty * TILE_SIZE < frame.top + frame.height; ty++) {
    if (ty < 0 || ty >= n) continue;
    for (let tx = Math.floor(frame.left / TILE_SIZE); tx * TILE_SIZE < frame.left + frame.width; tx++) {
      const wrapped = ((tx % n) + n) % n;
      const url = template.replace("{z}", String(frame.zoom)).replace("{x}", String(wrapped)).replace("{y}", String(ty));
      tiles.push({ url, x: tx * TILE_SIZE - frame.left, y: ty * TILE_SIZE - frame.top });
    }
  }
  return tiles;
}
