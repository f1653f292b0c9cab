// Where you are signed in (issue 37, item 5), as a person on two phones: /account lists both sessions with their
// devices, signs the other phone out (which is then signed out at once), e-mails about the new device, and signs out
// everywhere else. Checked with axe.
import { expectAccessible } from "./a11y";
import { expect, newPerson, openMailLink, signIn, signUp, test } from "./accounts-helpers";
import { visit } from "./helpers";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

test.use({ viewport: { width: 360, height: 780 } });

test("a person signs their other phone out from /account, and is told of the new device", async ({ page, browser, ip }) => {
  test.setTimeout(90_000);
  const person = await signUp(page, newPerson("sessions"));
  // A second phone: another browser, another address.
  const other = await browser.newContext({ viewport: { width: 360, height: 780 }, userAgent: IPHONE, extraHTTPHeaders: { "x-forwarded-for": `${ip.split(".").slice(0, 3).join(".")}.250` } });
  const phone = await other.newPage();
  await signIn(phone, person);
  await expect(phone.getByRole("banner").getByText(person.name)).toBeVisible({ timeout: 15_000 });

  // The new device is told by e-mail, with the way to where the person is signed in.
  await openMailLink(page, person.email, "A new sign-in to your Haya account", /account#sessions/);

  await visit(page, "/account");
  const section = page.getByRole("region", { name: "Where you are signed in" });
  await expect(section.getByRole("listitem")).toHaveCount(2);
  await expect(section.getByRole("listitem").first()).toContainText("(This device)");
  await expect(section.getByText("Safari on iPhone")).toBeVisible();
  await expectAccessible(page);
  await section.getByRole("button", { name: /^Sign out Safari on iPhone/ }).click();
  await expect(section.getByText("That device is signed out.")).toBeVisible();
  await expect(section.getByRole("listitem")).toHaveCount(1);
  await expect(section.getByText("You are signed in only here.")).toBeVisible();

  // The phone is signed out at once: its next page asks it to sign in.
  await visit(phone, "/account");
  await expect(phone).toHaveURL(/\/login/);

  // Signed in on the phone again, then out everywhere else from here.
  await signIn(phone, person, { here: true });
  await expect(phone.getByRole("banner").getByText(person.name)).toBeVisible({ timeout: 15_000 });
  await visit(page, "/account");
  await section.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(section.getByText("Signed out everywhere else.")).toBeVisible();
  await visit(phone, "/my-rentals");
  await expect(phone).toHaveURL(/\/login/);
  await other.close();
});
