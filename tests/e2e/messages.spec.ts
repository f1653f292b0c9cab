// Messages (issue 16, item 1): a newcomer asks the demo owner about an item, writing a phone number (hidden, and told
// why), the owner sees the unread badge, opens the inbox and answers; the renter's open conversation gets the answer
// live (server-sent events) without a reload; once the renter has booked and paid, the number shows. The same questions
// and answers without JavaScript, by reload (axe needs a script: those pages are checked in the journey with it). A stranger gets the 404 page for someone else's conversation.
import type { Browser, Page } from "@playwright/test";
import { contactsHiddenMessage } from "@core/messages";
import { expectAccessible } from "./a11y";
import { expect, newPerson, signIn, signUp, test } from "./accounts-helpers";
import { apiBooking } from "./booking-page-helpers";
import { apiListings, naira, visit } from "./helpers";
import { pngPhoto, withoutJs } from "./listing-helpers";
import { DEMO_OWNER, DEMO_PASSWORD } from "../../server/seed/data/demo-people";

const CAMERA = "Sony A7 IV camera kit with two lenses – Ikeja";
const CANOPY = "Canopy, 100 chairs and 10 tables for owambe – Ikeja";

async function listingId(page: Page, title: string): Promise<number> {
  const { items } = await apiListings(page.request, { search: title.split(" – ")[0]! });
  const found = items.find((i) => i.title === title);
  expect(found, title).toBeDefined();
  return found!.id;
}

/** A phone of someone's own, signed in (a newcomer through sign-up, the demo owner with their password). */
async function phone(browser: Browser, ip: string, who: "newcomer" | "owner") {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  const page = await context.newPage();
  if (who === "owner") {
    await signIn(page, { email: DEMO_OWNER.email, password: DEMO_PASSWORD });
    await expect(page.getByRole("banner").getByText(DEMO_OWNER.name)).toBeVisible();
  } else await signUp(page, newPerson("asker"));
  return page;
}

