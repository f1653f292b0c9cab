// Your data, yourself (issue 37, item 4), as the demo renter: /account's 'Download my data' asks for a copy, the job
// queue makes it in the background and it is e-mailed, the section then offers the ZIP, which downloads with the
// README and the person's own data, and not without their session. 'Delete account' offers the copy first and says what
// is kept. Checked with axe.
import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { expectAccessible } from "./a11y";
import { expect, openMailLink, signIn, test } from "./accounts-helpers";
import { visit } from "./helpers";
import { DEMO_PASSWORD, DEMO_RENTER } from "../../server/seed/data/demo-people";

test("the demo renter asks for their data, is e-mailed when it is ready, and downloads the ZIP", async ({ page, request }) => {
  test.setTimeout(90_000);
  await visit(page, "/login");
  await signIn(page, { email: DEMO_RENTER.email, password: DEMO_PASSWORD }, { here: true });
  await expect(page.getByRole("banner").getByText(DEMO_RENTER.name)).toBeVisible({ timeout: 15_000 });

  await visit(page, "/account#data-export");
  const section = page.getByRole("region", { name: "Download my data" });
  await expect(section.getByText(/ZIP of JSON files/)).toBeVisible();
  // Deleting the account offers the copy first, and says what stays and why.
  const deleting = page.getByRole("region", { name: "Delete account" });
  await expect(deleting.getByRole("link", { name: "Before you go, download a copy of your data." })).toHaveAttribute("href", "#data-export");
  await expect(deleting.getByText(/the law requires us to keep money records/)).toBeVisible();
  await expectAccessible(page);

  // A copy made earlier (a retried run) may be ready already: ask for a fresh one either way.
  await section.getByRole("button", { name: /^(Ask for a copy of my data|Make a new copy)$/ }).click();
  await expect(section.getByText("Asked. We will email you when your copy is ready.").or(section.getByRole("link", { name: "Download my data (ZIP)" }))).toBeVisible();

  // The job queue's worker makes it a moment later: the e-mail says so, and leads back to the section.
  const link = await openMailLink(page, DEMO_RENTER.email, "Your copy of your Haya data is ready", /account#data-export/);
  expect(link).toMatch(/\/account#data-export$/);
  await visit(page, "/account#data-export");
  const download = section.getByRole("link", { name: "Download my data (ZIP)" });
  await expect(download).toBeVisible();
  await expect(section.getByText(/^Your copy is ready \(.+\)\. You can download it until .+ \(Lagos time\)/)).toBeVisible();
  await expectAccessible(page);

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^haya-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = new Uint8Array(fs.readFileSync((await file.path())!));
  expect(strFromU8(bytes.subarray(0, 2))).toBe("PK");
  const files = unzipSync(bytes);
  const readme = strFromU8(files["README.txt"]!);
  expect(readme).toContain(DEMO_RENTER.name);
  expect(readme).toContain("bookings.json");
  expect(JSON.parse(strFromU8(files["profile.json"]!)).profile.email).toBe(DEMO_RENTER.email);
  expect((JSON.parse(strFromU8(files["bookings.json"]!)) as unknown[]).length).toBeGreaterThan(0);

  // The same address without the session: refused.
  const href = (await download.getAttribute("href"))!;
  expect((await request.get(href)).status()).toBe(401);
});
