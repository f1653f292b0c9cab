// Bad bytes are bad input, on the built site: a NUL (or another control character, or broken encoding) in any page's
// path, query or form, or in any API operation, is a 400 with a message, never a 500. Pages and forms come from the
// route table (app/routes.ts), API operations from the served OpenAPI document.
import fs from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect } from "@playwright/test";
import routes from "../../app/routes";
import { expectAccessible } from "./a11y";
import { visit, test } from "./helpers";

const FORM_MESSAGE = "Something you sent contains a character that can't be used";
const FIELD_MESSAGE = "This had a character that can't be used; we took it out. Check it and send again.";

interface PageRoute {
  path: string;
  file: string;
}

/** Every route with a sample URL (`item/:id` → /item/1, the splat → /no/such/page), nested routes under their parent's path. */
function pageRoutes(entries: RouteConfigEntry[] = routes, parent = ""): PageRoute[] {
  const samples: Record<string, string> = { category: "vehicles", slug: "vehicles", subcategory: "cars", step: "details", reference: "ref" };
  return entries.flatMap((r) => {
    // A page's optional Pidgin segment (`pcm?/browse`: decision 038) is left out: the English URL of each page.
    const own = r.path && r.path !== "pcm?" ? `${parent}/${r.path.replace(/^pcm\?\//, "")}` : parent;
    const path = (own.replace("*", "no/such/page").replace(/:(\w+)\??/g, (_m, name: string) => samples[name] ?? "1") || "/").replace(/(.)\/$/, "$1");
    return [{ path, file: r.file }, ...pageRoutes(r.children ?? [], own)];
  });
}
/** How many routes the table has, nested ones included. */
const countRoutes = (entries: RouteConfigEntry[]): number => entries.reduce((n, r) => n + 1 + countRoutes(r.children ?? []), 0);
const PAGES = pageRoutes();
const hasAction = (file: string) => /export (?:async )?function action\b|export const action\b/.test(fs.readFileSync(`app/${file}`, "utf8"));

test("every page: a bad byte in the path or query is a 400 page saying so", async ({ request }) => {
  expect(PAGES.length).toBe(countRoutes(routes));
  for (const { path } of PAGES) {
    for (const url of [`${path}?to=%00`, `${path}?search=a%00b`, `${path}?q=50%off`, `${path}?q=%ED%A0%80`, `${path === "/" ? "" : path}/a%00b`]) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(400);
      expect(await res.text(), url).toContain("This address can't be used");
    }
  }
});

test("every form: a NUL in a field is refused with the form's own message, before the action runs", async ({ request }) => {
  const forms = PAGES.filter((p) => hasAction(p.file));
  expect(forms.map((f) => f.path)).toEqual(expect.arrayContaining(["/contact", "/login", "/account", "/item/1", "/newsletter"]));
  for (const { path } of forms) {
    const fields = { intent: "save", name: "Ada\u0000Obi", email: "ada@example.com", message: "Hello\u0000 there" };
    // React Router's data request (a form sent with JavaScript) answers the action alone: the refusal, as the page shows it.
    const data = await request.post(`${path}.data`, { form: fields, maxRedirects: 0 });
    expect(data.status(), `${path}.data`).toBe(400);
    const answer = await data.text();
    expect(answer, `${path}.data`).toContain(FORM_MESSAGE);
    expect(answer, `${path}.data`).toContain(FIELD_MESSAGE);
    // Without JavaScript the whole page comes back: the form with the messages (400), unless the page itself sends this
    // visitor elsewhere (sign in first; /logout goes home) or names nothing of theirs (404). Never a 500.
    const page = await request.post(path, { form: fields, maxRedirects: 0 });
    expect([400, 302, 303, 404], path).toContain(page.status());
    if (page.status() === 400) expect(await page.text(), path).toContain(FIELD_MESSAGE);
  }
});

test("a NUL typed into a form: taken out as it is sent with JavaScript; without, the form comes back saying so", async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    if (javaScriptEnabled) await visit(page, "/contact");
    else await page.goto("/contact");
    const main = page.getByRole("main");
    await main.getByLabel("Your name").fill("Ada\tObi");
    await main.getByLabel("Email", { exact: true }).fill("ada@example.com");
    await main.getByLabel("Message").fill("I need a tractor\u0000 for Saturday.\nIs it free?");
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), main.getByRole("button", { name: "Send message" }).click()]);
    if (javaScriptEnabled) {
      expect(response.status()).toBe(200);
      await expect(main.getByRole("status")).toHaveText(/your message has been received/);
    } else {
      expect(response.status()).toBe(400);
      await expect(main.getByRole("alert")).toHaveText("Please correct the fields marked below.");
      await expect(main.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
      await expect(main.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
      await expect(main.getByText(FIELD_MESSAGE)).toHaveCount(2);
      await expect(main.getByLabel("Your name")).toHaveValue("AdaObi");
      await expect(main.getByLabel("Email", { exact: true })).toHaveValue("ada@example.com");
      await expect(main.getByLabel("Message")).toHaveValue("I need a tractor for Saturday.\nIs it free?");
    }
    // axe needs scripts: the page without them is the same form as after any refusal (pages.spec.ts checks that one).
    if (javaScriptEnabled) await expectAccessible(page);
    await context.close();
  }
});

test("every API operation: a NUL in the path or a query parameter is a 400 JSON naming it", async ({ request }) => {
  const doc = (await (await request.get("/api/v1/openapi.json")).json()) as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
  // The operators' API answers anyone else 404 before any check of the input (server/http/api/admin-matrix.test.ts).
  for (const [template, ops] of Object.entries(doc.paths).filter(([t]) => !t.startsWith("/admin/"))) {
    const path = `/api/v1${template.replace(/\{\w+\}/g, "1")}`;
    for (const [method, op] of Object.entries(ops)) {
      const names = [...(op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name), "to"];
      for (const [url, field] of [[`${path}%00`, "path"], ...names.map((n) => [`${path}?${n}=a%00b`, n])] as const) {
        const res = await request.fetch(url, { method: method.toUpperCase(), maxRedirects: 0 });
        expect(res.status(), `${method} ${url}`).toBe(400);
        expect(await res.json(), `${method} ${url}`).toMatchObject({ error: "invalid_request", fields: { [field]: expect.any(String) } });
      }
    }
  }
});

test("a page with a bad byte in its address is readable and leads home", async ({ page }) => {
  const response = await page.goto("/dev/outbox?to=%00");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This address can't be used");
  await expect(page.getByText(/in “to”/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Find Your Perfect Rental" })).toBeVisible();
});
