// The hearts, /saved and 'Save this search' as a browser posts them: a visitor's heart is kept through signing in (only
// by the cookie the heart's own post sets: a bare link saves nothing), a signed-in heart saves and un-saves (JavaScript's
// answer, or back to the page), listings not on offer and bad ids change nothing, /saved is the person's own (another's
// ids answer 404), searches are saved once, and a forged cross-site post never reaches an action. The alert email's
// unsubscribe link (/unsubscribe?token=search.…) turns that search's alerts off.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../../server/db/rows";
import { apiHarness, type TestPerson } from "../../../server/testing/http";
import { action as favouriteAction } from "./favourites";
import { loader as keepLoader } from "./keep";
import { action as savedAction, loader as savedLoader } from "./index";
import { action as saveSearchAction } from "./searches";
import { loader as browseLoader } from "~/routes/browse/index";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/unsubscribe/index";
import { testContext } from "../../../server/testing/page-context";

const h = await apiHarness({ seed: true });
const [a, b, draft] = rowsOf<{ id: number }>(await h.db.execute(sql`select id::int as id from listings where status = 'published' order by id limit 3`)).map((r) => r.id) as [number, number, number];
await h.db.execute(sql`update listings set status = 'draft' where id = ${draft}`);

async function contextOf(p: TestPerson | null) {
  const session = p ? (await h.services.accounts.getSession({ ip: "10.0.0.1", headers: new Headers({ cookie: p.cookie }) })).session : null;
  return testContext({ services: h.services, log: () => {}, siteUrl: "http://localhost", session, meta: { ip: "10.0.0.1", headers: new Headers() } });
}
type Answer = { data?: Record<string, unknown>; init?: { status?: number } | null } & Record<string, unknown>;
/** What an action or loader answered, or the Response it threw (a redirect). */
async function run<A>(f: (args: A) => unknown, args: unknown): Promise<Answer | Response> {
  try {
    return (await f(args as A)) as Answer | Response;
  } catch (thrown) {
    return thrown as Response;
  }
}
const form = (url: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`http://localhost${url}`, { method: "POST", body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} });
const heart = async (p: TestPerson | null, fields: Record<string, string>) => run(favouriteAction, { request: form("/saved/favourites", fields), params: {}, context: await contextOf(p) });
const favouritesOf = async (p: TestPerson) => rowsOf<{ id: number }>(await h.db.execute(sql`select listing_id::int as id from favourites where user_id = ${p.id} order by listing_id`)).map((r) => r.id);

