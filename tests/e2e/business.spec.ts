// 'For Business' owners: what a visitor is offered there, saving details (normalised), bad input, asking for verification, with
// and without JavaScript; nobody changes another person's business; the owner card's badge follows the status.
import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, newPerson, signUp, test } from "./accounts-helpers";
import { visit, FROM_SITE } from "./helpers";
import { NARROW } from "./narrow-helpers";
import { OWNER_COMMISSION_PCT } from "../../core/fees";

const field = (page: Page, label: string) =>
  page.getByRole("main").getByLabel(label, { exact: true });

/** Chooses a (tiny, real) PDF as the CAC certificate of the verification request. */
const attachCertificate = (page: Page) =>
  page.getByLabel("CAC certificate").setInputFiles({ name: "cac-certificate.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n") });

/** The message shown beside a field: the element its aria-describedby names for errors. */
async function errorBeside(page: Page, label: string) {
  const input = field(page, label);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  const ids = (await input.getAttribute("aria-describedby"))!
    .split(" ")
    .filter((id) => id.endsWith("-error"));
  expect(ids).toHaveLength(1);
  return page.locator(`[id="${ids[0]}"]`);
}

async function fillBusiness(page: Page, v: { name: string; cac: string; phone: string }) {
  await field(page, "Business name").fill(v.name);
  await field(page, "CAC registration number").fill(v.cac);
  await field(page, "Business phone").fill(v.phone);
  await page.getByRole("button", { name: "Save details" }).click();
}

const status = (page: Page) => page.getByRole("region", { name: /Verification status/ });

// Each journey signs people up (a deliberately slow password hash) and runs axe on several pages.
test.slow();

test.describe("on a 360 × 740 phone", () => {
  test.use(NARROW);

  test("a visitor sees what Haya offers businesses and why to sign in (English, Pidgin), joins and comes back", async ({ page }) => {
    // Both 'For Business' links lead to the page itself, never straight to sign-in.
    await visit(page, "/");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "For Business" })).toHaveAttribute("href", "/business");
    await expect(page.getByRole("banner").getByRole("link", { name: "For Business" })).toHaveAttribute("href", "/business");

    const pcm = await visit(page, "/pcm/business");
    expect(pcm.status()).toBe(200);
    await expect(page).toHaveURL(/\/pcm\/business$/);
    await expect(page.getByRole("heading", { level: 1, name: "For business people" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Wetin Haya get for your business" })).toContainText(`Haya go only collect ${OWNER_COMMISSION_PCT}%`);
    await expect(page.getByRole("region", { name: "Enter make you register your business" }).getByRole("link", { name: "Open account free" })).toHaveAttribute("href", "/pcm/login?mode=signup&redirectTo=%2Fbusiness&why=business");
    await expectAccessible(page);

    const res = await visit(page, "/business");
    expect(res.status()).toBe(200);
    await expect(page).toHaveURL(/\/business$/);
    await expect(page.getByRole("heading", { level: 1, name: "For Business" })).toBeVisible();
    const offer = page.getByRole("region", { name: "What Haya offers your business" });
    await expect(offer).toContainText("Verified owner: a badge on every listing of yours");
    await expect(offer).toContainText(`Listing is free: Haya keeps ${OWNER_COMMISSION_PCT}% only when a rental is completed`);
    const signIn = page.getByRole("region", { name: "Sign in to register your business" });
    await expect(signIn).toContainText("Your business details and CAC certificate stay with your Haya account");
    await expectAccessible(page);

    await expect(signIn.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?redirectTo=%2Fbusiness&why=business");
    await signIn.getByRole("link", { name: "Join for free" }).click();
    await expect(page.getByText("Sign in or join to register your business. We bring you back to For Business.")).toBeVisible();
    await expectAccessible(page);
    const person = newPerson("biz");
    await page.getByLabel("Full Name").fill(person.name);
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/business$/);
    await expect(page.getByRole("heading", { level: 1, name: "For Business" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Business details" })).toBeVisible();
    // Signed in, the footer's link leads there too.
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "For Business" })).toHaveAttribute("href", "/business");
  });
});

test("saves normalised details, then asks for verification and shows Pending", async ({ page }) => {
  await signUp(page, newPerson("biz"));
  await page.getByRole("banner").getByRole("link", { name: "For Business" }).first().click();
  await expect(page).toHaveURL(/\/business$/);
  const res = await visit(page, "/business");
  expect(res.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByText(/Verified owner/).first()).toBeVisible();
  await expect(status(page)).toContainText("Unverified");
  await expect(status(page).getByRole("button", { name: "Ask for verification" })).toHaveCount(0);
  await expectAccessible(page);

  await fillBusiness(page, { name: "Okafor Autos Ltd", cac: "rc1234567", phone: "08031234567" });
  await expect(
    page.getByRole("status").filter({ hasText: "Business details saved." }),
  ).toBeVisible();
  await expect(field(page, "CAC registration number")).toHaveValue("RC1234567");
  await expect(field(page, "Business phone")).toHaveValue("+2348031234567");
  await expect(field(page, "Business name")).toHaveValue("Okafor Autos Ltd");

  // The request carries the CAC certificate: without it the browser itself asks for one (a required file field).
  await attachCertificate(page);
  await status(page).getByRole("button", { name: "Ask for verification" }).click();
  await expect(status(page)).toContainText("Pending");
  await expect(status(page)).toContainText("We are checking your details; an admin approves them");
  await expect(status(page).getByRole("button", { name: "Ask for verification" })).toHaveCount(0);
  await expect(
    page.getByText("Changing any of these details sends it back to unverified"),
  ).toBeVisible();
  await expectAccessible(page);

  // Still pending after a reload (it was stored), and changed details send it back to unverified.
  await visit(page, "/business");
  await expect(status(page)).toContainText("Pending");
  await field(page, "Business phone").fill("0809 876 5432");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "unverified again" })).toBeVisible();
  await expect(status(page)).toContainText("Unverified");
  await expect(field(page, "Business phone")).toHaveValue("+2348098765432");
});

