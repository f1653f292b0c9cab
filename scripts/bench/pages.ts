// `npx tsx scripts/bench/pages.ts --base http://127.0.0.1:3500 [--runs 3]`: Lighthouse and page weight, as markdown.
import { BENCH_PAGES, lighthousePages, markdownLighthouse } from "./lighthouse";
import { markdownWeights, pageWeights } from "./weight";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const base = arg("base", "http://127.0.0.1:3500");
const runs = Number(arg("runs", "3"));

const lh = await lighthousePages(base, BENCH_PAGES, runs);
console.log(`## Lighthouse (mobile, simulated throttling, median of ${runs} runs by performance score)\n`);
console.log(markdownLighthouse(lh));
const failing = lh.filter((p) => p.failing.length > 0);
if (failing.length > 0) {
  console.log("\nFailing audits:\n");
  for (const p of failing) console.log(`- \`${p.path}\`: ${p.failing.join(", ")}`);
}
console.log("\n## Page weight (phone, compressed bytes over the network)\n");
console.log(markdownWeights(await pageWeights(base, BENCH_PAGES)));
