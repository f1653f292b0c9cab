// The security headers of pages, API answers and the server's own error pages, through the whole HTTP app. Pages are
// rendered by the real app/entry.server.tsx with React Router's real <Scripts> and <ScrollRestoration>, in a small
// route tree of our own (the site's routes need the built client to render).
import { Hono } from "hono";
import crypto from "node:crypto";
import { createElement as h } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as entry from "../../../app/entry.server";
import type { MediaService } from "../../features/media/media.service";
import { createServices } from "../../services";
import { freshDatabase } from "../../testing/db";
import { pageBuild, type TestRoute } from "../../testing/page-build";
import { createApp } from "../app";
import { contentSecurityPolicy, inlineScriptHashes, pagePolicy, securityHeaders } from "./security-headers";

let renders = 0;
function Page() {
  const d = useLoaderData() as { text: string; render: number };
  return h("p", null, `${d.text}, render ${d.render}`);
}
/** A route whose data counts its renders, so that each render's hydration script differs. */
const page = (text: string) => ({ loader: () => ({ text, render: ++renders }), default: Page });
const ROUTES: Record<string, TestRoute> = {
  root: {
    path: "",
    module: {
      default: () => h("html", { lang: "en" }, h("head", null, h(Meta), h(Links)), h("body", null, h(Outlet), h(ScrollRestoration), h(Scripts))),
    },
  },
  home: { index: true, module: { ...page("Home"), meta: () => [{ title: "Home" }, { "script:ld+json": { "@type": "Product", name: "Tractor" } }] } },
  account: { path: "account", module: page("Account") },
  step: { path: "list-item/:id/:step", module: page("Step") },
  reset: { path: "reset-password", module: { ...page("Reset"), headers: () => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" }) } },
};

const serverBuild = () => pageBuild(ROUTES, entry);

let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  // The production build's policy (Vite's development server adds its hot-reload WebSocket).
  vi.stubEnv("DEV", false);
  const services = createServices((await freshDatabase({ seed: false })).db);
  app = createApp({ services, media: {} as MediaService, build: serverBuild(), log: () => {}, mode: "test", pageCacheSeconds: 5 });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: Response): Record<string, string[]> {
  const header = res.headers.get("Content-Security-Policy");
  expect(header, "Content-Security-Policy").toBeTruthy();
  return Object.fromEntries(header!.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

/** The scripts a browser would run from the page's own text, hashed as CSP does. */
function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs, text]) => !/src=|application\/ld\+json/.test(attrs!) && text !== "")
    .map(([, , text]) => `'sha256-${crypto.createHash("sha256").update(text!).digest("base64")}'`);
}