test("bad input: a message beside each field, what was typed kept, nothing stored", async ({
  page,
}) => {
  await signUp(page, newPerson("biz"));
  await visit(page, "/business");
  await fillBusiness(page, { name: "Ade Rentals", cac: "1234567", phone: "12345" });
  await expect(await errorBeside(page, "CAC registration number")).toHaveText(
    "Enter RC or BN followed by digits, e.g. RC1234567",
  );
  await expect(await errorBeside(page, "Business phone")).toHaveText(/Enter a Nigerian number/);
  await expect(field(page, "Business name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Business name")).toHaveValue("Ade Rentals");
  await expect(field(page, "CAC registration number")).toHaveValue("1234567");
  await expect(field(page, "Business phone")).toHaveValue("12345");
  await expectAccessible(page);

  await fillBusiness(page, { name: " ", cac: "BN998877", phone: "+2347012345678" });
  await expect(await errorBeside(page, "Business name")).toHaveText("Enter the business name");
  await expect(field(page, "CAC registration number")).toHaveValue("BN998877");

  await visit(page, "/business");
  await expect(field(page, "Business name")).toHaveValue("");
  await expect(field(page, "CAC registration number")).toHaveValue("");
  await expect(status(page)).toContainText("Unverified");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("joins, saves, corrects a bad field and asks for verification with plain form posts", async ({
    page,
  }) => {
    const person = newPerson("nojs");
    await page.goto("/login?mode=signup&redirectTo=/business");
    await page.getByLabel("Full Name").fill(person.name);
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/business$/);

    await fillBusiness(page, { name: "Eze Lenses", cac: "bn 445566", phone: "0803 12" });
    await expect(await errorBeside(page, "Business phone")).toBeVisible();
    await expect(field(page, "CAC registration number")).toHaveValue("bn 445566");
    await field(page, "Business phone").fill("0705 555 0199");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(field(page, "CAC registration number")).toHaveValue("BN445566");
    await expect(field(page, "Business phone")).toHaveValue("+2347055550199");

    await attachCertificate(page);
    await page.getByRole("button", { name: "Ask for verification" }).click();
    await expect(status(page)).toContainText(
      "We are checking your details; an admin approves them",
    );
  });
});

test("nobody changes another person's business through the page or the API", async ({
  page,
  browser,
  ip,
  baseURL,
}) => {
  await signUp(page, newPerson("victim"));
  await visit(page, "/business");
  await fillBusiness(page, { name: "Nwosu Halls", cac: "RC555", phone: "08031112222" });
  await expect(
    page.getByRole("status").filter({ hasText: "Business details saved." }),
  ).toBeVisible();
  const me = async (request: APIRequestContext) =>
    ((await (await request.get("/api/v1/me")).json()) as { user: Record<string, unknown> }).user;
  const victim = await me(page.request);

  const other = await browser.newContext({
    baseURL,
    extraHTTPHeaders: {
      "x-forwarded-for": ip.replace(/\d+$/, (n) => String((Number(n) + 128) % 256)),
    },
  });
  const attacker = await other.newPage();
  await signUp(attacker, newPerson("attacker"));
  const smuggle = { id: String(victim.id), userId: String(victim.id), user_id: String(victim.id) };
  const form = await attacker.request.post("/business", {
    headers: FROM_SITE,
    form: {
      ...smuggle,
      intent: "save",
      businessName: "Hijacked Ltd",
      cacNumber: "RC1",
      phone: "08030000000",
    },
  });
  expect(form.status()).toBe(200);
  await attacker.request.post("/business", { headers: FROM_SITE, form: { ...smuggle, intent: "verify" } });
  await attacker.request.patch("/api/v1/me", { headers: FROM_SITE, data: { ...smuggle, name: "Hijacked" } });
  await attacker.request.put(`/api/v1/me/business?userId=${String(victim.id)}`, {
    headers: FROM_SITE,
    data: { ...smuggle, businessName: "Hijacked Ltd", cacNumber: "RC2", phone: "08030000000" },
  });

  expect(await me(page.request)).toEqual(victim);
  expect(await me(attacker.request)).toMatchObject({
    name: "Hijacked",
    businessName: "Hijacked Ltd",
    cacNumber: "RC2",
  });
  await other.close();
});

test("the owner card shows 'Verified owner' only for verified businesses", async ({
  page,
  request,
}) => {
  const found: Record<"yes" | "no", number | undefined> = { yes: undefined, no: undefined };
  for (let id = 1; id <= 60 && !(found.yes && found.no); id++) {
    const res = await request.get(`/api/v1/listings/${id}`);
    if (res.status() !== 200) continue;
    const { listing } = (await res.json()) as { listing: { owner: { verified: boolean } } };
    found[listing.owner.verified ? "yes" : "no"] ??= id;
  }
  expect(
    found.yes && found.no,
    "the demo catalogue has verified and unverified owners",
  ).toBeTruthy();
  const owner = page.getByRole("region", { name: "Owner" });
  await visit(page, `/item/${found.yes}`);
  await expect(owner.getByText("Verified owner")).toBeVisible();
  await visit(page, `/item/${found.no}`);
  await expect(owner).toBeVisible();
  await expect(owner.getByText("Verified owner")).toHaveCount(0);
});
