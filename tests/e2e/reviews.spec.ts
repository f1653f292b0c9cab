// Two-way reviews as the demo people meet them: the renter reviews a completed booking (a review too short is refused
// beside the field, what was typed kept) and cannot see the owner's; the owner is told a review waits but cannot read
// it until writing theirs; then each sees the other's, the owner replies once, and the item page shows the review
// with the reply under the real average and the 5-to-1 distribution.
import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, newPerson, signIn, signUp, test } from "./accounts-helpers";
import { visit } from "./helpers";
import { DEMO_OWNER, DEMO_PASSWORD, DEMO_RENTER } from "../../server/seed/data/demo-people";

const RENTER_SAYS = "The camera and both lenses worked perfectly, and pick-up took five minutes.";
const OWNER_SAYS = "Careful renter: everything came back clean, on time and in its bag.";
const REPLY = "Thank you, it was a pleasure. Welcome back any time.";

async function signInAs(page: Page, person: { email: string; name: string }) {
  await page.context().clearCookies();
  await visit(page, "/login");
  await signIn(page, { email: person.email, password: DEMO_PASSWORD }, { here: true });
  await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
}

interface Side { canWriteUntil: string | null; theirsWritten: boolean; mine: { body: string } | null }

/** The demo renter's completed booking nobody has reviewed yet, or, on a retry, the one this test reviewed. */
async function reviewableBooking(page: Page): Promise<number> {
  const { bookings } = (await (await page.request.get("/api/v1/me/bookings?as=renter")).json()) as { bookings: { id: number; status: string }[] };
  const states = await Promise.all(
    bookings.filter((b) => b.status === "completed").map(async (b) => ({ id: b.id, side: (await (await page.request.get(`/api/v1/bookings/${b.id}/reviews`)).json()) as Side })),
  );
  const found = states.find((s) => s.side.canWriteUntil && !s.side.theirsWritten) ?? states.find((s) => s.side.mine?.body === RENTER_SAYS);
  if (found) return found.id;
  throw new Error("the demo renter has no completed booking left to review");
}

test("both sides review a completed booking and see each other's review only once both have written", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_RENTER);
  const id = await reviewableBooking(page);
  await visit(page, `/bookings/${id}`);
  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(reviews).toBeVisible();

  const form = reviews.getByRole("form", { name: "Leave a review" });
  if (await form.isVisible()) {
    await expectAccessible(page);
    await form.getByRole("radio", { name: "4 stars" }).check();
    // Too short: the browser's own check is off so that the server's refusal shows, beside the field.
    await form.evaluate((f) => f.setAttribute("novalidate", ""));
    await form.getByLabel("Your review").fill("Great camera.");
    await form.getByRole("button", { name: "Post review" }).click();
    await expect(reviews.getByText("Write at least 20 characters about how it went")).toBeVisible();
    await expect(reviews.getByLabel("Your review")).toHaveValue("Great camera.");
    await expect(reviews.getByRole("radio", { name: "4 stars" })).toBeChecked();

    await reviews.getByLabel("Your review").fill(RENTER_SAYS);
    await reviews.getByRole("button", { name: "Post review" }).click();
    await expect(reviews.getByText("Thank you: your review is saved.")).toBeVisible();
  }
  await expect(reviews.getByText(RENTER_SAYS)).toBeVisible();
  await expect(reviews.getByText(OWNER_SAYS)).toHaveCount(0);

  await signInAs(page, DEMO_OWNER);
  await visit(page, `/bookings/${id}`);
  const ownerSide = page.getByRole("region", { name: "Reviews" });
  const ownerForm = ownerSide.getByRole("form", { name: "Leave a review" });
  if (await ownerForm.isVisible()) {
    await expect(ownerSide.getByText(`${DEMO_RENTER.name} has reviewed this booking. You will see their review once you have written yours.`)).toBeVisible();
    await expect(ownerSide.getByText(RENTER_SAYS)).toHaveCount(0);
    await expectAccessible(page);
    await ownerForm.getByRole("radio", { name: "5 stars" }).check();
    await ownerForm.getByLabel("Your review").fill(OWNER_SAYS);
    await ownerForm.getByRole("button", { name: "Post review" }).click();
    await expect(ownerSide.getByText("Thank you: your review is saved.")).toBeVisible();
  }
  await expect(ownerSide.getByText(OWNER_SAYS)).toBeVisible();
  await expect(ownerSide.getByText(RENTER_SAYS)).toBeVisible();
  const replyBox = ownerSide.getByLabel("Your public reply");
  if (await replyBox.isVisible()) {
    await replyBox.fill(REPLY);
    await ownerSide.getByRole("button", { name: "Post reply" }).click();
    await expect(ownerSide.getByText("Your reply is posted.")).toBeVisible();
  }
  await expect(ownerSide.getByText(REPLY)).toBeVisible();
  await expect(ownerSide.getByLabel("Your public reply")).toHaveCount(0);
  await expectAccessible(page);

  await signInAs(page, DEMO_RENTER);
  await visit(page, `/bookings/${id}`);
  await expect(page.getByRole("region", { name: "Reviews" }).getByText(OWNER_SAYS)).toBeVisible();
  await expect(page.getByRole("region", { name: "Reviews" }).getByRole("form", { name: "Leave a review" })).toHaveCount(0);

  // The item page: the renter's review (not the owner's, which is about the renter) with the reply, under the summary.
  await page.getByRole("main").getByRole("heading", { level: 1 }).getByRole("link").click();
  const itemReviews = page.getByRole("region", { name: /^Reviews \(\d+\)$/ });
  await expect(itemReviews.getByText(RENTER_SAYS)).toBeVisible();
  await expect(itemReviews.getByText(REPLY)).toBeVisible();
  await expect(itemReviews.getByText(OWNER_SAYS)).toHaveCount(0);
  await expect(itemReviews.getByRole("list", { name: "Reviews by stars" }).getByRole("listitem")).toHaveCount(5);
  await expectAccessible(page);
});

