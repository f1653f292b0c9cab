import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { renderedOnce as serverOnce } from "./server-once.server";

// The pages' import (~/lib/server-once) is the browser's pass-through here; the server's build puts server-once.server
// in its place. Each test chooses which one the calendar gets.
const on = vi.hoisted(() => ({ server: false, calls: 0 }));
vi.mock("~/lib/server-once", async () => {
  const real = await import("./server-once.server");
  return { renderedOnce: (...args: Parameters<typeof real.renderedOnce>) => (on.server ? (on.calls++, real.renderedOnce(...args)) : args[2]()) };
});
const { Calendar } = await import("~/components/ui/calendar");

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
    const html = renderToString(serverOnce("test-element", () => "a", () => createElement<{ className: string; children?: React.ReactNode }>("div", { className: "x" }, createElement("span", null, "one"), "two")));
    expect(html).toBe('<div class="x"><span>one</span>two</div>');
    const Component = () => createElement("div", null, "hi");
    expect(() => serverOnce("test-component", () => "a", () => createElement(Component))).toThrow(/host element/);
  });
});
