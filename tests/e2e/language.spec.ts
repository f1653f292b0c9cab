// English and Nigerian Pidgin (decision 038): the header's switch opens the same page in the other language with or
// without JavaScript and is remembered (a cookie), a browser that prefers Pidgin gets Pidgin until the person chooses,
// links and forms keep the reader in their language, and each page names its twin (hreflang).
import { expect, type Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { signUp, test } from "./accounts-helpers";
import { apiListings, SITE, visit } from "./helpers";

const languageCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "haya_lang")?.value;

async function expectPidgin(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "pcm");
  const header = page.getByRole("banner");
  await expect(header.getByText("PCM", { exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: "ENTER / JOIN" })).toHaveAttribute("href", /^\/pcm\/login/);
}

async function expectEnglish(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const header = page.getByRole("banner");
  await expect(header.getByText("EN", { exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: "SIGN IN / JOIN" })).toHaveAttribute("href", /^\/login/);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch opens the same page in Pidgin, remembers it, and switches back", async ({ page }) => {
    await page.goto("/browse?search=generator");
    await expectEnglish(page);
    await page.getByRole("banner").getByRole("link", { name: "Pidgin", exact: true }).click();
    await expect(page).toHaveURL(`${SITE}/pcm/browse?search=generator`);
    await expectPidgin(page);
    expect(await languageCookie(page)).toBe("pcm");

    // Remembered: an English address opens in Pidgin; a plain form (the header's search) keeps the language.
    await page.goto("/about");
    await expect(page).toHaveURL(`${SITE}/pcm/about`);
    await expectPidgin(page);
    await page.getByRole("banner").getByRole("searchbox").fill("camera");
    await page.getByRole("banner").getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(`${SITE}/pcm/browse?search=camera`);

    await page.getByRole("banner").getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(`${SITE}/browse?search=camera`);
    await expectEnglish(page);
    expect(await languageCookie(page)).toBe("en");
    await page.goto("/about");
    await expect(page).toHaveURL(`${SITE}/about`);
  });
});

test.describe("with JavaScript", () => {
  test("the switch works on a hydrated page, and links followed in the page stay in Pidgin", async ({ page, request }) => {
    const [listing] = (await apiListings(request, { limit: 1 })).items;
    await visit(page, `/item/${listing!.id}`);
    await expectEnglish(page);
    await page.getByRole("banner").getByRole("link", { name: "Pidgin", exact: true }).click();
    await expect(page).toHaveURL(`${SITE}/pcm/item/${listing!.id}`);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expectPidgin(page);
    expect(await languageCookie(page)).toBe("pcm");
    await expect(page.getByRole("heading", { level: 2, name: "Pick di day wey you wan rent" })).toBeVisible();

    // Client-side navigations: the main navigation and the logo keep the /pcm prefix and the Pidgin texts.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Motor dem" }).click();
    await expect(page).toHaveURL(`${SITE}/pcm/vehicles`);
    await expectPidgin(page);
    await page.getByRole("link", { name: "Haya front page" }).click();
    await expect(page).toHaveURL(`${SITE}/pcm`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Di Correct Tin Wey You Wan Rent");
    await expectAccessible(page);

    await page.getByRole("banner").getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(`${SITE}/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Your Perfect Rental");
    await expectEnglish(page);
    expect(await languageCookie(page)).toBe("en");
  });

  test("a page in the other language reached from a page, as on signing out of a Pidgin page, is loaded in its language", async ({ page }) => {
    // The browser's code speaks the language of the page it came with (decision 044): sign-out's answer, the English
    // home page, is a new document with English code, not the English page rendered by the Pidgin code.
    await signUp(page);
    await visit(page, "/pcm/account");
    await expect(page.locator("html")).toHaveAttribute("lang", "pcm");
    await page.evaluate(() => Object.assign(window, { beforeSigningOut: true }));
    const menu = page.getByRole("banner").locator("details");
    await menu.locator("summary").click();
    await menu.getByRole("button", { name: "Comot" }).click();
    await expect(page).toHaveURL(`${SITE}/`);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Your Perfect Rental");
    await expectEnglish(page);
    expect(await page.evaluate(() => "beforeSigningOut" in window), "a new document").toBe(false);

    // And the English code renders the next page, in the page.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Vehicles" }).click();
    await expect(page).toHaveURL(`${SITE}/vehicles`);
    await expectEnglish(page);
  });
});

test.describe("a browser that prefers Pidgin", () => {
  // Chromium's Accept-Language follows the browser's languages: "pcm-NG,pcm;q=0.9".
  test.use({ locale: "pcm-NG" });

  test("gets Pidgin until the person chooses English, which is then kept", async ({ page }) => {
    await visit(page, "/");
    await expect(page).toHaveURL(`${SITE}/pcm`);
    await expectPidgin(page);
    expect(await languageCookie(page)).toBeUndefined();
    await expectAccessible(page);

    await page.getByRole("banner").getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(`${SITE}/`);
    await expectEnglish(page);
    await visit(page, "/browse");
    await expect(page).toHaveURL(`${SITE}/browse`);
    await expectEnglish(page);
  });
});

test("each page names its English and Pidgin twins, and the English one as the default", async ({ page }) => {
  for (const [path, english] of [["/browse?search=tent", "/browse?search=tent"], ["/pcm/browse?search=tent", "/browse?search=tent"], ["/pcm", "/"]] as const) {
    await page.goto(path);
    const alternate = (lang: string) => page.locator(`head link[rel="alternate"][hreflang="${lang}"]`);
    await expect(alternate("en")).toHaveAttribute("href", `${SITE}${english}`);
    await expect(alternate("pcm")).toHaveAttribute("href", `${SITE}${english === "/" ? "/pcm" : `/pcm${english}`}`);
    await expect(alternate("x-default")).toHaveAttribute("href", `${SITE}${english}`);
  }
});
