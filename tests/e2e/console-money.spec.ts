// The console's money desk as the demo admin uses it: the demo renter disputes the demo owner's open claim on their
// booking page; the admin finds it among the disputed claims, sees both sides and the photos, is refused an amount
// over the claim (said beside the box), decides it, and finds the decision in the audit log. Then the admin looks the
// renter up by e-mail and opens one of their bookings (history, ledger). axe on each console page.
import { expectAccessible } from "./a11y";
import { expect, signIn, test } from "./accounts-helpers";
import { openConsoleAsDemoAdmin } from "./console-helpers";
import { visit } from "./helpers";
import { DEMO_PASSWORD, DEMO_RENTER } from "../../server/seed/data/demo-people";

test.describe.configure({ mode: "serial" });

test("the renter disputes the demo claim; the demo admin decides it and finds the audit row", async ({ page }) => {
  await signIn(page, { email: DEMO_RENTER.email, password: DEMO_PASSWORD });
  await expect(page.getByRole("banner").getByText(DEMO_RENTER.name)).toBeVisible();
  const { bookings } = (await (await page.request.get("/api/v1/me/bookings?as=renter")).json()) as { bookings: { id: number; status: string }[] };
  const states = await Promise.all(
    bookings.filter((b) => b.status === "completed").map(async (b) => ({ id: b.id, state: (await (await page.request.get(`/api/v1/bookings/${b.id}/claims`)).json()) as { claim: { status: string } | null } })),
  );
  const claimed = states.find((s) => s.state.claim && s.state.claim.status !== "settled");
  expect(claimed, "the demo data has an open claim").toBeDefined();
  await visit(page, `/bookings/${claimed!.id}`);
  const section = page.getByRole("region", { name: "Deposit claim" });
  const dispute = section.getByRole("button", { name: "Dispute claim" });
  if (await dispute.isVisible()) {
    await section.getByLabel("Why you disagree").fill("The lens was already scratched when I collected it; I said so at pick-up.");
    await dispute.click();
  }
  await expect(section.getByText("Disputed: Haya's team will decide")).toBeVisible();

  await page.context().clearCookies();
  await openConsoleAsDemoAdmin(page);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Disputed claims" }).click();
  await expect(page.getByRole("heading", { name: "Disputed deposit claims" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: new RegExp(`on booking ${claimed!.id} `) }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`on booking ${claimed!.id}$`) })).toBeVisible();
  await expect(page.getByText(/^The lens was already scratched/)).toBeVisible();
  const ownerPhotos = page.getByRole("region", { name: "The owner's claim photos" }).getByRole("img");
  await expect(ownerPhotos).toHaveCount(1);
  // Served through the console (and audited), not the booking's own photo address.
  const res = await page.request.get((await ownerPhotos.first().getAttribute("src"))!);
  expect([res.status(), res.headers()["content-type"]]).toEqual([200, "image/webp"]);
  await expectAccessible(page);

  // More than the claim: refused, said beside the box, nothing decided.
  await page.getByLabel("Amount for the owner, in naira").fill("9,999,999");
  await page.getByLabel("Reason (both sides read it)").fill("The pick-up photos show the scratch was new.");
  await page.getByRole("button", { name: "Decide the claim" }).click();
  await expect(page.locator("#amount-error")).toHaveText(/^The most the owner can get is the ₦[\d,]+ claimed$/);
  await expect(page.getByLabel("Reason (both sides read it)")).toHaveValue("The pick-up photos show the scratch was new.");
  await page.getByLabel("Amount for the owner, in naira").fill("10,000");
  await page.getByRole("button", { name: "Decide the claim" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Decided: / })).toHaveText(/^Decided: ₦10,000 to the owner/);
  await expect(page.getByText(/^Settled: ₦10,000 to the owner\./)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" }).click();
  const row = page.getByRole("row").filter({ hasText: "claim.decide" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("The pick-up photos show the scratch was new.");
});

test("the demo admin looks the renter up by e-mail and opens one of their bookings", async ({ page }) => {
  await openConsoleAsDemoAdmin(page);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Look-up" }).click();
  await page.getByLabel("Email, phone, id, listing title or payment reference").fill(DEMO_RENTER.email);
  await page.getByRole("button", { name: "Find" }).click();
  const people = page.getByRole("region", { name: /^People/ });
  await expect(people.getByRole("link")).toHaveCount(1);
  await expectAccessible(page);
  await people.getByRole("link").click();
  await expect(page.getByText(DEMO_RENTER.email, { exact: false }).first()).toBeVisible();
  await expectAccessible(page);
  const booking = page.getByRole("region", { name: /^Bookings/ }).getByRole("link").first();
  const name = (await booking.innerText()).trim();
  await booking.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status history" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ledger lines" })).toBeVisible();
  await expectAccessible(page);
});
