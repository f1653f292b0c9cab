import { describe, expect, it } from "vitest";
import { slugify } from "../../../core/slug";
import { categoriesA } from "../../seed/data/categories-a";
import { categoriesB } from "../../seed/data/categories-b";
import type { Db } from "../../db/client";
import { bestFix, buildVocabulary, correctableWords, editDistance, matchText, singular, type CatalogueNameRow } from "./search-words";
import { correctSpelling } from "./search-words.repo";

// The demo catalogue's names, numbered as the seed inserts them.
let sub = 0;
const rows: CatalogueNameRow[] = [...categoriesA, ...categoriesB].flatMap((c, ci) =>
  c.subcategories.map((s) => ({ categoryId: ci + 1, categorySlug: slugify(c.name), categoryName: c.name, subcategoryId: ++sub, subcategorySlug: slugify(s.name), subcategoryName: s.name })),
);
const vocab = buildVocabulary(rows);
const idOf = (path: string) => rows.find((r) => `${r.categorySlug}/${r.subcategorySlug}` === path)!.subcategoryId!;
const categoryOf = (slug: string) => rows.find((r) => r.categorySlug === slug)!.categoryId;

describe("singular", () => {
  it.each([
    ["jeeps", "jeep"], ["suvs", "suv"], ["canopies", "canopy"], ["batteries", "battery"], ["buses", "bus"], ["boxes", "box"],
    ["benches", "bench"], ["glasses", "glass"], ["hoses", "hose"], ["lenses", "lens"], ["chairs", "chair"], ["gps", "gps"],
    ["bus", "bus"], ["tennis", "tennis"], ["grass", "grass"], ["ups", "ups"], ["mics", "mic"], ["jeep", "jeep"],
  ])("%s → %s", (word, one) => expect(singular(word)).toBe(one));

  it("reads words that are also names of JavaScript's object members as words ('constructor' is a construction search)", () => {
    for (const w of ["constructor", "tostring", "__proto__", "hasownproperty", "valueof"]) expect(singular(w)).toBe(w);
    expect(singular("constructors")).toBe("constructor");
  });
});

describe("the vocabulary", () => {
  it("names only categories and subcategories that exist", () => {
    expect(vocab.unknownTargets).toEqual([]);
  });

  it("names a subcategory by its name, each plural part of it, and the reviewed synonyms", () => {
    const suvs = idOf("vehicles/suvs-jeeps");
    for (const q of ["suv", "SUVs", "jeep", "Jeeps", "suvs & jeeps", "4x4"]) expect(matchText(q, vocab).named[0]?.subcategoryIds, q).toContain(suvs);
    expect(matchText("trucks", vocab).named[0]?.categoryIds).toEqual([categoryOf("trucks")]);
    expect(matchText("gen", vocab).named[0]).toMatchObject({ typed: "gen", words: ["generator"] });
  });

  it("does not let a general part of a name own a word ('Wedding & Luxury Cars' is not every wedding; 'driver' is a chauffeur)", () => {
    expect(matchText("wedding", vocab).named).toEqual([]);
    expect(matchText("driver", vocab).named[0]?.subcategoryIds).toEqual([idOf("vehicles/cars-with-driver")]);
  });
});

describe("matchText", () => {
  it("takes the longest name first and leaves the other words to full-text search", () => {
    const m = matchText("baby car seat lagos", vocab);
    expect(m.named.map((n) => n.typed)).toEqual(["baby car seat"]);
    expect(m.rest).toBe("lagos");
  });

  it("keeps exclusions, quoted phrases and 'or' as websearch reads them", () => {
    expect(matchText("generator -diesel", vocab)).toMatchObject({ rest: "-diesel", named: [{ typed: "generator" }] });
    expect(matchText('"sound system"', vocab)).toEqual({ rest: '"sound system"', named: [] });
    expect(matchText("jeep or bus", vocab)).toEqual({ rest: "jeep or bus", named: [] });
  });

  it("drops left-over stop words, which would otherwise match nothing", () => {
    expect(matchText("a jeep for", vocab).rest).toBe("");
    expect(matchText("xqzvbn", vocab)).toEqual({ rest: "xqzvbn", named: [] });
  });
});

describe("spelling fixes", () => {
  it("measures edits, a swap of neighbours being one", () => {
    expect(editDistance("jepp", "jeep")).toBe(1);
    expect(editDistance("wheelchiar", "wheelchair")).toBe(1);
    expect(editDistance("blorptang", "tang")).toBe(5);
  });

  it("prefers the vocabulary's word, then the same first letter, among equally close words", () => {
    expect(bestFix("jepp", [{ word: "keep", similarity: 0.4 }], vocab)).toBe("jeep");
    expect(bestFix("jeepz", [{ word: "keeps", similarity: 0.5 }], vocab)).toBe("jeep");
    expect(bestFix("projecter", [{ word: "projected", similarity: 0.6 }], vocab)).toBe("projector");
  });

  it("never fixes nonsense to a fragment or a distant word", () => {
    expect(bestFix("blorptang", [{ word: "tang", similarity: 0.3 }, { word: "blort", similarity: 0.3 }], vocab)).toBeUndefined();
    expect(bestFix("xqzvbn", [], vocab)).toBeUndefined();
    expect(bestFix("asdfgh", [{ word: "ash", similarity: 0.3 }], vocab)).toBeUndefined();
  });

  it("leaves alone exclusions, stop words and words with digits", () => {
    expect(correctableWords("jepp -diesel for ps5 of Tractr")).toEqual(["jepp", "tractr"]);
  });

  it("asks the database nothing before every search when no vocabulary word is close to the unknown words", async () => {
    const queries: unknown[] = [];
    const db = { execute: (q: unknown) => (queries.push(q), Promise.resolve({ rows: [] })) } as unknown as Db;
    expect(await correctSpelling(db, "Perkins 20kva ikeja", vocab, { vocabularyOnly: true })).toBeUndefined();
    expect(queries).toEqual([]);
    // A word one typo from the vocabulary's is checked against the listings' words (none here), then fixed.
    expect(await correctSpelling(db, "Perkins genrator", vocab, { vocabularyOnly: true })).toBe("Perkins generator");
    expect(queries).toHaveLength(1);
  });
});
