// The language of a page request, through the middleware as the app mounts it: an unprefixed page opened by a person
// who chose Pidgin (cookie) or whose browser prefers it (Accept-Language, without the cookie) goes to its /pcm twin —
// documents only, never a post, a data request or a script's fetch; the rest runs in its URL's language; the switch
// remembers the choice and goes back only to a page of this site.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { hasCookiesBesidesLocale, languageSwitch, pageLocale } from "./locale";
import { requestLocale } from "./request-locale";

const app = new Hono();
app.get("/language/:locale", languageSwitch({ secure: false }));
app.all("*", pageLocale(), (c) => c.text(`rendered in ${requestLocale.getStore()}`));
const get = (path: string, headers: Record<string, string> = {}, method = "GET") => app.request(path, { method, headers });

describe("pages", () => {
  it("renders each URL in its own language, and says that an unprefixed page depends on Accept-Language", async () => {
    const pidgin = await get("/pcm/browse?x=1", { "Accept-Language": "en" });
    expect(await pidgin.text()).toBe("rendered in pcm");
    expect(pidgin.headers.get("Vary")).toBeNull();
    const english = await get("/browse");
    expect(await english.text()).toBe("rendered in en");
    expect(english.headers.get("Vary")).toBe("Accept-Language");
  });

  it("sends a person who chose Pidgin, or whose browser prefers it, to the Pidgin page; the cookie wins", async () => {
    for (const headers of [{ Cookie: "haya_lang=pcm" }, { "Accept-Language": "pcm-NG,en;q=0.5" }, { Cookie: "other=1; haya_lang=pcm", "Accept-Language": "en" }] as Record<string, string>[]) {
      const res = await get("/item/12?a=1", headers);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/pcm/item/12?a=1");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect((await get("/", { Cookie: "haya_lang=pcm" })).headers.get("Location")).toBe("/pcm");
    expect(await (await get("/browse", { Cookie: "haya_lang=en", "Accept-Language": "pcm" })).text()).toBe("rendered in en");
  });

  it("never redirects a post, a data request, a script's fetch or what is no page", async () => {
    const pcm = { Cookie: "haya_lang=pcm" };
    expect((await get("/newsletter", pcm, "POST")).status).toBe(200);
    expect((await get("/browse.data", pcm)).status).toBe(200);
    expect((await get("/__manifest?paths=%2Fbrowse", pcm)).status).toBe(200);
    expect((await get("/browse", { ...pcm, "Sec-Fetch-Mode": "cors" })).status).toBe(200);
    expect((await get("/browse", { ...pcm, "Sec-Fetch-Mode": "navigate" })).status).toBe(302);
    expect((await get("/api/v1/listings", pcm)).status).toBe(200);
    expect((await get("/dev/outbox", pcm)).status).toBe(200);
  });
});

describe("the switch", () => {
  it("remembers the language for a year and opens the same page in it", async () => {
    const res = await get("/language/pcm?next=%2Fbrowse%3Fsearch%3Dcar");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/pcm/browse?search=car");
    expect(res.headers.get("Set-Cookie")).toBe("haya_lang=pcm; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly");
    expect((await get("/language/en?next=%2Fpcm%2Fitem%2F3")).headers.get("Location")).toBe("/item/3");
  });

  it("goes back only to a page of this site, and knows only its languages", async () => {
    for (const next of ["https://evil.example/", "//evil.example/", "/\\evil.example", ""]) {
      expect((await get(`/language/pcm?next=${encodeURIComponent(next)}`)).headers.get("Location")).toBe("/pcm");
    }
    expect((await get("/language/fr?next=%2F")).status).toBe(404);
  });
});

it("the page cache may serve a request whose only cookie is the language", () => {
  expect(hasCookiesBesidesLocale(undefined)).toBe(false);
  expect(hasCookiesBesidesLocale("haya_lang=pcm")).toBe(false);
  expect(hasCookiesBesidesLocale("haya_lang=pcm; haya_cart=x")).toBe(true);
});