function expectCommonHeaders(res: Response) {
  const csp = directives(res);
  expect(csp["default-src"]).toEqual(["'self'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["script-src"]).toContain("'self'");
  expect(csp["script-src"]).not.toContain("'unsafe-inline'");
  expect(csp["script-src"]).not.toContain("'unsafe-eval'");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  expect(res.headers.get("Permissions-Policy")).toMatch(/\bgeolocation=\(\)/);
  expect(res.headers.get("Permissions-Policy")).toMatch(/\bmicrophone=\(\)/);
  return csp;
}

describe("security headers", () => {
  it("a page allows exactly its own inline scripts, by hash, and no camera", async () => {
    const res = await app.request("/", { headers: { cookie: "theme=dark" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const csp = expectCommonHeaders(res);
    const scripts = runnableInlineScripts(html);
    // React Router's hydration data and module loader, and the scroll restoration: each one hashed.
    expect(html).toContain("window.__reactRouterContext");
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(csp["script-src"]!.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...new Set(scripts)].sort());
    // The JSON-LD is data, never run: it needs no hash.
    expect(html).toContain('<script type="application/ld+json">');
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["form-action"]).toEqual(["'self'", "https://checkout.paystack.com"]);
    expect(csp["connect-src"]).toBeUndefined();
    // No tile server configured: images come from the site only (default-src).
    expect(csp["img-src"]).toBeUndefined();
    expect(res.headers.get("Permissions-Policy")).toMatch(/\bcamera=\(\)/);
  });

  it("with a tile server (MAP_TILE_URL), pages and API answers may show images from its origin too, and no other", async () => {
    const services = createServices((await freshDatabase({ seed: false })).db);
    const tiled = createApp({
      services,
      media: {} as MediaService,
      build: serverBuild(),
      log: () => {},
      mode: "test",
      pageCacheSeconds: 5,
      mapTiles: { url: "https://tiles.example.ng/osm/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors" },
    });
    for (const path of ["/", "/api/v1/categories", "/no-such-page"]) {
      const res = await tiled.request(path, { headers: { cookie: "a=b" } });
      const csp = expectCommonHeaders(res);
      expect(csp["img-src"], path).toEqual(["'self'", "https://tiles.example.ng"]);
    }
    // A page's own policy (its scripts' hashes) gets the tiles' origin once, cached or not.
    for (const cache of ["miss", "hit"]) {
      const res = await tiled.request("/?tiles");
      expect(res.headers.get("X-Page-Cache")).toBe(cache);
      expect(res.headers.get("Content-Security-Policy")!.match(/img-src/g)).toHaveLength(1);
    }
  });

  it("the pages where photos are taken may use the camera, and only those", async () => {
    for (const path of ["/account", "/list-item/7/photos"]) {
      const res = await app.request(path, { headers: { cookie: "a=b" } });
      expect(res.status, path).toBe(200);
      expectCommonHeaders(res);
      expect(res.headers.get("Permissions-Policy"), path).toMatch(/\bcamera=\(self\)/);
    }
    const details = await app.request("/list-item/7/details", { headers: { cookie: "a=b" } });
    expect(details.headers.get("Permissions-Policy")).toMatch(/\bcamera=\(\)/);
  });

  it("the browse page may ask where the browser is ('Near me'), and only it", async () => {
    for (const path of ["/browse", "/browse.data"]) {
      const res = await app.request(path, { headers: { cookie: "a=b" } });
      expect(res.headers.get("Permissions-Policy"), path).toMatch(/\bgeolocation=\(self\)/);
      expect(res.headers.get("Permissions-Policy"), path).toMatch(/\bcamera=\(\)/);
    }
    for (const path of ["/", "/account", "/browse/other"]) {
      const res = await app.request(path, { headers: { cookie: "a=b" } });
      expect(res.headers.get("Permissions-Policy"), path).toMatch(/\bgeolocation=\(\)/);
    }
  });

  it("a path granted two features gets both, each only where granted", async () => {
    const small = new Hono();
    small.use("*", securityHeaders({ camera: [/^\/(both|camera)$/], geolocation: [/^\/(both|map)$/] }));
    small.get("*", (c) => c.text("ok"));
    const policy = async (path: string) => (await small.request(path)).headers.get("Permissions-Policy");
    expect(await policy("/both")).toMatch(/\bcamera=\(self\).*\bgeolocation=\(self\)/);
    expect(await policy("/camera")).toMatch(/\bcamera=\(self\).*\bgeolocation=\(\)/);
    expect(await policy("/map")).toMatch(/\bcamera=\(\).*\bgeolocation=\(self\)/);
    expect(await policy("/none")).toMatch(/\bcamera=\(\).*\bgeolocation=\(\).*\bmicrophone=\(\)/);
  });

  it("a cached page comes with the policy of the body it replays", async () => {
    const first = await app.request("/?cached");
    const body = await first.text();
    const again = await app.request("/?cached");
    expect(again.headers.get("X-Page-Cache")).toBe("hit");
    expect(await again.text()).toBe(body);
    expect(again.headers.get("Content-Security-Policy")).toBe(first.headers.get("Content-Security-Policy"));
    // A fresh render (another render count in its data) has scripts of other hashes; the cached copy keeps its own.
    const fresh = await app.request("/?cached", { headers: { "Cache-Control": "no-cache" } });
    const freshScripts = runnableInlineScripts(await fresh.text());
    expect(freshScripts).not.toEqual(runnableInlineScripts(body));
    expect(directives(fresh)["script-src"]).toEqual(expect.arrayContaining(freshScripts));
    expect(directives(again)["script-src"]).toEqual(expect.arrayContaining(runnableInlineScripts(body)));
  });

  it("an answer keeps a header its route chose (a token page's referrer policy)", async () => {
    const res = await app.request("/reset-password?token=abc");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect((await app.request("/")).headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("API answers and the server's own error pages carry them too", async () => {
    const api = await app.request("/api/v1/categories");
    expect(api.status).toBe(200);
    expect(expectCommonHeaders(api)["script-src"]).toEqual(["'self'"]);

    // (Not /browse, whose Permissions-Policy grants the location to 'Near me'.)
    const refused = await app.request("/about?search=a%00b");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("<style>");
    const csp = expectCommonHeaders(refused);
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["style-src"]).toContain("'unsafe-inline'");
  });
});

describe("the policy", () => {
  it("hashes inline scripts as browsers do, and never a data block or an external script", () => {
    const html = `<script>a()</script><script type="module">b()\r\n</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script>a()</script>`;
    const sha = (s: string) => `'sha256-${crypto.createHash("sha256").update(s).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()\n")]);
    // A page in pieces (its own markup between kept parts' bytes): every piece's scripts, each hash once.
    expect(pagePolicy(["<script>a()</script><p>", "</p><script>c()</script><script>a()</script>"])).toBe(contentSecurityPolicy({ scriptHashes: [sha("a()"), sha("c()")] }));
  });

  it("lets Vite's development server reach its hot reload", () => {
    expect(contentSecurityPolicy()).not.toContain("connect-src");
    expect(contentSecurityPolicy({ dev: true })).toContain("connect-src 'self' ws:");
  });
});
