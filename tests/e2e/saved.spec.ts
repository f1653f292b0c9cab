// Favourites and saved searches (issue 18, item 5), on a phone: a visitor hearts a card on browse, is sent to sign in
// (joins), and comes back to the same results with that heart pressed; /saved lists it and takes it off again. A
// visitor's 'Save this search' is kept through joining too, and listed on /saved, with its alerts turned off and on; a
// signed-in person's is answered beside the button, saying so when saved twice. Without
// JavaScript the heart is a form that comes back to the page. On a 360 px phone, the heart on a listing's page says on the
// sign-in page why it asks (issue 38, item 10), in English and Pidgin. axe on each page.
import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, newPerson, signOut, test } from "./accounts-helpers";
import { apiListings, visit } from "./helpers";
import { withoutJs } from "./listing-helpers";
import { NARROW } from "./narrow-helpers";

test("a visitor's heart is kept through joining; /saved lists it and removes it", async ({ page, request }) => {
  test.setTimeout(90_000);
  const { items } = await apiListings(request, { search: "generator" });
  const first = items[0]!;
  await visit(page, "/browse?search=generator");
  const heart = page.getByRole("main").getByRole("button", { name: `Save ${first.title}`, exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expectAccessible(page);
  await heart.click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByRole("main").getByRole("link", { name: "Sign up", exact: true }).click();
  await expect(page.getByLabel("Full Name")).toBeVisible();
  const person = newPerson("saver");
  await page.getByLabel("Full Name").fill(person.name);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/browse\?search=generator$/);
  await expect(page.getByRole("main").getByRole("button", { name: `Save ${first.title}`, exact: true })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("banner").locator("details summary").click();
  await page.getByRole("banner").getByRole("link", { name: "Saved" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved" })).toBeVisible();
  const favourites = page.getByRole("list", { name: "Favourites, newest first" });
  await expect(favourites.getByRole("heading", { name: first.title })).toBeVisible();
  await expectAccessible(page);
  await favourites.getByRole("button", { name: `Remove ${first.title} from your favourites` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Removed from your favourites." })).toBeVisible();
  await expect(page.getByText("No favourites yet.")).toBeVisible();
});

test("a visitor's 'Save this search' is kept through joining and listed on /saved, once; its alerts go off and on", async ({ page, browser, ip }) => {
  test.setTimeout(90_000);
  await visit(page, "/browse?search=generator&sort=price-asc");
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByRole("main").getByRole("link", { name: "Sign up", exact: true }).click();
  await expect(page.getByLabel("Full Name")).toBeVisible();
  const person = newPerson("searcher");
  await page.getByLabel("Full Name").fill(person.name);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  // Joined, and the search saved with its alerts on.
  await expect(page).toHaveURL(/\/saved\?added=search#searches$/);
  await expect(page.getByRole("list", { name: "Saved searches, newest first" }).getByRole("link", { name: "“generator”" })).toHaveAttribute("href", "/browse?search=generator&sort=price-asc");

  // Signed in, the answer is beside the button, on the results: saved once, then 'already'.
  await visit(page, "/browse?search=tent");
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Search saved: “tent”." })).toBeVisible();
  await expect(page).toHaveURL(/\/browse\?search=tent$/);
  await expectAccessible(page);
  await visit(page, "/browse?search=generator&sort=price-asc");
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You have already saved this search" })).toBeVisible();

  await visit(page, "/saved");
  const searches = page.getByRole("list", { name: "Saved searches, newest first" });
  await expect(searches.getByRole("link", { name: "“generator”" })).toHaveAttribute("href", "/browse?search=generator&sort=price-asc");
  await expect(searches).toContainText("Alerts on");
  await searches.getByRole("button", { name: "Turn alerts off: “generator”" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alerts off: “generator”." })).toBeVisible();
  await expect(searches).toContainText("Alerts off");
  await expectAccessible(page);

  // Without JavaScript: the heart is a form whose answer is the same page, the heart pressed.
  const context = await withoutJs(browser, page, ip);
  const plain = await context.newPage();
  await plain.goto("/browse?search=generator");
  const card = plain.getByRole("main").getByRole("article").first();
  const heart = card.getByRole("button", { name: /^Save / });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(plain).toHaveURL(/\/browse\?search=generator$/);
  await expect(plain.getByRole("main").getByRole("article").first().getByRole("button", { name: /^Save / })).toHaveAttribute("aria-pressed", "true");
  await context.close();
});

test.describe("on a 360 × 740 phone", () => {
  test.use(NARROW);

  // The item page's own heart (a card's has a name of its own, aria-label 'Save …').
  const heartOf = (page: Page) => page.getByRole("main").locator('form[action$="/saved/favourites"] button[aria-pressed]:not([aria-label])');

  test("a visitor's heart on a listing says on the sign-in page why, and brings them back to it saved (English, Pidgin)", async ({ page, request }) => {
    test.setTimeout(90_000);
    const { items } = await apiListings(request, { search: "generator" });
    for (const [i, lang] of [[0, "en"], [1, "pcm"]] as const) {
      const listing = items[i]!;
      const path = `${lang === "pcm" ? "/pcm" : ""}/item/${listing.id}`;
      await visit(page, path);
      await expect(heartOf(page)).toHaveAttribute("aria-pressed", "false");
      await heartOf(page).click();
      await expect(page).toHaveURL(lang === "pcm" ? /\/pcm\/login\?redirectTo=.*&why=favourite$/ : /\/login\?redirectTo=.*&why=favourite$/);
      await expect(page.getByRole("main")).toContainText(
        lang === "pcm"
          ? "Enter or join make you fit keep dis listing for your favourites. We go carry you go back to am, e go don dey your favourites."
          : "Sign in or join to save this listing to your favourites. We bring you back to it, saved.",
      );
      await expectAccessible(page);
      // Joining (the reason stays with the form), then back on the listing with its heart pressed.
      await page.getByRole("main").getByRole("link", { name: lang === "pcm" ? "Join" : "Sign up", exact: true }).click();
      await expect(page.getByRole("main")).toContainText(lang === "pcm" ? "Enter or join make you fit keep dis listing" : "Sign in or join to save this listing");
      const person = newPerson(`heart-${lang}`);
      await page.getByLabel(lang === "pcm" ? "Your full name" : "Full Name").fill(person.name);
      await page.getByLabel(lang === "pcm" ? "Your email" : "Email", { exact: true }).fill(person.email);
      await page.getByLabel(lang === "pcm" ? "Your password" : "Password").fill(person.password);
      await page.getByRole("button", { name: lang === "pcm" ? "Open account" : "Create Account" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(heartOf(page)).toHaveAttribute("aria-pressed", "true");
      await expectAccessible(page);
      if (lang === "en") await signOut(page);
    }
  });
});