test("the item page shows the average, 5 to 1 stars, and 'Load More' shows older reviews, without JavaScript too", async ({ browser, page: withScript }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The demo catalogue's listings have up to 9 reviews each: one with more than a page of 5.
  const { items } = (await (await page.request.get("/api/v1/listings")).json()) as { items: { id: number; reviewCount: number }[] };
  const listing = items.find((l) => l.reviewCount > 5);
  expect(listing).toBeDefined();
  // No JavaScript: nothing hydrates, so no waiting for it as visit() does.
  await page.goto(`/item/${listing!.id}`);
  const section = page.getByRole("region", { name: `Reviews (${listing!.reviewCount})` });
  await expect(section.getByText(`Average of ${listing!.reviewCount} ${listing!.reviewCount === 1 ? "review" : "reviews"}`)).toBeVisible();
  const stars = section.getByRole("list", { name: "Reviews by stars" }).getByRole("listitem");
  await expect(stars).toHaveText([/^5 stars\d+$/, /^4 stars\d+$/, /^3 stars\d+$/, /^2 stars\d+$/, /^1 star\d+$/]);
  await expect(section.getByRole("article")).toHaveCount(5);
  await section.getByRole("link", { name: "Load More" }).click();
  await expect(page).toHaveURL(/[?&]reviews=10/);
  const more = page.getByRole("region", { name: /^Reviews/ });
  await expect(more.getByRole("article")).toHaveCount(Math.min(10, listing!.reviewCount));
  await expect(more.getByRole("link", { name: "Load More" })).toHaveCount(listing!.reviewCount > 10 ? 1 : 0);
  await context.close();
  // axe runs as a script: the same page, with JavaScript.
  await visit(withScript, `/item/${listing!.id}?reviews=10`);
  await expectAccessible(withScript);
});

test("the review form through the page: anonymous is sent to sign in, a stranger finds no booking, a forged origin is refused", async ({ page, browser, baseURL, ip, request }) => {
  await signInAs(page, DEMO_RENTER);
  const id = await reviewableBooking(page);
  const form = { intent: "review", rating: "1", body: "A forged review that must never be saved anywhere." };
  const site = { origin: baseURL! };

  const forged = await page.request.post(`/bookings/${id}`, { form, headers: { origin: "https://evil.example" }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
  const anonymous = await request.post(`/bookings/${id}`, { form, headers: site, maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/^\/login\?redirectTo=/);

  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } });
  const stranger = await other.newPage();
  // A stranger to the booking: someone who just joined (the demo admin signs in with a code since the console's journeys).
  await signUp(stranger, newPerson("stranger"));
  expect((await stranger.request.post(`/bookings/${id}`, { form, headers: site, maxRedirects: 0 })).status()).toBe(404);
  expect((await stranger.request.get(`/api/v1/bookings/${id}/reviews`)).status()).toBe(404);
  await other.close();

  const mine = (await (await page.request.get(`/api/v1/bookings/${id}/reviews`)).json()) as Side;
  expect(mine.mine?.body ?? null).not.toBe(form.body);
});
