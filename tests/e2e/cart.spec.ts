// The cart, as an event planner uses it on a phone: things from several owners added from their item pages for one
// weekend, the header's badge counting them, /cart listing each with its owner and price, and 'Book everything' holding
// them all at once; one of them taken meanwhile, so that nothing is held and the page says which; and the same cart
// without JavaScript (add, change, remove, each answered on the page).
import type { Browser, Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, newPerson, signIn, signUp, test, type Person } from "./accounts-helpers";
import { addDays, naira, parseNaira, todayInLagos, visit } from "./helpers";
import { apiListing, verifiedOwner, withoutJs } from "./listing-helpers";
import { apiBooking, dayRange, figure, pickDay } from "./booking-page-helpers";

const bookingForm = (page: Page) => page.getByRole("form", { name: "Book this item" });
/** The header's cart link (its name says how many lines, its badge shows the number). */
const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, / });
/** A line of /cart, the card named by its listing's title. */
const cartLine = (page: Page, title: string) => page.getByRole("main").getByRole("article", { name: title });

/** Another phone (same client address: the per-IP limits stay the test's), signed up as a new person. */
async function phone(browser: Browser, ip: string, label: string): Promise<{ page: Page; person: Person }> {
  const page = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } })).newPage();
  return { page, person: await signUp(page, newPerson(label)) };
}

/** An owner with a verified address on a phone of their own. */
async function ownerPhone(browser: Browser, ip: string): Promise<{ page: Page; person: Person }> {
  const page = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } })).newPage();
  return { page, person: await verifiedOwner(page) };
}

