// Data saver (issue 21, item 2): a phone that sends Save-Data gets the smallest photos and no prefetching of the next
// page on a touch or hover; the same page without it keeps the usual sizes and prefetches. Pages say they vary by it.
import { expect, type Browser } from "@playwright/test";
import { visit } from "./helpers";
import { newPerson, signUp, test } from "./accounts-helpers";
import { expectAccessible } from "./a11y";

async function phone(browser: Browser, saveData: boolean) {
  const context = await browser.newContext(saveData ? { extraHTTPHeaders: { "save-data": "on" } } : {});
  return context.newPage();
}

for (const saveData of [true, false])
  test(`browse ${saveData ? "with" : "without"} Save-Data: ${saveData ? "the smallest photos, no prefetching" : "photos for the screen, prefetching on touch"}`, async ({ browser }) => {
    const page = await phone(browser, saveData);
    const res = await visit(page, "/browse");
    expect(res.headers()["vary"]).toMatch(/Save-Data/);
    const srcsets = await page.getByRole("main").locator("article img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("srcset") ?? ""));
    expect(srcsets.length).toBeGreaterThan(0);
    for (const s of srcsets) {
      if (saveData) expect(s).toMatch(/^\S+@320\.webp 320w$/);
      else expect(s).toContain("@640.webp 640w");
    }
    // Hovering a link to another page: the usual page asks for that page's data ahead; a data saver does not.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Vehicles" }).hover();
    const prefetched = page.locator('link[rel="prefetch"][href^="/vehicles"]');
    if (saveData) {
      await page.waitForTimeout(500);
      await expect(prefetched).toHaveCount(0);
    } else await expect(prefetched.first()).toBeAttached();
    await page.context().close();
  });

test("a person's own data saver (on /account) works on a phone that sends no Save-Data, and turns off again", async ({ page }) => {
  await signUp(page, newPerson("saver"));
  await visit(page, "/account#data-saver");
  const section = page.getByRole("region", { name: "Data saver" });
  await section.getByLabel("Save data: smaller photos, nothing loaded ahead").check();
  await section.getByRole("button", { name: "Save data saver choice" }).click();
  await expect(section.getByText("Your data saver choice is saved.")).toBeVisible();
  await expectAccessible(page);
  await visit(page, "/browse");
  const first = page.getByRole("main").locator("article img").first();
  await expect(first).toHaveAttribute("srcset", /^\S+@320\.webp 320w$/);

  await visit(page, "/account#data-saver");
  await section.getByLabel("Save data: smaller photos, nothing loaded ahead").uncheck();
  await section.getByRole("button", { name: "Save data saver choice" }).click();
  await expect(section.getByText("Your data saver choice is saved.")).toBeVisible();
  await visit(page, "/browse");
  await expect(first).toHaveAttribute("srcset", /@640\.webp 640w/);
});
