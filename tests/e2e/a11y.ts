// Accessibility check used on every page a journey visits: no serious or critical axe-core violations.
//
// axe-core itself, run in the page: injected once per document, every rule, only the violations sent back. This is
// @axe-core/playwright's check without its costs, which were half of the browser suite's time on two cores: it injects
// the 500 KB script into every frame on every call, sends back every passing node's HTML as well, and finishes each run
// in a new tab. Haya's pages have no frames but the outbox's sandboxed e-mail preview, which axe cannot run in (its
// timers never fire there) and which is checked on its own (outbox.spec.ts).
import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

export async function expectAccessible(page: Page) {
  // The second database's run (TEST_DATABASE_ONLY, decision 040): the markup was checked on the first, and is the same.
  if (process.env.TEST_DATABASE_ONLY) return;
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (): Promise<Violation[]> => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const results = await axe.run({ exclude: [["iframe[sandbox]"]] }, { resultTypes: ["violations"], iframes: false });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
  });
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.targets.slice(0, 3).join(", ")})`)).toEqual([]);
}
