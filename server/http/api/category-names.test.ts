// Categories are named in the request's language (features/catalogue/shown-names.ts): the API answers their Pidgin
// names, titles and descriptions for Accept-Language: pcm and English without it, everywhere it names one (the tree,
// listing cards and pages, an owner's listings, suggestions, a saved search's label), and says it varies by it.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { CATEGORIES_PCM } from "../../seed/data/categories-pcm";
import { apiHarness } from "../../testing/http";
import { requestLocale } from "../i18n/request-locale";

const h = await apiHarness({ seed: true });
const PCM = { "Accept-Language": "pcm" };
const vehicles = CATEGORIES_PCM.Vehicles!;

interface Tree {
  categories: { slug: string; name: string; title: string; description: string; subcategories: { slug: string; name: string }[] }[];
}
const treeIn = async (headers: Record<string, string>) => {
  const res = await h.call("GET", "/categories", { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("Vary")).toContain("Accept-Language");
  return ((await res.json()) as Tree).categories;
};

describe("category names in the request's language", () => {
  it("GET /categories: Pidgin for Accept-Language: pcm, English without it or when English is preferred", async () => {
    const pcm = await treeIn(PCM);
    const car = pcm.find((c) => c.slug === "vehicles")!;
    expect(car).toMatchObject({ name: "Motor dem", title: vehicles.title, description: vehicles.description });
    expect(car.subcategories.find((s) => s.slug === "cars-with-driver")!.name).toBe(vehicles.subcategories["Cars with Driver"]);
    expect(pcm.find((c) => c.slug === "event-halls")!.name).toBe("Party hall dem");
    expect(pcm.map((c) => c.slug)).toEqual((await treeIn({})).map((c) => c.slug));

    for (const headers of [{}, { "Accept-Language": "en-NG, pcm;q=0.3" }] as Record<string, string>[]) {
      const english = await treeIn(headers);
      expect(english.find((c) => c.slug === "vehicles")).toMatchObject({ name: "Vehicles", title: "Vehicle Rentals" });
      expect(english.find((c) => c.slug === "vehicles")!.subcategories.find((s) => s.slug === "cars-with-driver")!.name).toBe("Cars with Driver");
    }
  });

  it("keeps the category tree once per language: one language's never answers the other", async () => {
    const pidgin = await requestLocale.run("pcm", () => h.services.catalogue.listCategories());
    const english = await h.services.catalogue.listCategories();
    expect(pidgin.find((c) => c.slug === "trucks")!.name).toBe("Lorry dem");
    expect(english.find((c) => c.slug === "trucks")!.name).toBe("Trucks");
    expect((await requestLocale.run("pcm", () => h.services.catalogue.findCategory("trucks")))!.title).toBe(CATEGORIES_PCM.Trucks!.title);
    // The home page's featured listings, kept for 30 s, are kept per language too.
    expect((await requestLocale.run("pcm", () => h.services.catalogue.featured())).map((f) => f.category.name)).toEqual(["Motor dem", "Lorry dem", "Load carrying", "Party hall dem"]);
    expect((await h.services.catalogue.featured()).map((f) => f.category.name)).toEqual(["Vehicles", "Trucks", "Logistics", "Event Halls"]);
  });

  it("listing cards and a listing's page name its category and type in the request's language", async () => {
    const search = async (headers: Record<string, string>) =>
      ((await (await h.call("GET", "/listings?category=vehicles&subcategory=cars-with-driver", { headers })).json()) as { items: { id: number; category: { name: string } }[] }).items;
    const pcm = await search(PCM);
    expect(pcm.length).toBeGreaterThan(0);
    expect(new Set(pcm.map((l) => l.category.name))).toEqual(new Set(["Motor dem"]));
    expect(new Set((await search({})).map((l) => l.category.name))).toEqual(new Set(["Vehicles"]));

    const one = async (headers: Record<string, string>) => {
      const res = await h.call("GET", `/listings/${pcm[0]!.id}`, { headers });
      expect(res.headers.get("Vary")).toContain("Accept-Language");
      return ((await res.json()) as { listing: { category: { name: string }; subcategory: { name: string } } }).listing;
    };
    expect(await one(PCM)).toMatchObject({ category: { name: "Motor dem" }, subcategory: { name: vehicles.subcategories["Cars with Driver"] } });
    expect(await one({})).toMatchObject({ category: { name: "Vehicles" }, subcategory: { name: "Cars with Driver" } });
  });

  it("an owner's own listing names its category in the request's language", async () => {
    const owner = await h.join("Tunde Bakare", { verified: true });
    const created = await h.call("POST", "/listings", { cookie: owner.cookie, body: { categorySlug: "trucks", subcategorySlug: "tipper-trucks" } });
    expect(created.status).toBe(201);
    const { listing } = (await created.json()) as { listing: { id: number } };
    const own = async (headers: Record<string, string>) =>
      ((await (await h.call("GET", `/me/listings/${listing.id}`, { cookie: owner.cookie, headers })).json()) as { listing: { category: { name: string }; subcategory: { name: string } } }).listing;
    expect(await own(PCM)).toMatchObject({ category: { name: "Lorry dem" }, subcategory: { name: "Tipper" } });
    expect(await own({})).toMatchObject({ category: { name: "Trucks" }, subcategory: { name: "Tipper Trucks" } });
  });

  it("search suggestions show Pidgin names for pcm, found by Pidgin or English words; English ones otherwise", async () => {
    const suggest = async (q: string, headers: Record<string, string>) => {
      const res = await h.call("GET", `/search/suggestions?q=${encodeURIComponent(q)}`, { headers });
      expect(res.headers.get("Vary")).toContain("Accept-Language");
      return ((await res.json()) as { suggestions: { label: string; detail: string | null; href: string }[] }).suggestions;
    };
    expect((await suggest("lorry", PCM))[0]).toMatchObject({ label: "Lorry dem", href: "/trucks" });
    expect((await suggest("trucks", PCM))[0]).toMatchObject({ label: "Lorry dem", href: "/trucks" });
    expect(await suggest("self-drive", PCM)).toContainEqual(expect.objectContaining({ label: vehicles.subcategories["Self-Drive Cars"], detail: "Motor dem" }));
    expect((await suggest("trucks", {}))[0]).toMatchObject({ label: "Trucks", href: "/trucks" });
    expect(await suggest("self-drive", {})).toContainEqual(expect.objectContaining({ label: "Self-Drive Cars", detail: "Vehicles" }));
  });

  it("a saved search's label names the category in the language it was saved in", async () => {
    const p = await h.join("Amaka Obi");
    const save = async (query: string, headers: Record<string, string>) =>
      ((await (await h.call("POST", "/me/saved-searches", { cookie: p.cookie, body: { query }, headers })).json()) as { label: string }).label;
    expect(await save("category=vehicles", PCM)).toContain("Motor dem");
    expect(await save("category=vehicles&subcategory=suvs-jeeps", PCM)).toContain(vehicles.subcategories["SUVs & Jeeps"]);
    expect(await save("category=trucks", {})).toContain("Trucks");
    expect(await save("category=trucks&subcategory=tipper-trucks", {})).toContain("Tipper Trucks");
  });

  it("the seed wrote a Pidgin name for every category and subcategory", async () => {
    const untranslated = rowsOf<{ slug: string }>(
      await h.db.execute(sql`select c.slug from categories c where c.name_pcm = c.name or c.title_pcm = c.title or c.description_pcm = c.description
        union all select s.slug from subcategories s where s.name_pcm = '' `),
    );
    expect(untranslated).toEqual([]);
  });
});
