// A late fee beyond the deposit (decision 057): a generator came back two days late, its ₦5,000 deposit claimed for
// part of the ₦20,000 late fee. The owner asks for the rest on the booking page without JavaScript (too much is
// refused beside the amount, what was typed kept); the renter is emailed, opens the booking, pays in the sandbox, and
// both see it paid, the owner's earnings with it.
import { apiBooking, figure, openBooking, ownerWithListing, pickUpOn, renterPhone } from "./booking-page-helpers";
import { expectAccessible } from "./a11y";
import { expect, openMailLink, test } from "./accounts-helpers";
import { addDays, naira, FROM_SITE } from "./helpers";
import { withoutJs } from "./listing-helpers";

const DAY = 10_000_00;
const DEPOSIT = 5_000_00;

test("the owner asks for the late fee the deposit did not cover, and the renter pays it through Haya", async ({ page, browser, ip }) => {
  test.slow(); // two people, two sandbox payments, a page without JavaScript, axe on each
  const { listingId } = await ownerWithListing(page, { title: "Sumec Firman 7.5 kVA generator", bookingMode: "instant", units: 1, pricePerDayKobo: DAY, cautionDepositKobo: DEPOSIT });
  const renter = await renterPhone(browser, ip);
  const r = renter.page;

  // Booked for tomorrow, paid in the sandbox, picked up, and marked back at 9 AM two days after its end date: due by
  // 8 PM on the end date, 37 hours late, two days begun at ₦10,000.
  const b = await apiBooking(r, listingId, { fromDay: 1, days: 1 });
  await openBooking(r, b.id);
  await r.getByRole("main").getByRole("button", { name: `Pay ${naira(b.totalKobo)}` }).click();
  await r.getByRole("button", { name: `Pay ${naira(b.totalKobo)}` }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${b.id}\\?payment=success$`));
  await pickUpOn(page, b.id, b.startDate);
  const back = await page.request.post("/dev/move", { headers: FROM_SITE, form: { at: new Date(`${addDays(b.endDate, 2)}T09:00:00+01:00`).toISOString(), booking: String(b.id), intent: "return" } });
  expect(back.status(), await back.text()).toBe(200);
  const claim = await page.request.post(`/api/v1/bookings/${b.id}/claims`, {
    headers: FROM_SITE,
    multipart: { reason: "late_return", amountKobo: String(DEPOSIT), description: "It came back two days after its return time." },
  });
  expect(claim.status(), await claim.text()).toBe(201);

  // The owner: what the late fee came to, what the claim covers, and the rest to ask for.
  await openBooking(page, b.id);
  const section = page.getByRole("region", { name: "Late fee beyond the deposit" });
  await expect(section.getByText(/^The late fee came to ₦20,000; the deposit claim and earlier requests cover ₦5,000\. You can ask the renter to pay up to ₦15,000 through Haya, until /)).toBeVisible();
  await expect(section.getByLabel("Amount to ask for (₦)")).toHaveValue("15000");
  await expectAccessible(page);

  // Asked without JavaScript, as plain form posts: too much is refused beside the amount, what was typed kept.
  const plain = await withoutJs(browser, page, ip);
  const o = await plain.newPage();
  await o.goto(`/bookings/${b.id}`);
  const form = o.getByRole("region", { name: "Late fee beyond the deposit" });
  await form.getByLabel("Amount to ask for (₦)").fill("15001");
  await form.getByRole("button", { name: "Ask the renter to pay" }).click();
  await expect(form.getByText("You can ask for at most ₦15,000: the late fee not yet claimed or asked for")).toBeVisible();
  await expect(form.getByLabel("Amount to ask for (₦)")).toHaveValue("15001");
  await form.getByLabel("Amount to ask for (₦)").fill("15000");
  await form.getByRole("button", { name: "Ask the renter to pay" }).click();
  await expect(form.getByText("The renter has been asked to pay the late fee.")).toBeVisible();
  await plain.close();

  // The owner's page says it waits for the renter, with Withdraw instead of the form.
  await openBooking(page, b.id);
  await expect(section.getByText(/^You asked the renter on .* to pay ₦15,000 for 2 days late\. Waiting for their payment\.$/)).toBeVisible();
  await expect(section.getByRole("button", { name: "Withdraw the request" })).toBeVisible();
  await expect(section.getByRole("button", { name: "Ask the renter to pay" })).toHaveCount(0);
  await expectAccessible(page);

  // The renter is emailed; the link opens the booking, with the amount, the days late and Pay.
  await r.goto(await openMailLink(r, renter.person.email, "A late fee to pay on your booking", /\/bookings\/\d+#late-fee$/));
  const theirs = r.getByRole("region", { name: "Late fee beyond the deposit" });
  await expect(theirs.getByText("The item came back 2 days late and the deposit did not cover the late fee: the owner asks you to pay ₦15,000.")).toBeVisible();
  await expectAccessible(r);
  await theirs.getByRole("button", { name: "Pay ₦15,000" }).click();
  await expect(r.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await r.getByRole("button", { name: "Pay ₦15,000" }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${b.id}\\?payment=success$`));
  await expect(theirs.getByText(/^Late fee of ₦15,000 paid on /)).toBeVisible();
  await expect(theirs.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await expectAccessible(r);

  // The owner sees it paid, and in what they earn from the booking; the API says the same.
  await openBooking(page, b.id);
  await expect(section.getByText(/^Late fee of ₦15,000 paid on /)).toBeVisible();
  await expect(section.getByRole("button", { name: "Withdraw the request" })).toHaveCount(0);
  await expect(figure(page.getByRole("region", { name: "Receipt" }), "Late fee the renter paid through Haya")).toHaveText("+₦15,000");
  await expectAccessible(page);
  const view = (await (await page.request.get(`/api/v1/bookings/${b.id}`)).json()) as { lateFeeRequest: { amountKobo: number; status: string; lateDays: number } };
  expect(view.lateFeeRequest).toMatchObject({ amountKobo: 15_000_00, status: "paid", lateDays: 2 });
  await renter.close();
});
