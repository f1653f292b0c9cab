import { describe, expect, it } from "vitest";
import { MAX_PAGES, pagesOf, pagesSearch } from "./result-pages";
import { loadPages } from "./result-pages.server";

describe("pagesOf", () => {
  const of = (q: string) => pagesOf(new URLSearchParams(q));
  it("reads the pages an address asks for, 1 when it asks for none or for nonsense", () => {
    expect(of("")).toBe(1);
    expect(of("pages=3")).toBe(3);
    expect(of("pages=0")).toBe(1);
    expect(of("pages=-2")).toBe(1);
    expect(of("pages=2.5")).toBe(1);
    expect(of("pages=abc")).toBe(1);
  });
  it(`never renders more than ${MAX_PAGES} pages at once`, () => {
    expect(of(`pages=${MAX_PAGES + 1}`)).toBe(MAX_PAGES);
    expect(of("pages=99999999999999999999")).toBe(MAX_PAGES);
  });
});

describe("pagesSearch", () => {
  it("keeps the other parameters and sets or drops cursor and pages", () => {
    const params = new URLSearchParams("search=jeep&cursor=old&pages=4&sort=price-asc");
    expect(pagesSearch(params, null, 1)).toBe("?search=jeep&sort=price-asc");
    expect(pagesSearch(params, "abc", 2)).toBe("?search=jeep&sort=price-asc&cursor=abc&pages=2");
    expect(pagesSearch(new URLSearchParams(), null, 1)).toBe("");
    expect(pagesSearch(new URLSearchParams(), null, 3)).toBe("?pages=3");
  });
});

describe("loadPages", () => {
  // A list of 10 items in pages of 3, each cursor the index of the next item.
  const page = async (cursor?: string) => {
    const from = cursor ? Number(cursor) : 0;
    const items = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 })).slice(from, from + 3);
    return { items, nextCursor: from + 3 < 10 ? String(from + 3) : null, total: 10 };
  };
  it("follows the cursors for the pages asked, keeping the first page's other fields", async () => {
    const two = await loadPages(2, page);
    expect(two.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(two.nextCursor).toBe("6");
    expect(two.total).toBe(10);
  });
  it("stops at the end of the list", async () => {
    const all = await loadPages(5, page);
    expect(all.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(all.nextCursor).toBeNull();
  });
});
