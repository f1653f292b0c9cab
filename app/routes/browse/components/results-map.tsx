// The results on a map, one pin per town (listings sit at their city's or area's centre: core/places), drawn as SVG in
// Web Mercator (core/map-tiles). With a tile server configured (MAP_TILE_URL) its tiles lie under the pins, credited as
// it asks; without one, a plain background and the table's towns for bearings, and no request leaves the site. Loaded
// only when 'Show map' is pressed (map-view.tsx).
import { frameFor, tilesFor, TILE_SIZE, worldPixel, type MapTiles } from "@core/map-tiles";
import { listingCoordinates, PLACES, type LatLng } from "@core/places";
import type { ListingCard } from "../../../../server/features/catalogue/catalogue.schema";
import { m } from "@core/paraglide/messages";

interface Pin extends LatLng {
  label: string;
  count: number;
}

/** One pin per town, biggest first (so that small ones are drawn on top), with how many of the results are there. */
export function pinsOf(items: readonly ListingCard[]): Pin[] {
  const pins = new Map<string, Pin>();
  for (const item of items) {
    const at = listingCoordinates(item.state, item.city);
    if (!at) continue;
    const key = `${at.lat},${at.lng}`;
    const pin = pins.get(key);
    if (pin) pin.count += 1;
    else pins.set(key, { ...at, label: `${item.city}, ${item.state}`, count: 1 });
  }
  return [...pins.values()].sort((a, b) => b.count - a.count);
}

const WIDTH = 600;
const HEIGHT = 400;

export function ResultsMap({ items, near, tiles }: { items: readonly ListingCard[]; near?: LatLng | undefined; tiles?: MapTiles | null }) {
  const pins = pinsOf(items);
  const points: LatLng[] = [...pins, ...(near ? [near] : [])];
  if (points.length === 0) return null;
  const frame = frameFor(points, WIDTH, HEIGHT);
  const x = (p: LatLng) => worldPixel(p, frame.zoom).x - frame.left;
  const y = (p: LatLng) => worldPixel(p, frame.zoom).y - frame.top;
  const inside = (p: LatLng) => {
    const at = worldPixel(p, frame.zoom);
    return at.x >= frame.left && at.x <= frame.left + WIDTH && at.y >= frame.top && at.y <= frame.top + HEIGHT;
  };
  // Without tiles, the table's other towns in view, for bearings (tiles carry their own names).
  const landmarks = tiles ? [] : PLACES.filter((p) => inside(p) && !pins.some((pin) => pin.lat === p.lat && pin.lng === p.lng)).slice(0, 40);
  const summary = `Map of ${items.length} listing${items.length === 1 ? "" : "s"} in ${pins.length} place${pins.length === 1 ? "" : "s"}`;

  return (
    <figure className="mb-6 overflow-hidden rounded-xl border border-slate-200 bg-white">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="block h-auto w-full bg-slate-100">
        {tiles &&
          tilesFor(frame, tiles.url).map((t) => <image key={`${t.x},${t.y}`} href={t.url} x={t.x} y={t.y} width={TILE_SIZE} height={TILE_SIZE} />)}
        {landmarks.map((p) => (
          <g key={`${p.state}-${p.city}`} className="fill-slate-400">
            <circle cx={x(p)} cy={y(p)} r={2} />
            <text x={x(p) + 4} y={y(p) + 3} fontSize={9} className="fill-slate-600">
              {p.city}
            </text>
          </g>
        ))}
        {near && (
          <g>
            <circle cx={x(near)} cy={y(near)} r={7} className="fill-sky-600 stroke-white" strokeWidth={2} />
            <text x={x(near) + 10} y={y(near) + 4} fontSize={11} fontWeight={600} className="fill-sky-800">
              {m.people_map_here()}
            </text>
          </g>
        )}
        {pins.map((p) => {
          const r = Math.min(18, 8 + Math.sqrt(p.count) * 2);
          return (
            <g key={p.label}>
              <circle cx={x(p)} cy={y(p)} r={r} className="fill-brand-700 stroke-white" strokeWidth={2} />
              <text x={x(p)} y={y(p) + 4} fontSize={11} fontWeight={700} textAnchor="middle" className="fill-white">
                {p.count}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="p-3 text-sm text-slate-700">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {pins.map((p) => (
            <li key={p.label}>
              {p.label}: {p.count}
            </li>
          ))}
        </ul>
        {tiles && <p className="mt-2 text-xs text-slate-600">{m.people_map_credit({ credit: tiles.attribution })}</p>}
      </figcaption>
    </figure>
  );
}
