import { createElement, type ComponentType, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderedOnce as serverOnce, type Spliced } from "./server-once.server";

// The pages' import (~/lib/server-once) is the browser's pass-through here; the server's build puts server-once.server
// in its place. Each test chooses which one the calendar gets.
const on = vi.hoisted(() => ({ server: false, calls: 0 }));
vi.mock("~/lib/server-once", async () => {
  const real = await import("./server-once.server");
  return { renderedOnce: (...args: Parameters<typeof real.renderedOnce>) => (on.server ? (on.calls++, real.renderedOnce(...args)) : args[2]()) };
});
// Files share a worker's modules (isolate: false): one that ran before may have loaded the footer or the card with
// the real pass-through. Forget them, so that these imports meet the mock above.
vi.resetModules();
const { Calendar } = await import("~/components/ui/calendar");
const { Footer } = await import("~/components/footer");
const { ListingCard } = await import("~/components/listing-card");
const { ItemReviews } = await import("~/routes/item/components/item-reviews");
const { DataSaver } = await import("~/lib/data-saver");
// The instance the mock above renders with (the modules were forgotten after this file's own imports).
const { spliced, splicedPieces, splicedText, spliceMark, splicedMarkup, renderedOnce: realOnce } = await import("./server-once.server");

const labels = { previous: "Previous month", next: "Next month", weekdays: "Mo Tu We Th Fr Sa Su" };
const noop = () => {};
const PRICES = new Map<string, readonly [string, string]>([["2026-12-05", ["₦9k", "₦9,000 that day"]], ["2026-12-06", ["₦9k", "₦9,000 that day"]]]);
const priceOf = (d: string): readonly [string, string] => PRICES.get(d) ?? ["₦7k", "₦7,000 that day"];
const CALENDARS: Record<string, unknown>[] = [
  { minDate: "2026-12-01", maxDate: "2027-05-30", range: { start: null, end: null }, onRangeChange: noop },
  { minDate: "2026-12-01", maxDate: "2027-05-30", unavailable: ["2026-12-03", "2026-12-04", "2027-01-02"], range: { start: "2026-12-10", end: "2026-12-12" }, onRangeChange: noop },
  { minDate: "2026-12-01", maxDate: "2027-05-30", unavailable: ["2026-12-24"], range: { start: "2026-12-05", end: null }, onRangeChange: noop, priceOf },
  { minDate: "2026-12-02", maxDate: "2027-05-31", range: { start: "2027-02-10", end: "2027-02-12" }, onRangeChange: noop, priceOf },
  { minDate: "2026-12-01", selected: null, onSelect: noop },
  { minDate: "2026-12-01", unavailable: ["2026-12-09"], selected: "2026-12-09", onSelect: noop },
];

/** The calendar's markup, rendered as ever or through the server's parts rendered once. */
function rendered(props: Record<string, unknown>, server: boolean): string {
  on.server = server;
  try {
    return renderToString(createElement(Calendar as ComponentType<Record<string, unknown>>, { labels, ...props }));
  } finally {
    on.server = false;
  }
}

