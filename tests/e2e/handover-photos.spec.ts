// Condition photos at the handover: the owner of a booking picked up today adds a pick-up photo with a note on the booking
// page, and the renter sees it there with who added it and when; the photo is served to the two of them only. Without
// JavaScript the same form works as a plain post, and a file that is not a photo is refused beside the field.
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { apiBooking, openBooking, ownerWithListing, pickUpOn, renterPhone } from "./booking-page-helpers";
import { addDays, todayInLagos } from "./helpers";
import { pngPhoto, withoutJs } from "./listing-helpers";

const NOTE = "Small scratch on the left side of the lens hood";

test("the owner adds a pick-up photo with a note, the renter sees it, and it works without JavaScript", async ({ page, browser, ip }) => {
  // Four people's pages, two payments' pages and two uploads: more than a page's usual 30 s on a slow machine.
  test.setTimeout(60_000);
  const { owner, listingId } = await ownerWithListing(page, { title: "Sony A7 IV camera kit", bookingMode: "instant", units: 1, cautionDepositKobo: 0 });
  const renter = await renterPhone(browser, ip);
  const r = renter.page;

  // Booked from tomorrow, paid in the sandbox, picked up as of tomorrow morning (the /dev/move tool).
  const tomorrow = addDays(todayInLagos(), 1);
  const { id } = await apiBooking(r, listingId, { fromDay: 1, days: 2 });
  await openBooking(r, id);
  await r.getByRole("main").getByRole("button", { name: /^Pay ₦/ }).click();
  await expect(r.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await r.getByRole("button", { name: /^Pay ₦/ }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${id}\\?payment=success$`));
  await pickUpOn(page, id, tomorrow);

  // The owner's booking page: the photos section, nothing yet, the form for the pick-up first.
  await openBooking(page, id);
  const section = page.getByRole("region", { name: "Condition photos" });
  await expect(section.getByRole("heading", { name: "At pick-up" })).toBeVisible();
  await expect(section.getByText("No photos yet.")).toHaveCount(2);
  await expect(section.getByRole("radio", { name: "At pick-up" })).toBeChecked();
  await expectAccessible(page);
  await section.getByLabel("Photo", { exact: true }).setInputFiles({ name: "hood.png", mimeType: "image/png", buffer: await pngPhoto(800, 600, [22, 163, 74]) });
  await section.getByLabel("Note (optional)").fill(NOTE);
  await section.getByRole("button", { name: "Add photo" }).click();
  await expect(section.getByText("Photo added.")).toBeVisible();
  const byOwner = section.getByRole("img", { name: new RegExp(`^Pick-up photo by ${owner.name}, \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}$`) });
  await expect(byOwner).toBeVisible();
  await expect(section.getByText(NOTE)).toBeVisible();
  // The image is really there (served and decoded), at the size the page asked for.
  await expect.poll(() => byOwner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);

  // The renter sees it on their booking page, with the owner's name and the note.
  await openBooking(r, id);
  const theirs = r.getByRole("region", { name: "Condition photos" });
  const seen = theirs.getByRole("img", { name: new RegExp(`^Pick-up photo by ${owner.name}, `) });
  await expect(seen).toBeVisible();
  await expect(theirs.getByText(NOTE)).toBeVisible();
  await expectAccessible(r);

  // Its address answers the two of them only, never for a shared cache; anyone else gets a 404.
  const src = (await seen.getAttribute("src"))!;
  const mine = await r.request.get(src);
  expect(mine.status()).toBe(200);
  expect(mine.headers()["content-type"]).toBe("image/webp");
  expect(mine.headers()["cache-control"]).toMatch(/^private\b/);
  const stranger = await renterPhone(browser, ip, "stranger");
  expect((await stranger.page.request.get(src)).status()).toBe(404);
  await stranger.close();
  const visitor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  expect((await visitor.request.get(`${new URL(page.url()).origin}${src}`)).status()).toBe(404);
  await visitor.close();

  // Without JavaScript: a text file is refused beside the field, then a photo is added by a plain post.
  const noJs = await withoutJs(browser, r, ip);
  const plain = await noJs.newPage();
  await plain.goto(`/bookings/${id}`);
  const form = plain.getByRole("region", { name: "Condition photos" });
  await form.getByRole("radio", { name: "At pick-up" }).check();
  await form.getByLabel("Photo", { exact: true }).setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") });
  await form.getByRole("button", { name: "Add photo" }).click();
  await expect(form.getByLabel("Photo", { exact: true })).toHaveAccessibleDescription(/Choose a JPEG, PNG, WebP or AVIF photo of up to 15 MB/);
  await form.getByRole("radio", { name: "At pick-up" }).check();
  await form.getByLabel("Photo", { exact: true }).setInputFiles({ name: "body.png", mimeType: "image/png", buffer: await pngPhoto(640, 480, [37, 99, 235]) });
  await form.getByLabel("Note (optional)").fill("Body clean, two batteries");
  await form.getByRole("button", { name: "Add photo" }).click();
  await expect(plain).toHaveURL(new RegExp(`/bookings/${id}\\?photo=added#photos$`));
  await expect(form.getByRole("img", { name: new RegExp(`^Pick-up photo by ${renter.person.name}, `) })).toBeVisible();
  await expect(form.getByText("Body clean, two batteries")).toBeVisible();
  await noJs.close();
  await renter.close();
});
