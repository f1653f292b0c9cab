// Accounts against an attacker, in Chromium and over HTTP: the session cookie, forged cross-site posts, rate limits,
// account enumeration, guarded pages and open redirects. Each test would pass for an attacker if its protection went.
import type { APIRequestContext, Browser, BrowserContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, newPerson, signIn, signOut, signUp, test, type Person } from "./accounts-helpers";
import { visit } from "./helpers";

/** The session cookie as production sets it: Secure, so with the __Secure- prefix. */
const SESSION = "__Secure-haya.session_token";
const WRONG = "Incorrect email or password";
const LIMITED = "Too many attempts, try again in 15 minutes";
/** LIMITS in server/features/accounts/rate-limit.ts */
const ACCOUNT_LIMIT = 8;
const IP_LIMIT = 60;

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === SESSION);
}

/** GET /api/v1/me from a brand-new client that has nothing but the given cookie value (an attacker replaying it). */
async function meWith(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined, ip: string, value: string) {
  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } });
  try {
    const res = await client.get("/api/v1/me", { headers: { cookie: `${SESSION}=${value}` } });
    return { status: res.status(), body: (await res.json()) as { user?: { email: string }; error?: string } };
  } finally {
    await client.dispose();
  }
}

/** A form post as a page without JavaScript makes it; returns the status, the alert shown and where it redirects. */
async function postForm(request: APIRequestContext, path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await request.post(path, { form, headers, maxRedirects: 0 });
  const html = await res.text();
  const alert = /role="(?:alert|status)"[^>]*>([^<]*)</.exec(html)?.[1];
  return { status: res.status(), alert, location: res.headers()["location"], setCookie: res.headers()["set-cookie"] ?? "", html };
}

/** Submits /login's sign-in form on an open page and waits for the server's answer. */
async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: "Sign In" }).click()]);
}

/** A person with an account, who joined in a browser of their own: the test's browser starts signed out. */
async function existingPerson(browser: Browser, baseURL: string | undefined, ip: string, label: string): Promise<Person> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } });
  try {
    return await signUp(await context.newPage(), newPerson(label));
  } finally {
    await context.close();
  }
}

test.describe("the session cookie", () => {
  test("is HttpOnly, SameSite=Lax, Secure and unguessable, after sign-up and after sign-in, and out of reach of page scripts", async ({ page, context }) => {
    const person = await signUp(page);
    const values: string[] = [];
    for (const moment of ["after sign-up", "after sign-in"]) {
      const cookie = await sessionCookie(context);
      expect(cookie, moment).toBeDefined();
      expect(cookie, moment).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true, path: "/" });
      // The random part before the signature: at least 128 bits, whatever alphabet it is drawn from.
      const token = decodeURIComponent(cookie!.value).split(".")[0]!;
      const alphabet = /^[0-9a-f]+$/.test(token) ? 16 : /^[0-9A-Za-z]+$/.test(token) ? 62 : 64;
      expect(token.length * Math.log2(alphabet), moment).toBeGreaterThanOrEqual(128);
      expect(await page.evaluate(() => document.cookie), moment).not.toContain("session_token");
      values.push(cookie!.value);
      if (moment === "after sign-up") {
        await signOut(page);
        await signIn(page, person);
        await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
      }
    }
    expect(values[1]).not.toBe(values[0]);
  });

  test("changes at sign-in, and the earlier session stops working", async ({ browser, page, context, playwright, baseURL, ip }) => {
    const person = await existingPerson(browser, baseURL, ip, "twice");
    // Two tabs on the sign-in page; the person signs in on one, then on the other, in the same browser.
    const other = await context.newPage();
    await visit(page, "/login");
    await visit(other, "/login");
    await submitSignIn(other, person.email, person.password);
    await expect(other.getByRole("banner").getByText(person.name)).toBeVisible();
    const first = (await sessionCookie(context))!.value;
    expect((await meWith(playwright, baseURL, ip, first)).status).toBe(200);

    await submitSignIn(page, person.email, person.password);
    await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
    const second = (await sessionCookie(context))!.value;
    expect(second).not.toBe(first);
    expect(await meWith(playwright, baseURL, ip, first)).toEqual({ status: 401, body: expect.objectContaining({ error: "unauthorized" }) });
    expect((await meWith(playwright, baseURL, ip, second)).body.user?.email).toBe(person.email);
  });

  test("is worthless after sign out, even replayed by someone who copied it", async ({ page, context, playwright, baseURL, ip }) => {
    const person = await signUp(page);
    const value = (await sessionCookie(context))!.value;
    expect((await meWith(playwright, baseURL, ip, value)).body.user?.email).toBe(person.email);
    await signOut(page);
    expect(await sessionCookie(context)).toBeUndefined();
    expect((await meWith(playwright, baseURL, ip, value)).status).toBe(401);
  });
});

