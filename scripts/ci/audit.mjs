// CI: no high or critical advisory in the packages that run in production (`npm audit --omit=dev`). A registry that
// offers no audit endpoint (a mirror, an offline cache) is said so in one line and not counted as a failure.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why = report?.message ?? report?.error?.summary ?? "no answer";
  console.log(`npm audit: skipped, the registry gave no audit report (${why.trim()})`);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit (production packages): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`);
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {}))
    if (v.severity === "high" || v.severity === "critical") console.error(`  ${v.severity}: ${name} ${v.range ?? ""}`);
  process.exit(1);
}
