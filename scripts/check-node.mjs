// Stops `npm start` and `npm test` at once, with one line, on a Node that Haya does not support (package.json "engines"),
// instead of a stack trace later. Written in the oldest syntax any Node still runs, so that it can speak on all of them.
import { readFileSync } from "node:fs";

const wanted = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).engines.node; // ">=22.22.0"
const [needMajor, needMinor] = wanted.replace(/^>=/, "").split(".").map(Number);
const [major, minor] = process.versions.node.split(".").map(Number);

if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `Haya needs Node ${needMajor}.${needMinor} or newer (Node 26 or 24 recommended), and this is Node ${process.versions.node}: install it as README.md says under "Node", then run the command again.`,
  );
  process.exit(1);
}
