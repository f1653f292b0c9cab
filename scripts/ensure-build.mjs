// Builds Haya when build/ is missing or older than the sources, so `npm start` always serves current code.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const marker = "build/server.js";
function newest(dir) {
  let t = 0;
  for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, f.name);
    t = Math.max(t, f.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}
const sources = ["app", "core", "server", "package.json", "vite.config.ts", "react-router.config.ts"];
const stale =
  !fs.existsSync(marker) ||
  sources.some((s) => fs.existsSync(s) && (fs.statSync(s).isDirectory() ? newest(s) : fs.statSync(s).mtimeMs) > fs.statSync(marker).mtimeMs);
if (stale) {
  console.log("Building Haya (first start or changed sources)…");
  execSync("npm run build", { stdio: "inherit" });
}
