// The header's suggestions: typed letters suggest categories, chosen with the keyboard (an ARIA 1.2 combobox); without
// JavaScript the header search stays a plain form to /browse.
import { expect } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { test, visit } from "./helpers";

test("typing 'jee' suggests SUVs & Jeeps; the arrow keys and Enter choose it", async ({ page }) => {
  await visit(page, "/");
  const box = page.getByRole("banner").getByRole("combobox", { name: "Search for items to rent" });
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.pressSequentially("jee");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(box).toHaveAttribute("aria-controls", await list.getAttribute("id") ?? "");
  const option = list.getByRole("option", { name: /SUVs & Jeeps/ });
  await expect(option).toContainText("in Vehicles");
  await expect(page.getByRole("status").filter({ hasText: /suggestions?: use the up and down arrows/ })).toBeAttached();
  await expectAccessible(page);

  await box.press("ArrowDown");
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await list.getByRole("option").first().getAttribute("id"))!);
  // Escape closes the list and keeps the text; the arrow opens it again.
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("jee");
  await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/vehicles\/suvs-jeeps$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("SUVs & Jeeps");
  await expectAccessible(page);
});

test("Enter without choosing a suggestion searches the words typed", async ({ page }) => {
  await visit(page, "/");
  const box = page.getByRole("banner").getByRole("combobox", { name: "Search for items to rent" });
  await box.pressSequentially("tent");
  await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/browse\?search=tent$/);
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the header search is a plain search box whose form goes to /browse", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search for items to rent" });
    await box.fill("jeep");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/browse\?search=jeep$/);
    // axe needs script, so this page's accessibility is checked with JavaScript on (browse.spec.ts).
    await expect(page.getByRole("main").getByRole("article").first()).toContainText(/Prado|Lexus|Highlander/);
  });
});
