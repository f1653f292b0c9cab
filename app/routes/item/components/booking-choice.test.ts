// The item page's booking choice: how a range reads out (rangeText) and what is read back from an address (readChoice).
import { describe, expect, it } from "vitest";
import { readChoice } from "./booking-choice";
import { pickupText, rangeText } from "./booking-panel";

describe("rangeText", () => {
  it("names the days and counts them", () => {
    expect(rangeText({ start: null, end: null }, "No date selected")).toBe("No date selected");
    expect(rangeText({ start: "2026-12-01", end: null }, "")).toBe("Selected: Tue 1 Dec (1 day)");
    expect(rangeText({ start: "2026-12-30", end: "2027-01-01" }, "")).toBe("Selected: Wed 30 Dec – Fri 1 Jan (3 days)");
    // The start tapped twice: that one day.
    expect(rangeText({ start: "2026-12-01", end: "2026-12-01" }, "")).toBe("Selected: Tue 1 Dec (1 day)");
  });

  it("says when the pick-up is", () => {
    expect(pickupText("2026-12-31", "10:00 AM")).toBe("Pick-up on Thu 31 Dec at 10:00 AM (Lagos time)");
  });
});

describe("readChoice", () => {
  const window = { today: "2026-12-01", lastDay: "2027-05-30" };
  const read = (q: string) => readChoice(new URLSearchParams(q), window);
  /** A choice that names no delivery is a pick-up (issue 36). */
  const PICKUP = { fulfilment: "pickup", address: { state: "", city: "", street: "", landmark: "" }, window: "" };
  it("reads back a delivery's address and window, each cut to its length", () => {
    expect(read(`start=2026-12-02&fulfilment=delivery&state=Lagos&city=Yaba&street=${"x".repeat(200)}&window=evening`)).toMatchObject({
      fulfilment: "delivery",
      address: { state: "Lagos", city: "Yaba", street: "x".repeat(160), landmark: "" },
      window: "evening",
    });
    expect(read("fulfilment=teleport")).toMatchObject({ fulfilment: "pickup" });
  });
  it("reads back a choice from the address", () => {
    expect(read("start=2026-12-02&end=2026-12-04&time=3%3A00+PM&units=2")).toEqual({ start: "2026-12-02", end: "2026-12-04", time: "3:00 PM", units: "2", ...PICKUP });
  });
  it("drops what cannot be a choice: past or far days, an end not after the start, unknown times", () => {
    expect(read("start=2026-11-30&end=2026-12-04")).toEqual({ start: null, end: null, time: "Noon", units: "1", ...PICKUP });
    expect(read("start=2026-12-02&end=2027-06-01&time=midnight&units=-3")).toEqual({ start: "2026-12-02", end: null, time: "Noon", units: "1", ...PICKUP });
    expect(read("start=2026-12-02&end=2026-12-02")).toMatchObject({ start: "2026-12-02", end: null });
    expect(read("start=2026-02-30")).toMatchObject({ start: null });
  });
});