describe("the heart", () => {
  it("sends a visitor to sign in, and saves the listing once they are back (the heart's cookie, not a link, carries it)", async () => {
    const visitor = (await heart(null, { listing: String(a), saved: "true", back: "/browse?search=jeep" })) as Response;
    expect(visitor.status).toBe(302);
    // The sign-in page is told why (`why`), in the language of the page the heart was on.
    expect(visitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent("/saved/keep?back=%2Fbrowse%3Fsearch%3Djeep")}&why=favourite`);
    const pidgin = (await heart(null, { listing: String(a), saved: "true", back: "/pcm/browse" })) as Response;
    expect(pidgin.headers.get("location")).toBe(`/pcm/login?redirectTo=${encodeURIComponent("/saved/keep?back=%2Fpcm%2Fbrowse")}&why=favourite`);
    const cookie = visitor.headers.get("set-cookie")!;
    // For every path: the keep page is /pcm/saved/keep for a Pidgin reader.
    expect(cookie).toMatch(new RegExp(`^haya_keep=${a}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax$`));

    const p = await h.join("Kemi");
    // The same address without the cookie (a link from another site): back to the page, nothing saved.
    const bare = (await run(keepLoader, { request: new Request("http://localhost/saved/keep?back=%2Fbrowse%3Fsearch%3Djeep"), params: {}, context: await contextOf(p) })) as Response;
    expect(bare.headers.get("location")).toBe("/browse?search=jeep");
    expect(await favouritesOf(p)).toEqual([]);

    const kept = (await run(keepLoader, {
      request: new Request("http://localhost/saved/keep?back=%2Fbrowse%3Fsearch%3Djeep", { headers: { cookie: `theme=dark; ${cookie.split(";")[0]}` } }),
      params: {},
      context: await contextOf(p),
    })) as Response;
    expect(kept.status).toBe(302);
    expect(kept.headers.get("location")).toBe("/browse?search=jeep");
    expect(kept.headers.get("set-cookie")).toMatch(/^haya_keep=; Path=\/; Max-Age=0/);
    expect(await favouritesOf(p)).toEqual([a]);
    // Still signed out at /saved/keep: signing in comes first, and back here.
    const signedOut = (await run(keepLoader, { request: new Request("http://localhost/saved/keep?back=%2F"), params: {}, context: await contextOf(null) })) as Response;
    expect(signedOut.headers.get("location")).toMatch(/^\/login\?redirectTo=%2Fsaved%2Fkeep/);
  });

  it("saves and un-saves for the signed-in person: JavaScript's answer is the new state, without it back to the page", async () => {
    const p = await h.join("Lanre");
    expect(await heart(p, { listing: String(a), saved: "true", back: "/", js: "1" })).toEqual({ ok: true, saved: true });
    const back = (await heart(p, { listing: String(b), saved: "true", back: "/u/someone" })) as Response;
    expect(back.headers.get("location")).toBe("/u/someone");
    expect(await favouritesOf(p)).toEqual([a, b].sort((x, y) => x - y));
    expect(await heart(p, { listing: String(a), saved: "false", back: "/", js: "1" })).toEqual({ ok: true, saved: false });
    // Twice (a second tab): what the person wanted, no error.
    expect(await heart(p, { listing: String(a), saved: "false", back: "/", js: "1" })).toEqual({ ok: true, saved: false });
    // Another site as the way back is never followed.
    const offsite = (await heart(p, { listing: String(a), saved: "true", back: "//evil.example/x" })) as Response;
    expect(offsite.headers.get("location")).toBe(`/item/${a}`);
  });

  it("refuses a draft, an unknown listing and a bad id beside the heart, and saves nothing", async () => {
    const p = await h.join("Musa");
    const refusedDraft = (await heart(p, { listing: String(draft), saved: "true", back: "/", js: "1" })) as Answer;
    expect(refusedDraft.init?.status).toBe(404);
    expect(refusedDraft.data).toMatchObject({ ok: false, saved: false, message: "No such listing on offer" });
    expect(((await heart(p, { listing: "987654321", saved: "true", back: "/" })) as Answer).init?.status).toBe(404);
    for (const listing of ["", "abc", "-1", "1e3"]) expect(((await heart(p, { listing, saved: "true", back: "/" })) as Answer).init?.status).toBe(400);
    expect(await favouritesOf(p)).toEqual([]);
  });

  it("a forged cross-site post (or a signed-in one naming no origin) never reaches the heart, /saved or 'Save this search'", async () => {
    const p = await h.join("Nkem");
    const forged: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, {}];
    const posts: [string, Record<string, string>][] = [
      ["/saved/favourites", { listing: String(a), saved: "true", back: "/" }],
      ["/saved/searches", { query: "search=forged" }],
      ["/saved", { intent: "delete-search", id: "1" }],
    ];
    for (const [path, fields] of posts)
      for (const headers of forged) {
        const res = await h.app.request(path, { method: "POST", body: new URLSearchParams(fields), headers: { ...headers, cookie: p.cookie, "content-type": "application/x-www-form-urlencoded" } });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    // A visitor's heart from another site: refused too, so no keep cookie is ever set by another site.
    const visitor = await h.app.request("/saved/favourites", { method: "POST", body: new URLSearchParams(posts[0]![1]), headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" } });
    expect(visitor.status).toBe(403);
    expect(visitor.headers.get("set-cookie")).toBeNull();
    expect(await favouritesOf(p)).toEqual([]);
    expect(rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from saved_searches where user_id = ${p.id}`))[0]!.n).toBe(0);
  });
});

