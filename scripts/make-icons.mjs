// `node scripts/make-icons.mjs`: the app icons of the web app manifest (public/manifest.webmanifest), drawn from the
// favicon's H: 192 and 512 px, and a maskable 512 px one whose mark keeps inside the safe circle Android crops to.
// Run again after changing the favicon; the PNGs are committed (a few KB), so the build needs nothing.
import fs from "node:fs";
import sharp from "sharp";

const mark = (size, pad) => {
  const s = size - 2 * pad;
  const scale = s / 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" ${pad ? "" : `rx="${7 * scale}"`} fill="#065f46"/><g transform="translate(${pad} ${pad}) scale(${scale})"><path d="M9 8v16M23 8v16M9 16h14" stroke="#fbbf24" stroke-width="3.5" stroke-linecap="round" fill="none"/></g></svg>`;
};
for (const [file, size, pad] of [["icon-192.png", 192, 0], ["icon-512.png", 512, 0], ["icon-maskable-512.png", 512, 96]])
  fs.writeFileSync(`public/${file}`, await sharp(Buffer.from(mark(size, pad))).png({ compressionLevel: 9 }).toBuffer());