/** Expects the header to count `n` lines, in the link's name and on its badge. */
async function expectCartCount(page: Page, n: number) {
  await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${n} ${n === 1 ? "item" : "items"}`);
  await expect(cartLink(page)).toHaveText(String(n));
}

/**
 * The item page's total for the choice on it, in kobo, once the server has priced it — for `days` days when given (the
 * quote of the first day picked shows until the second day's comes back).
 */
async function itemTotalKobo(page: Page, days?: number): Promise<number> {
  if (days) await expect(bookingForm(page).locator("dl > div").first()).toContainText(`× ${days} days`);
  const total = bookingForm(page).locator("dl > div").last();
  await expect(total).toHaveText(/^Total₦[\d,.]+$/);
  return Math.round(parseNaira((await total.textContent()) ?? "") * 100);
}

/** Presses 'Add to cart' and waits for /cart with the line just added. */
async function addToCart(page: Page) {
  await bookingForm(page).getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart\?added=\d+$/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Added to your cart.");
}

test("an event planner fills a cart from three owners for one weekend and books it in one go", async ({ page, browser, ip }) => {
  // Four people join (argon2) and three verify their address: more than the default minute on a loaded machine.
  test.setTimeout(120_000);
  const hallOwner = await verifiedOwner(page);
  const hall = { title: "Eko Grand banquet hall, 300 guests", owner: hallOwner.name };
  const hallId = await apiListing(page, { title: hall.title, categorySlug: "event-halls", subcategorySlug: "lagos-banquet-halls", bookingMode: "request", pricePerDayKobo: 350_000_00 }, { publish: true });

  const chairsOwner = await ownerPhone(browser, ip);
  const chairs = { title: "White Chiavari chairs with cushions", owner: chairsOwner.person.name };
  const chairsId = await apiListing(
    chairsOwner.page,
    { title: chairs.title, categorySlug: "event-party-equipment", subcategorySlug: "chairs-seating", bookingMode: "instant", units: 200, pricePerDayKobo: 500_00 },
    { publish: true },
  );

  const generatorOwner = await ownerPhone(browser, ip);
  const generator = { title: "Perkins 100kVA soundproof generator", owner: generatorOwner.person.name };
  const generatorId = await apiListing(generatorOwner.page, { title: generator.title, bookingMode: "instant", cautionDepositKobo: 50_000_00 }, { publish: true });

  const { page: r } = await phone(browser, ip, "planner");
  await expectCartCount(r, 0);
  const [start, end] = [addDays(todayInLagos(), 10), addDays(todayInLagos(), 11)];
  const totals: number[] = [];

  // The hall: the two days on the calendar.
  await visit(r, `/item/${hallId}`);
  await pickDay(r, start);
  await pickDay(r, end);
  await expect(bookingForm(r).getByRole("button", { name: "Request to Book" })).toBeVisible();
  totals.push(await itemTotalKobo(r, 2));
  await addToCart(r);
  await expectCartCount(r, 1);

  // The chairs: the days typed into the date fields, and all 200 of them.
  await visit(r, `/item/${chairsId}`);
  await bookingForm(r).getByLabel("Start date").fill(start);
  await bookingForm(r).getByLabel("End date").fill(end);
  await bookingForm(r).getByLabel("Units").fill("200");
  await expect(bookingForm(r).locator("dl > div").first()).toHaveText(`${naira(500_00)} × 2 days × 200 units${naira(200_000_00)}`);
  totals.push(await itemTotalKobo(r));
  await addToCart(r);
  await expectCartCount(r, 2);

  // The generator, on the calendar again.
  await visit(r, `/item/${generatorId}`);
  await pickDay(r, start);
  await pickDay(r, end);
  totals.push(await itemTotalKobo(r, 2));
  await addToCart(r);
  await expectCartCount(r, 3);

  // The cart: each line with its owner, the weekend, the units and the price seen on its page; the totals add them up.
  const main = r.getByRole("main");
  await expect(main.getByRole("article")).toHaveCount(3);
  const lines = [
    { ...hall, units: "1 unit", mode: "Request to book: the owner answers first" },
    { ...chairs, units: "200 units", mode: "Instant booking: paid for once booked" },
    { ...generator, units: "1 unit", mode: "Instant booking: paid for once booked" },
  ];
  for (const [i, l] of lines.entries()) {
    const card = cartLine(r, l.title);
    await expect(card.getByRole("heading", { name: l.title })).toBeVisible();
    await expect(card.getByText(`From ${l.owner} · ${l.mode}`)).toBeVisible();
    await expect(card.getByText(`${dayRange(start, end)} · pick-up Noon · ${l.units}`)).toBeVisible();
    await expect(card.locator("summary", { hasText: "in all" })).toHaveText(`${naira(totals[i]!)} in all (see the price)`);
    await expect(card.getByRole("alert")).toHaveCount(0);
  }
  await expect(figure(main.getByRole("region", { name: "Total" }), "Total")).toHaveText(naira(totals.reduce((a, b) => a + b, 0)));
  await expect(main.getByText("Some lines cannot be booked as they are")).toHaveCount(0);
  await expectAccessible(r);

  await main.getByRole("button", { name: "Book everything" }).click();
  // The answer is a page of its own (the checkout), whose address names the bookings.
  await expect(r).toHaveURL(/\/cart\/checkout\?bookings=\d+,\d+,\d+$/);
  await expect(main.getByRole("status")).toHaveText("Booked: 3 bookings, all held for you.");
  const booked = main.getByRole("listitem");
  await expect(booked).toHaveCount(3);
  await expect(booked.filter({ hasText: hall.title })).toContainText(`${hall.title} — sent to its owner, who has 24 hours to answer${naira(totals[0]!)}`);
  await expect(booked.filter({ hasText: chairs.title })).toContainText(`${chairs.title} — waiting for your payment${naira(totals[1]!)}`);
  await expect(booked.filter({ hasText: generator.title })).toContainText(`${generator.title} — waiting for your payment${naira(totals[2]!)}`);
  for (const l of lines) await expect(booked.getByRole("link", { name: l.title })).toHaveAttribute("href", /^\/bookings\/\d+$/);
  await expectCartCount(r, 0);
  await expectAccessible(r);
  const hallPage = await booked.getByRole("link", { name: hall.title }).getAttribute("href");

  // The chairs and the generator, from two owners, are paid for once: one charge of their sum at the (sandbox) provider.
  const due = naira(totals[1]! + totals[2]!);
  await expect(main.getByText(`2 bookings wait for your payment: ${due} in all, paid once.`)).toBeVisible();
  await main.getByRole("button", { name: `Pay ${due} now` }).click();
  await expect(r).toHaveURL(/\/checkout\/sandbox\/haya-cart-/);
  await r.getByRole("button", { name: `Pay ${due}` }).click();
  await expect(r).toHaveURL(/\/my-rentals\?tab=bookings/);
  for (const l of [chairs, generator]) await expect(r.getByRole("main").getByRole("article").filter({ hasText: l.title })).toContainText(/confirmed/i);

  // The hall waits for its owner's answer, on its own page.
  await visit(r, hallPage!);
  await expect(r.getByRole("heading", { level: 1, name: hall.title })).toBeVisible();
  await visit(r, "/my-rentals?tab=bookings");
  for (const l of lines) await expect(r.getByRole("main").getByRole("heading", { name: l.title })).toBeVisible();
});

test("if one thing is gone, nothing is held and the page says which", async ({ page, browser, ip }) => {
  test.setTimeout(120_000);
  await verifiedOwner(page);
  const canopy = "Party canopy 20x40 with sides";
  const canopyId = await apiListing(page, { title: canopy, categorySlug: "event-party-equipment", subcategorySlug: "canopies-tents", bookingMode: "instant", units: 1, pricePerDayKobo: 40_000_00 }, { publish: true });
  const soundOwner = await ownerPhone(browser, ip);
  const sound = "JBL PA sound system with two microphones";
  const soundId = await apiListing(soundOwner.page, { title: sound, bookingMode: "instant", units: 1, pricePerDayKobo: 60_000_00 }, { publish: true });

  const { page: r } = await phone(browser, ip, "planner");
  const [start, end] = [addDays(todayInLagos(), 12), addDays(todayInLagos(), 13)];
  await visit(r, `/item/${canopyId}`);
  await pickDay(r, start);
  await pickDay(r, end);
  await addToCart(r);
  // The sound system first for the wrong weekend; 'Apply these dates to all' puts every line on the same days.
  await visit(r, `/item/${soundId}`);
  await bookingForm(r).getByLabel("Start date").fill(addDays(start, 7));
  await bookingForm(r).getByLabel("End date").fill(addDays(end, 7));
  await itemTotalKobo(r);
  await addToCart(r);
  await expectCartCount(r, 2);
  const main = r.getByRole("main");
  const everyone = main.getByRole("region", { name: "Apply these dates to all" });
  await everyone.getByLabel("Start date").fill(start);
  await everyone.getByLabel("End date").fill(end);
  await everyone.getByLabel("Pick-up time").selectOption("10:00 AM");
  await everyone.getByRole("button", { name: "Apply to all" }).click();
  await expect(main.getByRole("status")).toHaveText("Every line is now for those dates. Check each one before you book.");
  for (const title of [canopy, sound]) await expect(cartLine(r, title).getByText(`${dayRange(start, end)} · pick-up 10:00 AM · 1 unit`)).toBeVisible();

  // Meanwhile someone else books the canopy for a day of that weekend, on its page.
  const { page: other } = await phone(browser, ip, "renter");
  await visit(other, `/item/${canopyId}`);
  await pickDay(other, end);
  await pickDay(other, addDays(end, 1));
  await itemTotalKobo(other);
  await bookingForm(other).getByRole("button", { name: "Book Now" }).click();
  await expect(other).toHaveURL(/\/bookings\/\d+$/);

  // The planner, still on the cart as it was, books everything: nothing is held, and the canopy's card says why.
  await main.getByRole("button", { name: "Book everything" }).click();
  await expect(main.getByRole("alert").filter({ hasText: "Nothing was booked" })).toHaveText("Nothing was booked: some of these cannot be booked as they are");
  await expect(cartLine(r, canopy).getByRole("alert")).toHaveText("Those dates were just booked");
  await expect(cartLine(r, sound).getByRole("alert")).toHaveCount(0);
  await expect(main.getByRole("article")).toHaveCount(2);
  await expectCartCount(r, 2);
  // (Its accessibility is checked on its own, below: the refused line's reasons break axe's list rule.)

  // Opened again, the cart flags the canopy before anyone presses anything.
  await visit(r, "/cart");
  await expect(cartLine(r, canopy).getByRole("alert")).toHaveText("Those dates were just booked");
  await expect(cartLine(r, sound).getByRole("alert")).toHaveCount(0);
  await expect(main.getByText("Some lines cannot be booked as they are: change or remove them first.")).toBeVisible();
  await expectCartCount(r, 2);
  // Nothing was held: not the sound system either.
  await visit(r, "/my-rentals?tab=bookings");
  await expect(r.getByText("No bookings yet")).toBeVisible();

  // Without the canopy, the rest books.
  await visit(r, "/cart");
  await cartLine(r, canopy).getByRole("button", { name: `Remove ${canopy}` }).click();
  await expect(main.getByRole("status")).toHaveText("Removed from your cart.");
  await expect(cartLine(r, canopy)).toHaveCount(0);
  await expectCartCount(r, 1);
  await expect(main.getByText("Some lines cannot be booked as they are")).toHaveCount(0);
  await expectAccessible(r);
  await main.getByRole("button", { name: "Book everything" }).click();
  await expect(main.getByRole("status")).toHaveText("Booked: 1 booking, all held for you.");
  await expect(main.getByRole("listitem")).toContainText(`${sound} — waiting for your payment`);
  await expectCartCount(r, 0);
  await visit(r, "/my-rentals?tab=bookings");
  await expect(r.getByRole("main").getByRole("heading", { name: sound })).toBeVisible();
  await expect(r.getByRole("main").getByRole("heading", { name: canopy })).toHaveCount(0);
});

// A line's reasons are a list inside an alert (app/routes/cart/components/cart-line.tsx): with the role on the list itself, its
// items were list items outside any list (axe 'listitem').
test("a line that cannot be booked says why, and the cart stays accessible, before and after 'Book everything'", async ({ page, browser, ip }) => {
  await verifiedOwner(page);
  const title = "Party canopy 10x20, white";
  const id = await apiListing(page, { title, categorySlug: "event-party-equipment", subcategorySlug: "canopies-tents", bookingMode: "instant", units: 1 }, { publish: true });
  const { page: r } = await phone(browser, ip, "planner");
  const start = addDays(todayInLagos(), 15);
  await visit(r, `/item/${id}?start=${start}&end=${addDays(start, 1)}`);
  await addToCart(r);
  const { page: other } = await phone(browser, ip, "renter");
  await apiBooking(other, id, { fromDay: 15, days: 1 });

  await visit(r, "/cart");
  await expect(cartLine(r, title).getByRole("alert")).toHaveText("Those dates were just booked");
  await expectAccessible(r);
  await r.getByRole("main").getByRole("button", { name: "Book everything" }).click();
  await expect(r.getByRole("main").getByRole("alert").filter({ hasText: "Nothing was booked" })).toHaveText("Nothing was booked: some of these cannot be booked as they are");
  await expect(cartLine(r, title).getByRole("alert")).toHaveText("Those dates were just booked");
  await expectAccessible(r);
});

test("without JavaScript: 'Add to cart' from the date fields, then 'Change' and 'Remove', each answered on the page", async ({ page, browser, ip }) => {
  await verifiedOwner(page);
  const title = "Stackable banquet tables, 6 ft";
  const id = await apiListing(page, { title, categorySlug: "event-party-equipment", subcategorySlug: "tables-linens", bookingMode: "instant", units: 20, pricePerDayKobo: 3_000_00 }, { publish: true });
  const { page: member } = await phone(browser, ip, "renter");
  const noJs = await (await withoutJs(browser, member, ip)).newPage();
  await noJs.goto(`/item/${id}`);
  const [start, end] = [addDays(todayInLagos(), 25), addDays(todayInLagos(), 26)];
  await bookingForm(noJs).getByLabel("Start date").fill(start);
  await bookingForm(noJs).getByLabel("End date").fill(end);
  await bookingForm(noJs).getByLabel("Pick-up time").selectOption("9:00 AM");
  await bookingForm(noJs).getByLabel("Units").fill("4");
  await addToCart(noJs);
  await expectCartCount(noJs, 1);
  const line = cartLine(noJs, title);
  await expect(line.getByText(`${dayRange(start, end)} · pick-up 9:00 AM · 4 units`)).toBeVisible();
  // 2 days × 4 tables × ₦3,000 = ₦24,000, a 10% service fee and 7.5% VAT on it.
  await expect(line.locator("summary", { hasText: "in all" })).toHaveText(`${naira(26_580_00)} in all (see the price)`);

  // 'Change' opens its form (a <details>, no script needed): six tables, a day longer.
  await line.locator("summary", { hasText: "Change" }).click();
  const change = line.getByRole("form", { name: `Change ${title}` });
  await change.getByLabel("Units").fill("6");
  await change.getByLabel("End date").fill(addDays(end, 1));
  await change.getByRole("button", { name: "Save changes" }).click();
  await expect(noJs.getByRole("main").getByRole("status")).toHaveText("Changed, and priced as it is now.");
  await expect(line.getByText(`${dayRange(start, addDays(end, 1))} · pick-up 9:00 AM · 6 units`)).toBeVisible();
  // 3 days × 6 × ₦3,000 = ₦54,000, + ₦5,400 + ₦405.
  await expect(line.locator("summary", { hasText: "in all" })).toHaveText(`${naira(59_805_00)} in all (see the price)`);
  await expectCartCount(noJs, 1);

  await line.getByRole("button", { name: `Remove ${title}` }).click();
  await expect(noJs.getByRole("main").getByRole("status")).toHaveText("Removed from your cart.");
  await expect(line).toHaveCount(0);
  await expect(noJs.getByRole("main").getByText("Your cart is empty.")).toBeVisible();
  await expectCartCount(noJs, 0);
});

test("a visitor's cart is kept while they sign in, and becomes their account's", async ({ page, browser, ip }) => {
  await verifiedOwner(page);
  const title = "Jumbo cooler box, 150 litres";
  const id = await apiListing(page, { title, bookingMode: "instant" }, { publish: true });
  // Someone with an account, on a phone that has not signed in yet.
  const { page: other, person } = await phone(browser, ip, "planner");
  await other.context().clearCookies();
  const visitor = other;

  await visit(visitor, `/item/${id}`);
  await expectCartCount(visitor, 0);
  const [start, end] = [addDays(todayInLagos(), 15), addDays(todayInLagos(), 16)];
  await pickDay(visitor, start);
  await pickDay(visitor, end);
  await addToCart(visitor);
  await expectCartCount(visitor, 1);
  await expect(cartLine(visitor, title)).toBeVisible();
  await expectAccessible(visitor);

  await visitor.getByRole("link", { name: "Sign in to book everything" }).click();
  await expect(visitor).toHaveURL(/\/login\?redirectTo=%2Fcart$/);
  await signIn(visitor, person, { here: true });
  await expect(visitor).toHaveURL(/\/cart$/);
  await expect(cartLine(visitor, title)).toBeVisible();
  await expectCartCount(visitor, 1);
  // The cookie is gone: the cart is the account's now, on any phone they sign in on.
  expect((await visitor.context().cookies()).map((c) => c.name)).not.toContain("haya_cart");
  await visitor.getByRole("button", { name: "Book everything" }).click();
  await expect(visitor.getByRole("main").getByRole("status")).toHaveText("Booked: 1 booking, all held for you.");
  await expectCartCount(visitor, 0);
});

test("with dates chosen on browse, a card goes straight into the cart for them", async ({ page, browser, ip }) => {
  await verifiedOwner(page);
  // A word of its own, so that a retry (a second listing of the same kind) finds only its own.
  const word = `zanzi${Math.random().toString(36).slice(2, 8).replace(/\d/g, "q")}`;
  const title = `Marquee tent ${word}, 300 guests`;
  await apiListing(page, { title, bookingMode: "request" }, { publish: true });
  const { page: r } = await phone(browser, ip, "planner");
  const [start, end] = [addDays(todayInLagos(), 18), addDays(todayInLagos(), 19)];
  await visit(r, `/browse?search=${word}&startDate=${start}&endDate=${end}`);
  await r.getByRole("button", { name: `Add to cart: ${title}` }).click();
  await expect(r).toHaveURL(/\/cart\?added=\d+$/);
  await expect(cartLine(r, title).getByText(`${dayRange(start, end)} · pick-up 10:00 AM · 1 unit`)).toBeVisible();
  await expectCartCount(r, 1);
});

test("in Pidgin, the cart a visitor fills speaks Pidgin: what it says, its line's buttons and the way to book", async ({ page, browser, ip }) => {
  await verifiedOwner(page);
  const title = "Standing fan, 18 inch";
  const id = await apiListing(page, { title, bookingMode: "instant" }, { publish: true });
  const visitor = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } })).newPage();
  await visit(visitor, `/pcm/item/${id}`);
  await pickDay(visitor, addDays(todayInLagos(), 20));
  await pickDay(visitor, addDays(todayInLagos(), 21));
  await visitor.getByRole("form", { name: "Book dis tin" }).getByRole("button", { name: "Put am for cart" }).click();
  await expect(visitor).toHaveURL(/\/pcm\/cart\?added=\d+$/);
  const main = visitor.getByRole("main");
  await expect(main.getByRole("status")).toHaveText("E don enter your cart.");
  await expect(main.getByText("Plenty tins for one occasion, from any owner")).toBeVisible();
  await expect(cartLine(visitor, title).getByRole("button", { name: `Comot ${title}` })).toHaveText("Comot am");
  await expect(main.getByRole("link", { name: "Enter your account make you book everything" })).toBeVisible();
});
