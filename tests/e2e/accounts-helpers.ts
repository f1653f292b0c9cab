// Helpers for journeys with accounts: a test of its own per client address (so per-IP limits never leak between
/* eslint-disable react-hooks/rules-of-hooks, no-empty-pattern -- Playwright fixtures: `use` is not a React hook, and {} is its "no fixtures" form */
// tests), new people with unique e-mails, and signing up through the real form.
import { expect, type Page } from "@playwright/test";
import { test as base, visit } from "./helpers";

let seq = 0;
/** A made-up client address per test, sent as X-Forwarded-For (the e2e server trusts the proxy header). */
function testIp(workerIndex: number) {
  seq++;
  return `10.${(workerIndex % 200) + 1}.${(seq >> 8) & 255}.${seq & 255}`;
}

export const test = base.extend<{ ip: string }>({
  ip: async ({}, use, info) => {
    await use(testIp(info.workerIndex));
  },
  context: async ({ context, ip }, use) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": ip });
    await use(context);
  },
  request: async ({ playwright, baseURL, ip }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } });
    await use(request);
    await request.dispose();
  },
});
export { expect };

export interface Person {
  name: string;
  email: string;
  password: string;
}

export function newPerson(label = "user"): Person {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { name: `Test ${label} ${id.slice(-4)}`, email: `${label}-${id}@example.com`, password: `kola-${id}-river` };
}

/** Joins through /login's sign-up form and waits for the signed-in header. */
export async function signUp(page: Page, person: Person = newPerson()): Promise<Person> {
  await visit(page, "/login?mode=signup");
  await page.getByLabel("Full Name").fill(person.name);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  // Joining hashes the password (argon2id, by design slow) before the next page: on a loaded machine that is seconds.
  await expect(page.getByRole("banner").getByText(person.name)).toBeVisible({ timeout: 15_000 });
  return person;
}

/** Signs in on /login, or on the sign-in page already open (`here`, e.g. after a guard's redirect). */
export async function signIn(page: Page, person: Pick<Person, "email" | "password">, opts: { here?: boolean } = {}) {
  if (!opts.here) await visit(page, "/login");
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function signOut(page: Page) {
  const menu = page.getByRole("banner").locator("details");
  if ((await menu.getAttribute("open")) === null) await menu.locator("summary").click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "SIGN IN / JOIN" })).toBeVisible();
}

/**
 * Opens the newest e-mail to `to` with `subject` in the dev outbox (/dev/outbox), as a tester reads their inbox, and
 * returns the address its link leads to.
 */
export async function openMailLink(page: Page, to: string, subject: string, linkPath: RegExp): Promise<string> {
  // E-mails are sent by the job queue's workers a moment after the change that causes them: look again until it is there.
  await expect(async () => {
    await visit(page, `/dev/outbox?to=${encodeURIComponent(to)}`);
    await expect(page.getByRole("main").getByRole("link", { name: subject }).first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole("main").getByRole("link", { name: subject }).first().click();
  const link = page.getByRole("main").getByRole("link", { name: linkPath }).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute("href"))!;
}