describe("/saved and 'Save this search'", () => {
  const page = async (p: TestPerson | null, query = "") => run(savedLoader, { request: new Request(`http://localhost/saved${query}`), params: {}, context: await contextOf(p) });
  const post = async (p: TestPerson, fields: Record<string, string>) => run(savedAction, { request: form("/saved", fields), params: {}, context: await contextOf(p) });
  const saveSearch = async (p: TestPerson | null, fields: Record<string, string>) => run(saveSearchAction, { request: form("/saved/searches", fields), params: {}, context: await contextOf(p) });

  it("sends visitors to sign in first", async () => {
    expect(((await page(null)) as Response).headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent("/saved")}`);
    const visitor = (await saveSearch(null, { query: "search=tent&sort=price-asc" })) as Response;
    expect(visitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/saved/keep?back=${encodeURIComponent("/browse?search=tent&sort=price-asc")}`)}`);
  });

  it("keeps a visitor's search while they sign in, and saves it once they are back (the cookie, not a link, carries it)", async () => {
    const visitor = (await saveSearch(null, { query: "search=tent&state=Lagos&cursor=abc" })) as Response;
    const cookie = visitor.headers.get("set-cookie")!;
    // One longer than a saved search keeps is not kept (cut short, it would be another search).
    expect(((await saveSearch(null, { query: `search=${"a".repeat(2000)}` })) as Response).headers.get("set-cookie")).toBeNull();
    expect(cookie).toMatch(/^haya_keep_search=[^;]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax$/);
    const keep = async (p: TestPerson, cookies?: string) =>
      (await run(keepLoader, { request: new Request("http://localhost/saved/keep?back=%2Fbrowse%3Fsearch%3Dtent", cookies ? { headers: { cookie: cookies } } : {}), params: {}, context: await contextOf(p) })) as Response;
    const searchesOf = async (p: TestPerson) => rowsOf<{ query: string }>(await h.db.execute(sql`select query from saved_searches where user_id = ${p.id}`)).map((r) => r.query);

    const p = await h.join("Ngozi");
    // A link to /saved/keep alone saves nothing.
    expect((await keep(p)).headers.get("location")).toBe("/browse?search=tent");
    expect(await searchesOf(p)).toEqual([]);

    const kept = await keep(p, `theme=dark; ${cookie.split(";")[0]}`);
    expect(kept.headers.get("location")).toBe("/saved?added=search#searches");
    expect(kept.headers.get("set-cookie")).toMatch(/^haya_keep_search=; Path=\/; Max-Age=0/);
    const [saved] = await searchesOf(p);
    expect(Object.fromEntries(new URLSearchParams(saved))).toEqual({ search: "tent", state: "Lagos" });

    // Kept twice (pressed again before signing in): saved once, and back to the search.
    const again = await keep(p, cookie.split(";")[0]);
    expect(again.headers.get("location")).toBe("/browse?search=tent");
    expect(await searchesOf(p)).toHaveLength(1);

    // A kept search browse refuses (a forged cookie value) saves nothing.
    const q = await h.join("Tunde");
    const bad = await keep(q, `haya_keep_search=${encodeURIComponent("minPrice=-5")}`);
    expect(bad.headers.get("location")).toBe("/browse?search=tent");
    // Bad bytes in it (a NUL, text that is not UTF-8) are no search at all, never a 500.
    for (const value of ["search%3Da%2500b", "search%3Da%00b", "search%3D%C3%28"]) {
      expect((await keep(q, `haya_keep_search=${value}`)).headers.get("location")).toBe("/browse?search=tent");
    }
    expect(await searchesOf(q)).toEqual([]);
  });

  it("saves a search once (the second time says so), lists favourites and searches, and changes only the person's own", async () => {
    const p = await h.join("Obi");
    const saved = (await saveSearch(p, { query: "search=tent&cursor=abc" })) as Response;
    expect(saved.headers.get("location")).toBe("/saved?added=search#searches");
    expect(await saveSearch(p, { query: "search=tent", js: "1" })).toMatchObject({ data: { ok: false, message: "You have already saved this search" }, init: { status: 409 } });
    expect(await saveSearch(p, { query: "search=generator", js: "1" })).toMatchObject({ ok: true, message: expect.stringMatching(/^Search saved: “generator”\. New listings/) });
    expect(await saveSearch(p, { query: "minPrice=abc", js: "1" })).toMatchObject({ init: { status: 400 } });
    await h.services.favourites.add(p.id, a);
    await h.services.favourites.add(p.id, b);
    const shown = (await page(p, "?added=search")) as { favourites: { id: number; saved: boolean }[]; searches: { id: number; label: string; alerts: boolean }[]; added: boolean };
    expect(shown.favourites.map((f) => f.id)).toEqual([b, a]);
    expect(shown.favourites.every((f) => f.saved)).toBe(true);
    expect(shown.searches.map((s) => s.label)).toEqual(["“generator”", "“tent”"]);
    expect(shown.added).toBe(true);

    const stranger = await h.join("Pelumi");
    const theirs = shown.searches[0]!.id;
    expect(await post(stranger, { intent: "delete-search", id: String(theirs) })).toMatchObject({ init: { status: 404 } });
    expect(await post(stranger, { intent: "alerts", id: String(theirs), alerts: "off" })).toMatchObject({ init: { status: 404 } });
    expect(await post(stranger, { intent: "remove-favourite", id: String(a) })).toMatchObject({ init: { status: 404 } });
    expect(((await post(p, { intent: "nonsense", id: "1" })) as Answer).init?.status).toBe(400);
    expect(((await post(p, { intent: "delete-search", id: "x" })) as Answer).init?.status).toBe(400);
    expect(await favouritesOf(p)).toEqual([a, b].sort((x, y) => x - y));

    expect(await post(p, { intent: "alerts", id: String(theirs), alerts: "off" })).toEqual({ ok: true, message: "Alerts off: “generator”." });
    expect(await post(p, { intent: "remove-favourite", id: String(a) })).toEqual({ ok: true, message: "Removed from your favourites." });
    expect(await post(p, { intent: "delete-search", id: String(theirs) })).toEqual({ ok: true, message: "Saved search deleted." });
    const after = (await page(p)) as { favourites: { id: number }[]; searches: { label: string }[] };
    expect(after.favourites.map((f) => f.id)).toEqual([b]);
    expect(after.searches.map((s) => s.label)).toEqual(["“tent”"]);
  });

  it("a key given twice (?search=tent&search=jeep) is read as browse reads it: the first, so what is saved is what was shown", async () => {
    const p = await h.join("Tunde");
    const query = "search=tent&search=jeep&sort=price-asc&sort=newest";
    const shown = (await run(browseLoader, { request: new Request(`http://localhost/browse?${query}`), params: {}, context: await contextOf(p) })) as { query: Record<string, string> };
    expect(shown.query).toMatchObject({ search: "tent", sort: "price-asc" });
    expect(await saveSearch(p, { query, js: "1" })).toMatchObject({ ok: true, message: expect.stringMatching(/^Search saved: “tent”/) });
    expect(await saveSearch(p, { query: "search=tent&sort=price-asc", js: "1" })).toMatchObject({ data: { message: "You have already saved this search" } });
  });

  it("the alert email's unsubscribe link turns that search's alerts off: the page asks first, the post does it, a forged token is a 400", async () => {
    const p = await h.join("Queen");
    const s = await h.services.savedSearches.save(p.id, { query: "search=canopy" });
    const token = await h.services.savedSearches.unsubscribeToken(s.id);
    const url = `http://localhost/unsubscribe?token=${encodeURIComponent(token)}`;
    const asked = (await unsubscribeLoader({ request: new Request(url), params: {}, context: await contextOf(null) } as never)) as { label: string; search: boolean; done: boolean };
    expect(asked).toMatchObject({ label: "“canopy”", search: true, done: false });
    expect((await h.services.savedSearches.list(p.id))[0]!.alerts).toBe(true);
    const done = await unsubscribeAction({ request: new Request(url, { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) }), params: {}, context: await contextOf(null) } as never);
    expect(done).toMatchObject({ label: "“canopy”", search: true, done: true });
    expect((await h.services.savedSearches.list(p.id))[0]!.alerts).toBe(false);
    const forged = (await run(unsubscribeLoader, { request: new Request(`http://localhost/unsubscribe?token=search.${s.id}.${"A".repeat(43)}`), params: {}, context: await contextOf(null) })) as Answer;
    expect(forged.init?.status).toBe(400);
  });
});