test("a renter asks, the number stays hidden; the owner answers from the inbox and the renter sees it live; after paying, the number shows", async ({ page, browser, ip }) => {
  test.setTimeout(90_000);
  const renter = await signUp(page, newPerson("asker"));
  const id = await listingId(page, CAMERA);

  await visit(page, `/item/${id}`);
  await page.getByRole("link", { name: "Message owner" }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/new\\?listing=${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Message");
  await expectAccessible(page);
  await page.getByLabel("Message", { exact: true }).fill("Hello, is the kit free next month? Call me on 0803 123 4567");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/messages\/\d+\?sent=hidden#send$/);
  const conversation = new URL(page.url()).pathname;
  const main = page.getByRole("main");
  await expect(main.getByRole("status")).toHaveText(contactsHiddenMessage());
  const log = main.getByRole("log", { name: "Messages" });
  await expect(log).toContainText("Call me on [hidden]");
  await expect(log).not.toContainText("0803");
  await expect(main.getByRole("link", { name: DEMO_OWNER.name })).toHaveAttribute("href", /^\/u\//);
  await expect(main.getByRole("link", { name: CAMERA })).toHaveAttribute("href", `/item/${id}`);
  await expectAccessible(page);

  // The owner: the header counts it, the inbox shows it hidden.
  const owner = await phone(browser, ip, "owner");
  await visit(owner, "/");
  const badge = owner.getByRole("banner").getByRole("link", { name: /^Messages, \d+ unread$/ });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(owner).toHaveURL(/\/messages$/);
  const row = owner.getByRole("article").filter({ hasText: renter.name });
  await expect(row).toContainText(CAMERA);
  await expect(row).toContainText("Call me on [hidden]");
  await expect(row.getByText("1 unread")).toBeAttached();
  await expectAccessible(owner);
  await row.getByRole("link", { name: renter.name }).click();
  await expect(owner).toHaveURL(new RegExp(`${conversation}$`));
  await expect(owner.getByRole("main").getByRole("log")).toContainText("Call me on [hidden]");

  // The renter's page is still the one loaded: the answer arrives without a reload.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await owner.getByLabel("Message", { exact: true }).fill("Yes, it is free. Please book it here on Haya.");
  await owner.getByRole("button", { name: "Send" }).click();
  await expect(owner.getByRole("main").getByRole("log")).toContainText("Please book it here on Haya.");
  await expect(log).toContainText("Please book it here on Haya.");
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // Booked and paid: the two have a confirmed booking, and the number shows to both.
  const booking = await apiBooking(page, id, { fromDay: 100 + Math.floor(Math.random() * 60), days: 1 });
  await visit(page, `/bookings/${booking.id}`);
  await page.getByRole("main").getByRole("button", { name: `Pay ${naira(booking.totalKobo)}` }).click();
  await expect(page.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await page.getByRole("button", { name: `Pay ${naira(booking.totalKobo)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}\\?payment=success$`));
  // The booking has its own conversation, on its page: sent from there, back there.
  const section = page.getByRole("main").getByRole("region", { name: "Messages" });
  await expect(section.getByRole("link", { name: "Open conversation" })).toHaveAttribute("href", /^\/messages\/\d+$/);
  await section.getByLabel("Message", { exact: true }).fill("Paid. See you at the pick-up, my number is 0803 123 4567");
  await section.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}#messages$`));
  await expect(section.getByRole("log")).toContainText("my number is 0803 123 4567");
  await expectAccessible(page);
  await visit(page, conversation);
  await expect(page.getByRole("main").getByRole("log")).toContainText("Call me on 0803 123 4567");
  await visit(owner, conversation);
  await expect(owner.getByRole("main").getByRole("log")).toContainText("Call me on 0803 123 4567");
  await owner.context().close();
});

test("without JavaScript: ask, answer and read by reload; a refusal keeps the text; a stranger gets the 404 page", async ({ page, browser, ip }) => {
  test.setTimeout(90_000);
  const renter = await signUp(page, newPerson("asker"));
  const id = await listingId(page, CANOPY);
  const renterNoJs = await (await withoutJs(browser, page, ip)).newPage();
  const owner = await phone(browser, ip, "owner");
  const ownerNoJs = await (await withoutJs(browser, owner, ip)).newPage();

  await renterNoJs.goto(`/item/${id}`);
  await renterNoJs.getByRole("link", { name: "Message owner" }).click();
  await expect(renterNoJs).toHaveURL(new RegExp(`/messages/new\\?listing=${id}$`));
  // Nothing written: told so beside the field.
  await renterNoJs.getByRole("button", { name: "Send" }).click();
  await expect(renterNoJs.getByText("Write a message (up to 2000 characters) or add a photo")).toBeVisible();
  await renterNoJs.getByLabel("Message", { exact: true }).fill("Good day. My e-mail is ada at gmail dot com, 200 chairs for 24/12/2026 please");
  await renterNoJs.getByRole("button", { name: "Send" }).click();
  await expect(renterNoJs).toHaveURL(/\/messages\/\d+\?sent=hidden#send$/);
  const conversation = new URL(renterNoJs.url()).pathname;
  await expect(renterNoJs.getByRole("main").getByRole("status")).toHaveText(contactsHiddenMessage());
  await expect(renterNoJs.getByRole("main").getByRole("log")).toContainText("My e-mail is [hidden], 200 chairs for 24/12/2026 please");

  // 'Message owner' again: straight back to the conversation.
  await renterNoJs.goto(`/item/${id}`);
  await renterNoJs.getByRole("link", { name: "Message owner" }).click();
  await expect(renterNoJs).toHaveURL(new RegExp(`${conversation}#send$`));

  await ownerNoJs.goto("/");
  await expect(ownerNoJs.getByRole("banner").getByRole("link", { name: /^Messages, \d+ unread$/ })).toBeVisible();
  await ownerNoJs.goto("/messages");
  await ownerNoJs.getByRole("article").filter({ hasText: renter.name }).getByRole("link", { name: renter.name }).click();
  await expect(ownerNoJs).toHaveURL(new RegExp(`${conversation}$`));
  // A message too long comes back with what was typed.
  const long = `We have them. ${"x".repeat(2000)}`;
  await ownerNoJs.getByLabel("Message", { exact: true }).evaluate((el, v) => {
    (el as HTMLTextAreaElement).removeAttribute("maxlength");
    (el as HTMLTextAreaElement).value = v;
  }, long);
  await ownerNoJs.getByRole("button", { name: "Send" }).click();
  await expect(ownerNoJs.getByText("Keep your message under 2000 characters")).toBeVisible();
  await expect(ownerNoJs.getByLabel("Message", { exact: true })).toHaveValue(long);
  await ownerNoJs.getByLabel("Message", { exact: true }).fill("We have 200 chairs free that day.");
  await ownerNoJs.getByLabel("Photos (optional)").setInputFiles({ name: "chairs.png", mimeType: "image/png", buffer: await pngPhoto(800, 600, [180, 83, 9]) });
  await ownerNoJs.getByRole("button", { name: "Send" }).click();
  await expect(ownerNoJs).toHaveURL(new RegExp(`${conversation}#send$`));
  await expect(ownerNoJs.getByRole("main").getByRole("log")).toContainText("We have 200 chairs free that day.");

  await renterNoJs.goto(conversation);
  await expect(renterNoJs.getByRole("main").getByRole("log")).toContainText("We have 200 chairs free that day.");
  // The photo, for the two of them only.
  const photo = (await renterNoJs.getByRole("main").getByRole("log").getByRole("img", { name: "Photo 1" }).getAttribute("src"))!;
  expect(photo).toMatch(new RegExp(`^${conversation}/photos/\\d+@320\\.webp$`));
  const served = await renterNoJs.request.get(photo);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");

  // Report and block, as plain forms.
  await renterNoJs.getByText(`Report ${DEMO_OWNER.name}`).click();
  await renterNoJs.getByLabel("Spam").check();
  await renterNoJs.getByRole("button", { name: "Send report" }).click();
  await expect(renterNoJs.getByRole("main").getByRole("status")).toHaveText("Thank you: your report was sent. Haya's team will look into it.");
  await renterNoJs.getByRole("button", { name: `Block ${DEMO_OWNER.name}` }).click();
  await expect(renterNoJs.getByText("You have blocked this person: unblock them to send messages again.")).toBeVisible();
  await expect(renterNoJs.getByRole("button", { name: "Send" })).toHaveCount(0);
  await renterNoJs.getByRole("button", { name: `Unblock ${DEMO_OWNER.name}` }).click();
  await expect(renterNoJs.getByRole("button", { name: "Send" })).toBeVisible();

  // Someone else: the 404 page, for the page and its photos' address; signed out: sign in first.
  const stranger = await phone(browser, ip, "newcomer");
  const res = await stranger.goto(conversation);
  expect(res?.status()).toBe(404);
  expect((await stranger.request.get(photo)).status()).toBe(404);
  const anonymous = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  const visitor = await anonymous.newPage();
  await visitor.goto(conversation);
  await expect(visitor).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(conversation)}`));
  await Promise.all([anonymous.close(), stranger.context().close(), owner.context().close(), ownerNoJs.context().close(), renterNoJs.context().close()]);
});

test("the owner sees no 'Message owner' on their own item; a visitor signs in first and comes back to the question", async ({ page, browser, ip }) => {
  const id = await listingId(page, CAMERA);
  await visit(page, `/item/${id}`);
  await page.getByRole("link", { name: "Message owner" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await signIn(page, { email: DEMO_OWNER.email, password: DEMO_PASSWORD }, { here: true });
  // The owner has nobody to ask: back on the item, without the button.
  await expect(page).toHaveURL(new RegExp(`/item/${id}$`));
  await expect(page.getByRole("link", { name: "Message owner" })).toHaveCount(0);
  const owner = await phone(browser, ip, "owner");
  await visit(owner, "/messages");
  await expect(owner.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expectAccessible(owner);
  await owner.context().close();
});
