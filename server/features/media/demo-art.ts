// Generated artwork for demo listings: a gradient scene around a category icon, described entirely by its key.
import { DEMO_ICONS, FALLBACK_ICON } from "./demo-icons";

/** Demo photo keys look like `demo/v1/car/0f766e-5eead4/2`: icon, palette, variant. */
const DEMO_KEY = /^demo\/v1\/([a-z0-9-]+)\/([0-9a-f]{6})-([0-9a-f]{6})\/([0-9])$/;
export const DEMO_ART_SIZE = { width: 1600, height: 1200 } as const;

/** A generated demo photo: drawn from its key, with no original in storage. */
export const isDemoPhotoKey = (key: string) => DEMO_KEY.test(key);

export function demoPhotoKey(icon: string, palette: [string, string], variant: number): string {
  const hex = (c: string) => c.replace("#", "").toLowerCase();
  return `demo/v1/${icon}/${hex(palette[0])}-${hex(palette[1])}/${variant % 10}`;
}

/** Demo keys that the seed can produce; any other demo key is refused, so URLs cannot ask for new renders. */
let allowed: Set<string> | undefined;
export function allowDemoKeys(keys: Iterable<string>): void {
  allowed = new Set(keys);
}


/** An icon's drawing (from the generated demo-icons.ts); an icon the seed does not use draws as the fallback. */
function iconInner(name: string): string {
  return DEMO_ICONS[name] ?? DEMO_ICONS[FALLBACK_ICON] ?? "";
}

function mix(a: string, b: string, t: number): string {
  const pa = [0, 2, 4].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [0, 2, 4].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => Math.round(v + ((pb[i] ?? v) - v) * t).toString(16).padStart(2, "0")).join("")}`;
}

/** Returns the SVG for a demo key, or undefined when the key is not a demo key. */
export function renderDemoArt(key: string): string | undefined {
  const m = DEMO_KEY.exec(key);
  if (!m || (allowed && !allowed.has(key))) return undefined;
  const [, icon = "package", from = "334155", to = "94a3b8", v = "0"] = m;
  const variant = Number(v);
  const angle = [135, 160, 110, 200, 60][variant % 5] ?? 135;
  const deep = mix(from, "0b1220", 0.35);
  const light = mix(to, "ffffff", 0.55);
  // Three compositions: icon centred on a card, icon on a sun disc, icon over a tiled floor.
  const layout = variant % 3;
  const iconX = layout === 1 ? 118 : 152;
  const iconY = layout === 2 ? 92 : 102;
  const scale = layout === 1 ? 6.2 : 4;
  const blobs = [0, 1, 2, 3]
    .map((i) => {
      const cx = (i * 97 + variant * 53) % 400;
      const cy = (i * 61 + variant * 37) % 300;
      const r = 30 + ((i * 23 + variant * 11) % 70);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="${0.06 + i * 0.03}"/>`;
    })
    .join("");
  const backdrop =
    layout === 0
      ? `<rect x="130" y="80" width="140" height="140" rx="28" fill="#ffffff" opacity="0.92"/>`
      : layout === 1
        ? `<circle cx="192" cy="176" r="96" fill="${light}" opacity="0.9"/>`
        : `<rect x="0" y="214" width="400" height="86" fill="${deep}" opacity="0.35"/><rect x="138" y="78" width="124" height="124" rx="62" fill="#ffffff" opacity="0.9"/>`;
  const stroke = layout === 1 ? deep : `#${from}`;
  const iconSvg = `<g transform="translate(${layout === 1 ? iconX - 4 : iconX - 0} ${layout === 1 ? iconY : iconY - 0}) scale(${scale})" fill="none" stroke="${stroke}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${iconInner(icon)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_ART_SIZE.width}" height="${DEMO_ART_SIZE.height}" viewBox="0 0 400 300">
<defs><linearGradient id="g" gradientTransform="rotate(${angle - 90} 0.5 0.5)"><stop offset="0" stop-color="#${from}"/><stop offset="1" stop-color="#${to}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/>${blobs}${backdrop}${iconSvg}
<path d="M0 262 Q100 240 200 258 T400 250 V300 H0Z" fill="${deep}" opacity="0.25"/>
</svg>`;
}
