// The results on a map, one pin per town (listings sit at their city's or area's centre: core/places), drawn as SVG on
// a plain background: no map tiles, so no request leaves the site. Loaded only when 'Show map' is pressed (map-view.tsx).
import { listingCoordinates, PLACES, type LatLng } from "@core/places";
import type { ListingCard } from "../../../server/features/catalogue/catalogue.schema";

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

export function ResultsMap({ items, near }: { items: readonly ListingCard[]; near?: LatLng | undefined }) {
  const pins = pinsOf(items);
  const points: LatLng[] = [...pins, ...(near ? [near] : [])];
  if (points.length === 0) return null;
  // The results' box fills 80% of the frame (at least half a degree across); longitude shrinks by the cosine of the latitude.
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const mid = { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lng: (Math.min(...lngs) + Math.max(...lngs)) / 2 };
  const k = Math.cos((mid.lat * Math.PI) / 180);
  const height = WIDTH * (2 / 3);
  const scale = Math.min((WIDTH * 0.8) / ((Math.max(...lngs) - Math.min(...lngs)) * k), (height * 0.8) / (Math.max(...lats) - Math.min(...lats)), (height * 0.8) / 0.5);
  const x = (p: LatLng) => WIDTH / 2 + (p.lng - mid.lng) * k * scale;
  const y = (p: LatLng) => height / 2 - (p.lat - mid.lat) * scale;
  const inside = (p: LatLng) => x(p) >= 0 && x(p) <= WIDTH && y(p) >= 0 && y(p) <= height;
  // The table's other towns in view, for bearings.
  const landmarks = PLACES.filter((p) => inside(p) && !pins.some((pin) => pin.lat === p.lat && pin.lng === p.lng)).slice(0, 40);
  const summary = `Map of ${items.length} listing${items.length === 1 ? "" : "s"} in ${pins.length} place${pins.length === 1 ? "" : "s"}`;

  return (
    <figure className="mb-6 overflow-hidden rounded-xl border border-slate-200 bg-white">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary} className="block h-auto w-full bg-slate-100">
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
              Here
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
      </figcaption>
    </figure>
  );
}
