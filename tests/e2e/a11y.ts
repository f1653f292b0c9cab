// Accessibility check used on every page a journey visits: no serious or critical axe-core violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export async function expectAccessible(page: Page) {
  // axe cannot run inside a frame that runs no script (its timers never fire: the check waits until the test times
  // out), such as the outbox's sandboxed e-mail preview; that HTML is checked on its own (outbox.spec.ts).
  const results = await new AxeBuilder({ page }).exclude("iframe[sandbox]").analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([]);
}
