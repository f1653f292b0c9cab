// Writes .br and .gz beside every compressible built asset, so they are served without runtime compression.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = "build/client";
const compressible = /\.(js|css|svg|json|txt|html|webmanifest|map)$/;
let count = 0;
for (const file of fs.readdirSync(root, { recursive: true })) {
  const full = path.join(root, String(file));
  // The service worker is revalidated on every visit: left to server/http/middleware/compress.ts, it gets a content ETag (304s).
  if (full === path.join(root, "sw.js")) continue;
  if (!compressible.test(full) || !fs.statSync(full).isFile()) continue;
  const data = fs.readFileSync(full);
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} assets`);
