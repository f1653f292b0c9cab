// Favourites and saved searches on /api/v1/me: a person sees and changes only their own (another's ids answer 404 and
// change nothing), a visitor is a 401, a write from another website or with an API token a 403 (browser only); listings
// not on offer and bad ids are refused with nothing saved; searches are normalised, saved once, at most 50.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SAVED_SEARCHES_MAX } from "../../../core/saved";
import { rowsOf } from "../../db/rows";
import { apiHarness, type TestPerson } from "../../testing/http";

const h = await apiHarness({ seed: true });
const published = rowsOf<{ id: number }>(await h.db.execute(sql`select id::int as id from listings where status = 'published' order by id limit 6`)).map((r) => r.id);
const [a, b, c, draft, gone, paused] = published as [number, number, number, number, number, number];
await h.db.execute(sql`update listings set status = 'draft' where id = ${draft}`);
await h.db.execute(sql`update listings set status = 'deleted' where id = ${gone}`);
await h.db.execute(sql`update listings set status = 'paused' where id = ${paused}`);

const favouritesOf = async (p: TestPerson) =>
  rowsOf<{ id: number }>(await h.db.execute(sql`select listing_id::int as id from favourites where user_id = ${p.id} order by listing_id`)).map((r) => r.id);
const searchesOf = async (p: TestPerson) => rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from saved_searches where user_id = ${p.id}`))[0]!.n;

describe("favourites", () => {
  it("saves (201, then 200 unchanged), lists newest first with its own cache rule, pages by cursor, and removes (204, then 404)", async () => {
    const p = await h.join("Ada");
    const api = h.client(p);
    const first = await api.PUT("/me/favourites/{listingId}", { params: { path: { listingId: a } } });
    expect(first.response.status).toBe(201);
    expect(first.data).toEqual({ listingId: a, saved: true });
    expect((await api.PUT("/me/favourites/{listingId}", { params: { path: { listingId: a } } })).response.status).toBe(200);
    await api.PUT("/me/favourites/{listingId}", { params: { path: { listingId: b } } });
    await api.PUT("/me/favourites/{listingId}", { params: { path: { listingId: c } } });
    const page1 = await api.GET("/me/favourites", { params: { query: { limit: 2 } } });
    expect(page1.response.status).toBe(200);
    expect(page1.response.headers.get("cache-control")).toBe("private, no-store");
    expect(page1.data!.items.map((i) => i.id)).toEqual([c, b]);
    expect(page1.data!.items[0]).toMatchObject({ id: c, available: true, savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const page2 = await api.GET("/me/favourites", { params: { query: { limit: 2, cursor: page1.data!.next! } } });
    expect(page2.data!.items.map((i) => i.id)).toEqual([a]);
    expect(page2.data!.next).toBeNull();
    expect((await api.DELETE("/me/favourites/{listingId}", { params: { path: { listingId: b } } })).response.status).toBe(204);
    expect((await api.DELETE("/me/favourites/{listingId}", { params: { path: { listingId: b } } })).response.status).toBe(404);
    expect(await favouritesOf(p)).toEqual([a, c].sort((x, y) => x - y));
  });

  it("another person's favourites are neither listed nor removable", async () => {
    const owner = await h.join("Bola");
    const other = await h.join("Chidi");
    await h.client(owner).PUT("/me/favourites/{listingId}", { params: { path: { listingId: a } } });
    expect((await h.client(other).GET("/me/favourites")).data!.items).toEqual([]);
    expect((await h.client(other).DELETE("/me/favourites/{listingId}", { params: { path: { listingId: a } } })).response.status).toBe(404);
    expect(await favouritesOf(owner)).toEqual([a]);
  });

  it("refuses listings not on offer and bad ids (404/400), saving nothing; one saved before it was paused can be removed", async () => {
    const p = await h.join("Dayo");
    for (const id of [draft, gone, paused, 987654321]) {
      const res = await h.call("PUT", `/me/favourites/${id}`, { cookie: p.cookie });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe("No such listing on offer");
    }
    for (const id of ["abc", "0", "-1", "1.5", "99999999999999999999"]) expect((await h.call("PUT", `/me/favourites/${id}`, { cookie: p.cookie })).status).toBe(400);
    expect((await h.call("GET", "/me/favourites?cursor=bm90LWEta2V5", { cookie: p.cookie })).status).toBe(400);
    expect((await h.call("GET", "/me/favourites?limit=0", { cookie: p.cookie })).status).toBe(400);
    expect(await favouritesOf(p)).toEqual([]);
    await h.db.execute(sql`insert into favourites (user_id, listing_id) values (${p.id}, ${paused})`);
    expect((await h.call("PUT", `/me/favourites/${paused}`, { cookie: p.cookie })).status).toBe(200);
    const listed = (await h.client(p).GET("/me/favourites")).data!.items;
    expect(listed).toEqual([expect.objectContaining({ id: paused, available: false })]);
    expect((await h.call("DELETE", `/me/favourites/${paused}`, { cookie: p.cookie })).status).toBe(204);
  });

  it("is a 401 for a visitor, a 403 for a write from another website or any call with an API token; nothing changes", async () => {
    const p = await h.join("Efe");
    await h.client(p).PUT("/me/favourites/{listingId}", { params: { path: { listingId: a } } });
    expect((await h.call("GET", "/me/favourites")).status).toBe(401);
    expect((await h.call("PUT", `/me/favourites/${b}`)).status).toBe(401);
    expect((await h.call("DELETE", `/me/favourites/${a}`)).status).toBe(401);
    expect((await h.call("PUT", `/me/favourites/${b}`, { cookie: p.cookie, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await h.call("DELETE", `/me/favourites/${a}`, { cookie: p.cookie, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    const { secret } = await h.services.apiTokens.create(p.id, { name: "script", scopes: ["listings:read", "listings:write"], expiresIn: "30" });
    const bearer = { authorization: `Bearer ${secret}` };
    expect((await h.call("GET", "/me/favourites", { headers: bearer })).status).toBe(403);
    expect((await h.call("PUT", `/me/favourites/${b}`, { headers: bearer })).status).toBe(403);
    expect((await h.call("DELETE", `/me/favourites/${a}`, { headers: bearer })).status).toBe(403);
    expect(await favouritesOf(p)).toEqual([a]);
  });
});

describe("saved searches", () => {
  it("saves a search normalised (known keys in order, no cursor, no defaults) with a label, refuses it twice, lists it, turns alerts off, deletes it", async () => {
    const p = await h.join("Funke");
    const api = h.client(p);
    const saved = await api.POST("/me/saved-searches", { body: { query: "?sort=relevance&cursor=abc&instant=on&utm_source=x&location=Ibadan&search=jeep&category=vehicles&minPrice=05000" } });
    expect(saved.response.status).toBe(201);
    expect(saved.data).toMatchObject({ query: "search=jeep&category=vehicles&location=Ibadan&minPrice=5000&instant=true", url: "/browse?search=jeep&category=vehicles&location=Ibadan&minPrice=5000&instant=true", alerts: true, lastAlertedAt: null });
    expect(saved.data!.label).toBe("“jeep” · Vehicles · Ibadan · from ₦5,000/day · instant book");
    const again = await api.POST("/me/saved-searches", { body: { query: "search=jeep&instant=1&location=Ibadan&category=vehicles&minPrice=5000&limit=12" } });
    expect(again.response.status).toBe(409);
    expect((again.error as { message: string }).message).toBe("You have already saved this search");
    const named = await api.POST("/me/saved-searches", { body: { query: "", label: "  Everything new  ", alerts: false } });
    expect(named.data).toMatchObject({ query: "", url: "/browse", label: "Everything new", alerts: false });
    const list = await api.GET("/me/saved-searches");
    expect(list.response.headers.get("cache-control")).toBe("private, no-store");
    expect(list.data!.items.map((s) => s.id)).toEqual([named.data!.id, saved.data!.id]);
    const off = await api.PATCH("/me/saved-searches/{id}", { params: { path: { id: saved.data!.id } }, body: { alerts: false } });
    expect(off.data!.alerts).toBe(false);
    expect((await api.DELETE("/me/saved-searches/{id}", { params: { path: { id: saved.data!.id } } })).response.status).toBe(204);
    expect((await api.DELETE("/me/saved-searches/{id}", { params: { path: { id: saved.data!.id } } })).response.status).toBe(404);
    expect(await searchesOf(p)).toBe(1);
  });

  it("drops a subcategory of another category, as browse does; refuses an unknown category and a search browse refuses", async () => {
    const p = await h.join("Gbenga");
    const [sub] = rowsOf<{ slug: string }>(await h.db.execute(sql`select s.slug from subcategories s join categories c on c.id = s.category_id where c.slug <> 'vehicles' limit 1`));
    const dropped = await h.client(p).POST("/me/saved-searches", { body: { query: `category=vehicles&subcategory=${sub!.slug}` } });
    expect(dropped.data!.query).toBe("category=vehicles");
    for (const query of ["category=no-such-thing", "minPrice=-1", "minPrice=9000&maxPrice=10", "sort=cheapest", "search=" + "x".repeat(101)]) {
      const res = await h.call("POST", "/me/saved-searches", { cookie: p.cookie, body: { query } });
      expect(res.status, query).toBe(400);
    }
    for (const body of [{}, { query: 5 }, { query: "", alerts: "yes" }, { query: "", label: "x".repeat(121) }, "not json"])
      expect((await h.call("POST", "/me/saved-searches", { cookie: p.cookie, body })).status, JSON.stringify(body)).toBe(400);
    expect(await searchesOf(p)).toBe(1);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per person`, async () => {
    const p = await h.join("Hauwa");
    await h.db.execute(sql`insert into saved_searches (user_id, query, label) select ${p.id}, 'search=w' || g, 'w' || g from generate_series(1, ${SAVED_SEARCHES_MAX}) g`);
    const res = await h.call("POST", "/me/saved-searches", { cookie: p.cookie, body: { query: "search=one-more" } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/up to 50 saved searches/);
    expect(await searchesOf(p)).toBe(SAVED_SEARCHES_MAX);
  });

  it("another person's searches are not listed, changed or deleted; visitors, other websites and API tokens are refused", async () => {
    const owner = await h.join("Ifeoma");
    const other = await h.join("Jide");
    const mine = (await h.client(owner).POST("/me/saved-searches", { body: { query: "search=canopy" } })).data!;
    expect((await h.client(other).GET("/me/saved-searches")).data!.items).toEqual([]);
    expect((await h.call("PATCH", `/me/saved-searches/${mine.id}`, { cookie: other.cookie, body: { alerts: false } })).status).toBe(404);
    expect((await h.call("DELETE", `/me/saved-searches/${mine.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await h.call("GET", "/me/saved-searches")).status).toBe(401);
    expect((await h.call("POST", "/me/saved-searches", { body: { query: "search=x" } })).status).toBe(401);
    expect((await h.call("DELETE", `/me/saved-searches/${mine.id}`)).status).toBe(401);
    expect((await h.call("POST", "/me/saved-searches", { cookie: owner.cookie, body: { query: "search=x" }, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await h.call("DELETE", `/me/saved-searches/${mine.id}`, { cookie: owner.cookie, headers: { origin: "https://evil.example" } })).status).toBe(403);
    const { secret } = await h.services.apiTokens.create(owner.id, { name: "script", scopes: ["listings:read"], expiresIn: "30" });
    expect((await h.call("GET", "/me/saved-searches", { headers: { authorization: `Bearer ${secret}` } })).status).toBe(403);
    for (const id of ["abc", "0"]) expect((await h.call("DELETE", `/me/saved-searches/${id}`, { cookie: owner.cookie })).status).toBe(400);
    const still = (await h.client(owner).GET("/me/saved-searches")).data!.items;
    expect(still).toEqual([expect.objectContaining({ id: mine.id, alerts: true })]);
  });
});
