// A listing's share card: the 1200 × 630 picture WhatsApp, Facebook and X show with a link to it (Open Graph), like an
// advert — its cover photo, its title, its price per day and its place, over a dark band, with Haya's name. Rendered
// with sharp (the text as SVG), once per version of what it shows: the cache key is a hash of all of it.
import { createHash } from "node:crypto";
import { loadSharp } from "./sharp";

export const SHARE_CARD = { width: 1200, height: 630 } as const;

export interface ShareCardText {
  title: string;
  /** "₦25,000 / day" */
  price: string;
  /** "Yaba, Lagos" */
  place: string;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/** The title in at most two lines of about `width` characters, cut with an ellipsis. */
export function titleLines(title: string, width = 32): string[] {
  const words = title.trim().split(/\s+/);
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (next.length <= width) line = next;
    else {
      if (line) lines.push(line);
      line = w.length > width ? `${w.slice(0, width - 1)}…` : w;
    }
    if (lines.length === 2) break;
  }
  if (lines.length < 2 && line) lines.push(line);
  if (lines.length === 2 && lines.join(" ").length < title.trim().length) lines[1] = `${lines[1]!.replace(/[\s,.;:–-]*$/, "").slice(0, width - 1)}…`;
  return lines.slice(0, 2);
}

function overlay(text: ShareCardText): Buffer {
  const lines = titleLines(text.title);
  const titleY = lines.length === 1 ? 480 : 430;
  const tspans = lines.map((l, i) => `<tspan x="60" y="${titleY + i * 64}">${escapeXml(l)}</tspan>`).join("");
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD.width}" height="${SHARE_CARD.height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.45" stop-color="#022c22" stop-opacity="0.82"/><stop offset="1" stop-color="#022c22" stop-opacity="0.95"/></linearGradient></defs>
  <rect x="0" y="300" width="${SHARE_CARD.width}" height="330" fill="url(#g)"/>
  <rect x="60" y="48" rx="12" width="150" height="64" fill="#065f46"/>
  <text x="135" y="92" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" font-weight="800" fill="#fff" text-anchor="middle">Haya</text>
  <text font-family="DejaVu Sans, Arial, sans-serif" font-size="52" font-weight="700" fill="#fff">${tspans}</text>
  <text x="60" y="590" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="#fcd34d">${escapeXml(text.price)}<tspan dx="20" fill="#d1fae5" font-weight="400">· ${escapeXml(text.place)}</tspan></text>
</svg>`);
}

/** The card as a JPEG: the photo (cover-cropped) or Haya's green, and the text over it. */
export async function renderShareCard(photo: Buffer | undefined, text: ShareCardText, opts: { density?: number } = {}): Promise<Buffer> {
  const sharp = await loadSharp();
  const base = photo
    ? sharp(photo, { density: opts.density }).rotate().resize(SHARE_CARD.width, SHARE_CARD.height, { fit: "cover" })
    : sharp({ create: { width: SHARE_CARD.width, height: SHARE_CARD.height, channels: 3, background: "#065f46" } });
  return base.composite([{ input: overlay(text) }]).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/** Where a card of this photo and text is cached: another title, price, place or photo is another card. */
export function shareCardKey(photoKey: string | undefined, text: ShareCardText): string {
  const hash = createHash("sha1").update(JSON.stringify([photoKey ?? "", text.title, text.price, text.place])).digest("hex");
  return `share/${hash.slice(0, 2)}/${hash}.jpg`;
}
