// CI: the committed migrations are exactly what the Drizzle schema needs. `drizzle-kit check` finds clashing
// migrations; `drizzle-kit generate` must find nothing to add (a schema change without its migration fails here).
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const dir = "server/db/migrations";
const list = () => new Set(fs.readdirSync(dir).concat(fs.readdirSync(`${dir}/meta`).map((f) => `meta/${f}`)));
const journal = fs.readFileSync(`${dir}/meta/_journal.json`, "utf8");
const drizzleKit = (...args) => execFileSync("npx", ["drizzle-kit", ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });

drizzleKit("check");
const before = list();
const out = drizzleKit("generate", "--name", "missing_from_ci");
const added = [...list()].filter((f) => !before.has(f));
if (added.length === 0 && /No schema changes/.test(out)) {
  console.log("migrations: the committed SQL matches server/db/schema/");
} else {
  // Leave the tree as it was, and say what is missing.
  for (const f of added) fs.rmSync(`${dir}/${f}`);
  fs.writeFileSync(`${dir}/meta/_journal.json`, journal);
  console.error(`migrations: server/db/schema/ has changes with no committed migration (run npm run db:generate):\n${out}`);
  process.exit(1);
}