test.describe("forged cross-site requests", () => {
  test("a sign-up posted from another website is refused and creates no account", async ({ page, baseURL, request }) => {
    const person = newPerson("forged");
    // The attacker's page, served by the test at evil.example, submits a sign-up form to Haya as soon as it opens.
    // (Plain http, like the test server: from an https page Chromium would send "Origin: null", refused as well.)
    await page.route("http://evil.example/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Win a generator</title><form method="post" action="${baseURL}/login">
          <input name="mode" value="signup"><input name="name" value="${person.name}">
          <input name="email" value="${person.email}"><input name="password" value="${person.password}">
        </form><script>document.forms[0].submit()</script>`,
      }),
    );
    const answer = page.waitForResponse((r) => r.url() === `${baseURL}/login` && r.request().method() === "POST");
    await page.goto("http://evil.example/prize");
    const res = await answer;
    expect(res.status()).toBe(403);
    expect(await res.request().headerValue("origin")).toBe("http://evil.example");
    await expect(page.getByText("This request came from another website and was refused")).toBeVisible();

    // The same request over HTTP, with the Origin a browser would send.
    const forged = await postForm(request, "/login", { mode: "signup", name: person.name, email: person.email, password: person.password }, { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect(forged.setCookie).not.toContain("session_token");

    await signIn(page, person);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(WRONG);
  });

  test("signing a victim out from another website is refused, and the victim stays signed in", async ({ page, context, request, playwright, baseURL, ip }) => {
    const person = await signUp(page);
    const value = (await sessionCookie(context))!.value;
    const cookie = `${SESSION}=${value}`;
    const forgeries: Record<string, string>[] = [
      { origin: "https://evil.example", cookie },
      { origin: "null", cookie },
      // No Origin, but the browser says where the request came from.
      { "sec-fetch-site": "cross-site", cookie },
    ];
    for (const headers of forgeries) {
      const res = await request.post("/logout", { headers, maxRedirects: 0 });
      expect(res.status(), JSON.stringify(headers)).toBe(403);
      expect(res.headers()["set-cookie"] ?? "").not.toContain("session_token");
    }
    expect((await meWith(playwright, baseURL, ip, value)).body.user?.email).toBe(person.email);
    await page.reload();
    await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
  });

  test("a sign-up with Sec-Fetch-Site: cross-site and no Origin is refused too", async ({ request, page }) => {
    const person = newPerson("sfs");
    const res = await postForm(request, "/login", { mode: "signup", ...person }, { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    await signIn(page, person);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(WRONG);
  });
});

test.describe("rate limits", () => {
  test("wrong passwords for one account trip its limit for that address; the right one is refused there too, while the owner signs in from another address and another account from this one", async ({ browser, page, context, baseURL, ip }) => {
    const target = await existingPerson(browser, baseURL, ip, "target");
    const bystander = await existingPerson(browser, baseURL, ip, "bystander");
    await visit(page, "/login");
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      await submitSignIn(page, target.email, `wrong-guess-${i}`);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(WRONG);
    }
    await submitSignIn(page, target.email, "wrong-guess-again");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(LIMITED);
    await expectAccessible(page);

    await submitSignIn(page, target.email, target.password);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(LIMITED);
    expect(await sessionCookie(context)).toBeUndefined();

    // The real owner, on their own phone (another address), is not locked out by someone else's guesses.
    const own = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ip.replace(/\d+$/, (n) => String((Number(n) + 128) % 256)) } });
    const ownPage = await own.newPage();
    await visit(ownPage, "/login");
    await submitSignIn(ownPage, target.email, target.password);
    await expect(ownPage.getByRole("banner").getByText(target.name)).toBeVisible();
    await own.close();

    await submitSignIn(page, bystander.email, bystander.password);
    await expect(page.getByRole("banner").getByText(bystander.name)).toBeVisible();
  });

  test("many sign-ins from one address trip its limit, whichever accounts they name; other addresses are not affected", async ({ browser, request, playwright, baseURL, ip }) => {
    test.setTimeout(120_000);
    const person = await existingPerson(browser, baseURL, ip, "sprayed");
    const statuses: number[] = [];
    for (let i = 0; i < IP_LIMIT; i++) {
      const r = await postForm(request, "/login", { mode: "signin", email: `spray-${i}-${person.email}`, password: "kola-nut-guess" });
      statuses.push(r.status);
      expect(r.alert).toBe(WRONG);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    const over = await postForm(request, "/login", { mode: "signin", email: person.email, password: person.password });
    expect(over.status).toBe(429);
    expect(over.alert).toBe(LIMITED);
    expect(over.setCookie).not.toContain("session_token");

    const elsewhere = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "192.0.2.99" } });
    const ok = await postForm(elsewhere, "/login", { mode: "signin", email: person.email, password: person.password });
    await elsewhere.dispose();
    expect(ok.status).toBe(302);
    expect(ok.setCookie).toContain(SESSION);
  });
});

test.describe("no account enumeration", () => {
  test("sign-in answers an unknown address and a wrong password alike", async ({ browser, page, request, baseURL, ip }) => {
    const person = await existingPerson(browser, baseURL, ip, "enum");
    const wrong = await postForm(request, "/login", { mode: "signin", email: person.email, password: "not-my-password" });
    const unknown = await postForm(request, "/login", { mode: "signin", email: `nobody-${person.email}`, password: "not-my-password" });
    expect(wrong.alert).toBe(WRONG);
    expect(unknown.alert).toBe(WRONG);
    expect(unknown.status).toBe(wrong.status);

    await visit(page, "/login");
    await submitSignIn(page, `nobody-${person.email}`, "not-my-password");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(WRONG);
    await expectAccessible(page);
  });

  test("/forgot-password says the same for an address with an account and one without", async ({ browser, page, baseURL, ip }) => {
    const person = await existingPerson(browser, baseURL, ip, "forgot");
    const answers: string[] = [];
    for (const email of [person.email, `nobody-${person.email}`]) {
      await visit(page, "/forgot-password");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      const status = page.getByRole("main").getByRole("status");
      await expect(status).toContainText("If an account uses that email");
      answers.push((await page.getByRole("main").innerText()).replace(email, "<email>"));
    }
    expect(answers[1]).toBe(answers[0]);
    await expectAccessible(page);
  });

  test("signing up with a taken address says 'check your inbox', never that it is taken, and signs nobody in", async ({ browser, page, context, baseURL, ip }) => {
    const owner = await existingPerson(browser, baseURL, ip, "taken");
    await visit(page, "/login?mode=signup");
    await page.getByLabel("Full Name").fill("Someone Else");
    await page.getByLabel("Email", { exact: true }).fill(owner.email);
    await page.getByLabel("Password").fill("a-different-pass-phrase");
    await page.getByRole("button", { name: "Create Account" }).click();
    const main = page.getByRole("main");
    await expect(main.getByRole("status")).toHaveText(`Check your inbox: we have sent a message to ${owner.email} with the next step.`);
    await expect(main).not.toContainText(/already (?:has|in use|registered|exists|taken)|exists|is taken|in use|registered/i);
    await expect(page.getByRole("link", { name: "SIGN IN / JOIN" })).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
    await expectAccessible(page);
  });
});

test.describe("guarded pages", () => {
  for (const path of ["/my-rentals", "/list-item"]) {
    test(`${path} sends a signed-out visitor to sign in, then back to ${path}`, async ({ browser, page, baseURL, ip }) => {
      const person = await existingPerson(browser, baseURL, ip, "guard");
      await visit(page, path);
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
      await submitSignIn(page, person.email, person.password);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
    });
  }

  // /business is not among them: a visitor sees what Haya offers businesses there (business.spec.ts).
  for (const path of ["/my-rentals", "/list-item", "/account"]) {
    test(`${path} answers a signed-out request with a redirect to /login?redirectTo=${path}`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    });
  }

  test("GET /api/v1/me signed out answers 401 JSON", async ({ request }) => {
    const res = await request.get("/api/v1/me");
    expect(res.status()).toBe(401);
    expect(res.headers()["content-type"]).toContain("application/json");
    expect(await res.json()).toMatchObject({ error: "unauthorized" });
  });
});

test.describe("open redirects", () => {
  const ATTEMPTS = ["//evil.example", "https://evil.example", "/\\evil.example"];

  test("a control character in redirectTo (a tab: /%09/evil.example) never reaches the sign-in: the address is refused", async ({ request }) => {
    const res = await request.get(`/login?redirectTo=${encodeURIComponent("/\t/evil.example")}`, { maxRedirects: 0 });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain("This address can't be used");
  });

  test("sign-in never sends anyone to another site, whatever redirectTo says", async ({ browser, page, baseURL, ip }) => {
    const person = await existingPerson(browser, baseURL, ip, "redirect");
    for (const to of ATTEMPTS) {
      await visit(page, `/login?redirectTo=${encodeURIComponent(to)}`);
      await submitSignIn(page, person.email, person.password);
      await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
      expect(page.url(), to).toBe(`${baseURL}/`);
      // Signed in already: /login passes straight on, to the same safe place.
      await page.goto(`/login?redirectTo=${encodeURIComponent(to)}`);
      expect(page.url(), to).toBe(`${baseURL}/`);
      await signOut(page);
    }
  });

  test("without JavaScript too (the browser follows the Location header itself)", async ({ browser, baseURL, ip }) => {
    const person = await existingPerson(browser, baseURL, ip, "nojs");
    const noJs = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": ip } });
    const page = await noJs.newPage();
    for (const to of ATTEMPTS) {
      await page.goto(`${baseURL}/login?redirectTo=${encodeURIComponent(to)}`);
      await page.getByLabel("Email", { exact: true }).fill(person.email);
      await page.getByLabel("Password").fill(person.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForLoadState();
      expect(new URL(page.url()).origin, to).toBe(baseURL);
      await noJs.clearCookies();
    }
    await noJs.close();
  });
});

test.describe("accessibility of the account forms", () => {
  for (const path of ["/login", "/login?mode=signup", "/forgot-password"]) {
    test(`${path} has no serious axe violations`, async ({ page }) => {
      await visit(page, path);
      await expectAccessible(page);
    });
  }
});