describe("a part rendered once on the server", () => {
  it("is the calendar's markup as rendered every time, for each kind of calendar, asked once and again, after others", () => {
    for (const round of [1, 2])
      for (const [i, props] of CALENDARS.entries()) expect({ i, round, html: rendered(props, true) }).toEqual({ i, round, html: rendered(props, false) });
    expect(on.calls).toBe(2 * CALENDARS.length);
  });

  it("is told apart by everything its markup depends on: the same month with other closed days or prices is rendered anew", () => {
    const base = { minDate: "2026-12-01", maxDate: "2027-05-30", range: { start: null, end: null }, onRangeChange: noop };
    const first = rendered(base, true);
    const closed = rendered({ ...base, unavailable: ["2026-12-15"] }, true);
    const priced = rendered({ ...base, priceOf }, true);
    const otherLabels = rendered({ ...base, labels: { ...labels, next: "Di next month" } }, true);
    expect(new Set([first, closed, priced, otherLabels]).size).toBe(4);
    expect(closed).toContain('aria-label="Tuesday, 15 December 2026, unavailable"');
    expect(priced).toContain("₦9k");
    expect(otherLabels).toContain('aria-label="Di next month"');
  });

  it("keeps an element's own props and its children's markup, and refuses a component in place of an element", () => {
    const part = (render: () => ReactElement<{ children?: ReactNode }>) => renderToString(createElement(() => serverOnce("test-element", () => String(render), render)));
    expect(part(() => createElement<{ className: string; children?: ReactNode }>("div", { className: "x" }, createElement("span", null, "one"), "two"))).toBe('<div class="x"><span>one</span>two</div>');
    const Component = () => createElement("div", null, "hi");
    expect(() => part(() => createElement(Component))).toThrow(/host element/);
  });

  it("renders the footer's links and last line as the page would, in either language, with the router's contexts carried", async () => {
    for (const round of [1, 2])
      for (const url of ["/login", "/pcm/item/3", "/browse?search=generator"]) {
        const calls = on.calls;
        const kept = await inRouter(url, () => createElement(Footer, { year: 2026 }), true);
        expect(on.calls - calls).toBe(2);
        expect({ url, round, html: kept }).toEqual({ url, round, html: await inRouter(url, () => createElement(Footer, { year: 2026 }), false) });
      }
    expect(await inRouter("/pcm/login", () => createElement(Footer, { year: 2026 }), true)).toContain('href="/pcm/browse"');
    expect(await inRouter("/login", () => createElement(Footer, { year: 2027 }), true)).toContain("2027");
  });

  it("renders a listing card's details as the page would, told apart by its data, dates, place and the page's language", async () => {
    const car = {
      id: 12,
      title: "Toyota Camry 2018 – Ikeja",
      description: "Clean, with driver & fuel",
      pricePerDayKobo: 4_500_000,
      rating: 4.5,
      reviewCount: 12,
      state: "Lagos",
      city: "Ikeja",
      bookingMode: "instant" as const,
      category: { slug: "cars", name: "Cars" },
      photo: null,
    };
    const quote = { startDate: "2026-12-10", endDate: "2026-12-12", pickupTime: null, days: 2, totalKobo: 10_000_000, depositKobo: 500_000 };
    const cards = [
      { listing: car },
      { listing: { ...car, pricePerDayKobo: 4_600_000 } },
      { listing: { ...car, quote } },
      { listing: { ...car, quote: { ...quote, pickupTime: "2:00 PM" } }, heart: false },
      { listing: { ...car, quote }, heart: true, cta: "With the cart's form, rendered as ever" },
      { listing: { ...car, distanceKm: 3, deliversToYou: true }, delivers: "Delivers to you" },
      { listing: { ...car, saved: true }, headingLevel: 2 as const, showDescription: false, cta: "Book" },
    ];
    const seen = new Set<string>();
    const calls = on.calls;
    for (const round of [1, 2])
      for (const url of ["/browse?start=2026-12-10", "/pcm/vehicles"])
        for (const [i, props] of cards.entries()) {
          const kept = await inRouter(url, () => createElement(ListingCard, props), true);
          expect({ url, round, i, html: kept }).toEqual({ url, round, i, html: await inRouter(url, () => createElement(ListingCard, props), false) });
          seen.add(kept);
        }
    expect(seen.size, "each card and language its own").toBe(2 * cards.length);
    const withCartForm = cards.filter((c) => "quote" in c.listing && !("heart" in c && c.heart === false)).length;
    expect(withCartForm).toBe(2);
    expect(on.calls - calls, "all but the cards with the cart's form kept").toBe(2 * 2 * (cards.length - withCartForm));
  });

  it("keeps a card whole with its heart's way back written in for each page, and the first card's photo as ever", async () => {
    const car = {
      id: 14, title: "Generator 7.5 kVA", description: "Quiet", pricePerDayKobo: 1_500_000, rating: 0, reviewCount: 0, state: "Oyo", city: "Ibadan",
      bookingMode: "request" as const, category: { slug: "generators", name: "Generators" }, photo: null,
    };
    const calls = on.calls;
    const pages: string[] = [];
    // The same language on three pages, one with characters that are escaped in an attribute's value.
    for (const url of ["/browse?search=gen&sort=price-asc", "/generators", "/u/o'neil-&-sons"])
      for (const props of [{ listing: car }, { listing: car, priority: true }]) {
        const kept = await inRouter(url, () => createElement(ListingCard, props), true);
        expect({ url, props, html: kept }).toEqual({ url, props, html: await inRouter(url, () => createElement(ListingCard, props), false) });
        pages.push(kept);
      }
    expect(pages[0]).toContain('name="back" value="/browse?search=gen&amp;sort=price-asc"');
    expect(pages[2]).toContain('name="back" value="/generators"');
    expect(pages[4]).toContain('name="back" value="/u/o&#x27;neil-&amp;-sons"');
    expect(on.calls - calls, "a kept part for each card on each page").toBe(6);
    // A title with the mark's own character (U+E000, which nothing refuses) is shown as written, not as a hole.
    for (const title of ["Odd \uE000 title", "Odd /\uE000 title"]) {
      const odd = { ...car, id: 15, title };
      const kept = await inRouter("/browse", () => createElement(ListingCard, { listing: odd }), true);
      expect(kept).toBe(await inRouter("/browse", () => createElement(ListingCard, { listing: odd }), false));
      expect(kept).toContain(title);
    }
    // Its heart's fetcher reads the route's id, carried from React Router's module file: a React Router that moved it
    // would render such cards as ever, slower; this says so.
    expect((await import("./server-once.server")).carriesRouteId).toBe(true);
  });

  it("renders an item's reviews as the page would, told apart by their data, the page's path and language", async () => {
    const review = (id: number, rating: number, reply: string | null) => ({
      id, rating, body: `Review ${id}`, createdAt: "2026-11-01T10:00:00.000Z", publishedAt: "2026-11-02T10:00:00.000Z", reply, author: { name: `Renter ${id}` }, subject: { name: "Owner" },
    });
    const words = { title: "Reviews (2)", average: "Average of 2 reviews", byStars: "Reviews by stars", stars: ["5 stars", "4 stars", "3 stars", "2 stars", "1 star"], loadMore: "Load More" };
    const summary = { average: 4.5, count: 2, distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars >= 4 ? 1 : 0 })) };
    const sections = [
      { summary, reviews: [review(1, 5, null), review(2, 4, "Thank you")], moreHref: "?reviews=10#reviews", words },
      { summary, reviews: [review(1, 5, null), review(2, 4, null)], moreHref: "?reviews=10#reviews", words },
      { summary: { average: 0, count: 0, distribution: [] }, reviews: [], moreHref: null, words: { ...words, title: "Reviews (0)" } },
    ];
    const seen = new Set<string>();
    const calls = on.calls;
    for (const round of [1, 2])
      for (const url of ["/item/1", "/item/2", "/pcm/item/1"])
        for (const saving of [false, true])
          for (const [i, props] of sections.entries()) {
            const node = () => createElement(DataSaver.Provider, { value: saving }, createElement(ItemReviews, props));
            const kept = await inRouter(url, node, true);
            expect({ url, saving, round, i, html: kept }).toEqual({ url, saving, round, i, html: await inRouter(url, node, false) });
            seen.add(kept);
          }
    expect(on.calls - calls, "every section kept").toBe(2 * 3 * 2 * sections.length);
    // 'Load More' links to the page's own path with more reviews: each path has its own.
    expect([...seen].filter((html) => html.includes('href="/item/2?reviews=10#reviews"'))).toHaveLength(2);
    // The two with reviews differ on each path; the empty one has no link, and this test's messages are all English.
    expect(seen.size).toBe(2 * 3 + 1);
  });

  it("spliced, as pages are rendered: the kept parts' bytes beside a string of the rest, the same markup in all", async () => {
    const car = (id: number, title: string) => ({
      id, title, description: "Quiet", pricePerDayKobo: 1_500_000, rating: 4.5, reviewCount: 2, state: "Oyo", city: "Ibadan",
      bookingMode: "request" as const, category: { slug: "generators", name: "Generators" }, photo: null,
    });
    // A title that looks like a mark, without this process's own letters, is text like any other.
    const titles = ["Generator 7.5 kVA – ₦ saver", "Fake \uE001abc0\uE002 mark", "Fake \uE0010\uE002 mark"];
    const list = () => createElement("main", null, createElement("p", { key: "p" }, titles[1]), ...titles.map((t, i) => createElement(ListingCard, { key: i, listing: car(40 + i, t) })));
    for (const url of ["/browse?search=gen&sort=price-asc", "/pcm/generators"]) {
      const plain = await inRouter(url, list, false);
      for (const round of [1, 2]) {
        const page = await routed(url, list, true, spliced);
        expect({ url, round, html: splicedText(page) }).toEqual({ url, round, html: plain });
        const pieces = splicedPieces(page);
        // Each whole card's bytes, between the strings of its heart's way back and the page's own markup; the cards' icons
        // (parts kept within them) are in their bytes, not marked.
        expect(pieces.filter((p) => Buffer.isBuffer(p)).length).toBeGreaterThanOrEqual(titles.length);
        expect(page.html.length).toBeLessThan(plain.length / 2);
        expect(page.html).toContain(`<p>${titles[1]}</p>`);
        for (const title of titles.slice(1)) expect(plain).toContain(`>${title}</h3>`);
      }
    }
    // Outside a spliced render (a part kept within another, a test's renderToString), a kept part is its markup.
    expect(await inRouter("/browse", list, true)).toBe(await inRouter("/browse", list, false));
  });

  it("spliced, leaves text that looks like a mark as text, and writes whole the parts whose bytes cannot stand apart", () => {
    const part = (name: string, element: () => ReactElement<{ children?: ReactNode }>) => createElement(() => realOnce(name, () => "k", element));
    const page = (...children: ReactNode[]) => spliced(() => renderToString(createElement("main", null, ...children)));
    // A mark of this process's own that names no kept bytes of this page: text, not an error.
    const forged = page(createElement("p", { key: 1 }, `x${spliceMark(7)}y`), part("splice-a", () => createElement("p", null, "kept")));
    expect(splicedText(forged)).toBe(`<main><p>x${spliceMark(7)}y</p><p>kept</p></main>`);
    expect(splicedPieces(forged).filter((p) => Buffer.isBuffer(p))).toHaveLength(1);
    // A part with a script is written whole into the page's own markup, where its scripts are hashed.
    const script = () => createElement("div", null, createElement("script", null, "go()"));
    const kept = page(part("splice-script", script));
    expect(splicedText(kept)).toBe(renderToString(createElement("main", null, script())));
    expect(kept.slabs).toHaveLength(0);
    // Markup its caller made once (the near filter's places): bytes of their own in a spliced page, the markup elsewhere.
    const places = '<option value="Ibadan">Ibadan</option><option value="Ogbomosho">Ogbomosho</option>';
    const options = () => createElement("select", null, createElement("optgroup", { label: "Oyo", dangerouslySetInnerHTML: { __html: splicedMarkup(places) } }));
    expect(splicedMarkup(places)).toBe(places);
    const withOptions = spliced(() => renderToString(options()));
    expect(withOptions.html).not.toContain("Ibadan");
    expect(splicedText(withOptions)).toBe(renderToString(options()));
    expect(spliced(() => splicedMarkup("<script>go()</script>")).html).toBe("<script>go()</script>");
    // A <pre> is not kept: React writes a newline more at its start when its markup begins with one.
    expect(() => page(part("splice-pre", () => createElement("pre", null, "\nline")))).toThrow(/not for a <pre>/);
  });

  it("checked (SERVER_ONCE_CHECK=1, as in the browser tests), fails a page whose part's key leaves out what the part shows", async () => {
    vi.stubEnv("SERVER_ONCE_CHECK", "1");
    vi.resetModules();
    const checked = await import("./server-once.server");
    vi.unstubAllEnvs();
    const page = (text: string, key: string) => renderToString(createElement(() => checked.renderedOnce("test-checked", () => key, () => createElement("p", null, text))));
    expect(page("one", "k")).toBe("<p>one</p>");
    expect(page("one", "k")).toBe("<p>one</p>");
    expect(() => page("two", "k")).toThrow(/names two different renders/);
    expect(page("two", "k2")).toBe("<p>two</p>");
  });
});

/** `node` rendered as the server renders a page at `url` (in React Router's static router), its parts kept or not. */
async function inRouter(url: string, node: () => ReactNode, server: boolean) {
  return (await routed(url, node, server, (render) => ({ html: render(), slabs: [] }))).html;
}

/** The same, rendered with `how` (spliced, as the server renders its pages, or not). */
async function routed(url: string, node: () => ReactNode, server: boolean, how: (render: () => string) => Spliced) {
  const routes = [{ id: "root", path: "/", children: [{ id: "page", path: "*", Component: () => node() }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://haya.test${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  on.server = server;
  try {
    return how(() => renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false })));
  } finally {
    on.server = false;
  }
}
