// 'ID verified' where it matters (issue 37, item 2), as people meet it: a visitor sees that the owner of a self-drive
// car asks for a verified ID and that the owner's own is; a new renter who is not verified is taken from 'Request to
// Book' through verification in the sandbox (a test NIN and a selfie) and back to the car with their dates kept, and
// books it; the owner then sees 'ID verified' on the request. axe on each page.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expectAccessible } from "./a11y";
import { expect, newPerson, signIn, signUp, test } from "./accounts-helpers";
import { addDays, apiListings, FROM_SITE, todayInLagos, visit } from "./helpers";
import { DEMO_LISTINGS, DEMO_OWNER, DEMO_PASSWORD } from "../../server/seed/data/demo-people";

const SELFIE = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#6b4423" } }).jpeg().toBuffer();
const CAR = DEMO_LISTINGS.find((l) => l.key === "camry")!.title;
const NOTE = "The owner asks renters to verify their ID before booking this item.";

/** The status line once the background check has answered (the job queue asks the sandbox within seconds). */
async function statusAfterCheck(page: Page, expected: RegExp) {
  await expect(async () => {
    await page.reload();
    await expect(page.locator("#status")).toHaveText(expected, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test("a renter verifies on the way to booking a car that requires it, comes back with their dates and books; the owner sees 'ID verified'", async ({ page, browser, ip }) => {
  test.setTimeout(120_000);
  const car = (await apiListings(page.request, { search: "Toyota Camry" })).items.find((i) => i.title === CAR);
  expect(car, CAR).toBeDefined();

  // A visitor: the requirement is said, and the owner's own ID is verified.
  await visit(page, `/item/${car!.id}`);
  await expect(page.getByText(NOTE)).toBeVisible();
  await expect(page.getByRole("complementary").getByText("ID verified", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // A new member, not verified, chooses dates (far ahead and apart per run: desktop and phone book the same car).
  await signUp(page, newPerson("idcar"));
  const start = addDays(todayInLagos(), 40 + Math.floor(Math.random() * 120));
  const end = addDays(start, 2);
  await visit(page, `/item/${car!.id}?start=${start}&end=${end}&time=10%3A00+AM&units=1`);
  await expect(page.getByText(NOTE).first()).toBeVisible();
  // The price is not given to someone the owner would refuse: the form says why instead.
  await expect(page.getByRole("form", { name: "Book this item" }).getByRole("alert")).toHaveText(/^The owner asks renters to verify their ID before booking this item\. Verify your ID on your account/);
  await expect(page.getByRole("link", { name: "Verify your ID to book" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Request to Book" }).click();

  // Through verification, told why.
  await expect(page).toHaveURL(/\/account\/identity\?next=/);
  await expect(page.getByText(/^The owner of the item you chose asks renters to verify their ID/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the item (your dates are kept)" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Document", { exact: true }).selectOption("nin");
  await page.getByLabel("Number", { exact: true }).fill(`${String(Math.floor(Math.random() * 1e10)).padStart(10, "1")}0`);
  await page.getByLabel("Selfie", { exact: true }).setInputFiles({ name: "selfie.jpg", mimeType: "image/jpeg", buffer: SELFIE });
  await page.getByRole("main").getByRole("button", { name: "Verify my identity" }).click();
  await statusAfterCheck(page, /^Your identity is verified/);
  await expectAccessible(page);

  // And back, the dates kept.
  await page.getByRole("link", { name: "Continue to your booking" }).click();
  await expect(page).toHaveURL(new RegExp(`/item/${car!.id}\\?start=${start}&end=${end}&time=10%3A00\\+AM&units=1$`));
  await expect(page.getByText("The owner asks renters to verify their ID: yours is verified, so you can book.")).toBeVisible();
  await expect(page.getByLabel("Start date")).toHaveValue(start);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Request to Book" }).click();
  await expect(page).toHaveURL(/\/bookings\/\d+$/);
  const booking = new URL(page.url()).pathname;

  // The owner, deciding on the request, sees that the renter's ID is verified.
  const owner = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } })).newPage();
  await visit(owner, "/login");
  await signIn(owner, { email: DEMO_OWNER.email, password: DEMO_PASSWORD }, { here: true });
  await expect(owner.getByRole("banner").getByText(DEMO_OWNER.name)).toBeVisible();
  await visit(owner, booking);
  await expect(owner.getByRole("main").getByText("ID verified", { exact: true })).toBeVisible();
  await expect(owner.getByRole("main").getByText(/^Verified: ID\b/)).toBeVisible();
  await expectAccessible(owner);
  // The request is answered, so that the car's dates are free for the next run.
  const declined = await owner.request.post(`/api/v1${booking}/decline`, { headers: FROM_SITE });
  expect(declined.status(), await declined.text()).toBe(200);
});
