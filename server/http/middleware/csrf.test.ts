// The cross-site request guard's decisions, through a tiny app: which writes reach the handler and which are refused.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestOrigin } from "./client";
import { csrfGuard } from "./csrf";

const SITE = "http://haya.test";
const PUBLIC = "https://haya.ng";

function guardedApp(trustProxy = false) {
  let writes = 0;
  const app = new Hono();
  app.use("*", csrfGuard({ trusted: PUBLIC, requestOrigin: (url, headers) => requestOrigin(url, headers, trustProxy) }));
  app.all("*", (c) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") writes++;
    return c.text("done");
  });
  return { app, writes: () => writes };
}

type Case = [label: string, headers: Record<string, string>, passes: boolean];
const CASES: Case[] = [
  ["Origin is the site itself", { origin: SITE }, true],
  ["Origin is PUBLIC_URL (a proxy in front, another Host)", { origin: PUBLIC }, true],
  ["Origin is another website", { origin: "https://evil.example" }, false],
  ["Origin is the site under another scheme", { origin: "https://haya.test" }, false],
  ["Origin is the site on another port", { origin: "http://haya.test:8080" }, false],
  ["Origin is a look-alike ending in the site's name", { origin: "http://evilhaya.test" }, false],
  ['Origin "null" (sandboxed frame, cross-site redirect)', { origin: "null" }, false],
  ["another Origin, even with Sec-Fetch-Site same-origin", { origin: "https://evil.example", "sec-fetch-site": "same-origin" }, false],
  ["no Origin, Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin" }, true],
  ["no Origin, Sec-Fetch-Site none (typed in the address bar)", { "sec-fetch-site": "none" }, true],
  ["no Origin, Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }, false],
  ["no Origin, Sec-Fetch-Site same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }, false],
  ["neither header and no session cookie (not a browser: curl, a webhook, a server)", {}, true],
  ["neither header and another cookie only", { cookie: "theme=dark" }, true],
  ["neither header, with a session cookie (a script acting for a signed-in person)", { cookie: "haya.session_token=abc.def" }, false],
  ["neither header, with the production session cookie", { cookie: "a=1; __Secure-haya.session_token=abc.def" }, false],
  ["Sec-Fetch-Site same-origin, with a session cookie (a browser's own page)", { "sec-fetch-site": "same-origin", cookie: "haya.session_token=abc.def" }, true],
  ["Origin is the site, with a session cookie (an API client that says where it is)", { origin: SITE, cookie: "haya.session_token=abc.def" }, true],
];

describe("cross-site request guard", () => {
  for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
    for (const [label, headers, passes] of CASES) {
      it(`${method}, ${label}: ${passes ? "passes" : "refused, handler not run"}`, async () => {
        const { app, writes } = guardedApp();
        const res = await app.request(`${SITE}/logout`, { method, headers });
        expect(res.status).toBe(passes ? 200 : 403);
        expect(writes()).toBe(passes ? 1 : 0);
        if (!passes) expect(await res.text()).toBe("This request came from another website and was refused. Go back to Haya and try again.");
      });
    }
  }

  it("lets every GET, HEAD and OPTIONS through, whatever their origin (they change nothing)", async () => {
    const { app } = guardedApp();
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      const res = await app.request(`${SITE}/my-rentals`, { method, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
      expect(res.status, method).toBe(200);
    }
  });

  it("answers API callers with a JSON 403", async () => {
    const { app, writes } = guardedApp();
    const res = await app.request(`${SITE}/api/v1/newsletter`, { method: "POST", headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "forbidden" });
    expect(writes()).toBe(0);
  });

  it("behind a trusted TLS proxy, takes the scheme from X-Forwarded-Proto; without trust, ignores it", async () => {
    const headers = { origin: "https://haya.test", "x-forwarded-proto": "https" };
    expect((await guardedApp(true).app.request(`${SITE}/login`, { method: "POST", headers })).status).toBe(200);
    expect((await guardedApp(false).app.request(`${SITE}/login`, { method: "POST", headers })).status).toBe(403);
  });
});

describe("cross-site request guard and personal API tokens", () => {
  const TOKEN = { authorization: `Bearer haya_pat_${"x".repeat(43)}` };
  it("lets an API call with a token through without Origin, even beside a session cookie (the cookie is not read: http/middleware/bearer.ts)", async () => {
    for (const headers of [TOKEN, { ...TOKEN, cookie: "haya.session_token=abc.def" }, { ...TOKEN, origin: "https://evil.example" }]) {
      const { app, writes } = guardedApp();
      expect((await app.request(`${SITE}/api/v1/listings/1`, { method: "PATCH", headers })).status).toBe(200);
      expect(writes()).toBe(1);
    }
  });

  it("a token never opens a page's form (pages do not read tokens), nor does another kind of Authorization", async () => {
    const cookie = "haya.session_token=abc.def";
    const page = guardedApp();
    expect((await page.app.request(`${SITE}/account`, { method: "POST", headers: { ...TOKEN, cookie } })).status).toBe(403);
    const basic = guardedApp();
    expect((await basic.app.request(`${SITE}/api/v1/listings/1`, { method: "PATCH", headers: { authorization: "Basic YTpi", cookie } })).status).toBe(403);
    expect(page.writes() + basic.writes()).toBe(0);
  });
});

describe("cross-site request guard and the one-click unsubscribe", () => {
  it("lets POST /unsubscribe through from anywhere (a mail client's RFC 8058 post), and nothing else beside it", async () => {
    const { app, writes } = guardedApp();
    const foreign = { origin: "https://mail.example", "sec-fetch-site": "cross-site", cookie: "haya.session_token=abc.def" };
    expect((await app.request(`${SITE}/unsubscribe?token=x`, { method: "POST", headers: foreign })).status).toBe(200);
    expect(writes()).toBe(1);
    for (const path of ["/unsubscribe/", "/unsubscribe.data?token=x", "/unsubscribe/x", "/account", "/api/v1/unsubscribe"])
      expect((await app.request(`${SITE}${path}`, { method: "POST", headers: foreign })).status, path).toBe(403);
    expect((await app.request(`${SITE}/unsubscribe?token=x`, { method: "PUT", headers: foreign })).status).toBe(403);
    expect(writes()).toBe(1);
  });
});
