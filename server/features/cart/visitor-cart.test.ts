// A visitor's cart cookie: what Haya sealed opens to the same lines; anything else — changed, signed with another key,
// not a cart, too long, too many lines — is no cart at all (never an error).
import { describe, expect, it } from "vitest";
import { CART_LINES_MAX } from "../../../core/cart";
import type { StoredLine } from "./cart.repo";
import { openLines, sealLines, visitorCartCookie, visitorCartOf, VISITOR_CART_COOKIE } from "./visitor-cart";

const key = "k".repeat(43);
const line = (id: number, o: Partial<StoredLine> = {}): StoredLine => ({
  id, listingId: 7, startDate: "2026-12-05", endDate: "2026-12-06", pickupTime: "Noon", units: 2, pricePerDayKobo: 2_500_000, totalKobo: 11_075_000, bookingMode: "instant",
  fulfilment: "pickup", deliveryAddress: null, deliveryWindow: null, ...o,
});

describe("the visitor's cart cookie", () => {
  it("opens to the lines it was sealed with", () => {
    const lines = [line(1), line(2, { listingId: 9, bookingMode: "request", pickupTime: "8:00 AM" })];
    expect(openLines(sealLines(lines, key), key)).toEqual(lines);
    expect(openLines(sealLines([], key), key)).toEqual([]);
  });

  it("keeps a delivery's address and window (issue 36)", () => {
    const delivered = line(3, { fulfilment: "delivery", deliveryWindow: "evening", pickupTime: "4:00 PM", deliveryAddress: { state: "Lagos", city: "Yaba", street: "12 Herbert Macaulay Way", landmark: "" } });
    expect(openLines(sealLines([line(1), delivered], key), key)).toEqual([line(1), delivered]);
  });

  it("is no cart when changed, signed with another key, malformed or too big", () => {
    const sealed = sealLines([line(1)], key);
    const [body, mac] = sealed.split(".") as [string, string];
    const forged = Buffer.from(JSON.stringify([[1, 7, "2026-12-05", "2026-12-06", "Noon", 2, 1, 1, "i"]])).toString("base64url");
    for (const value of [
      `${forged}.${mac}`,
      `${body}.${mac.slice(1)}x`,
      sealLines([line(1)], "another key, not Haya's"),
      `${body}`,
      "",
      `.${mac}`,
      "x".repeat(5000),
      sealLines(Array.from({ length: CART_LINES_MAX + 1 }, (_, i) => line(i + 1)), key),
      sealLines([line(1, { startDate: "2026-02-30" })], key),
      sealLines([line(1, { units: 0 })], key),
    ])
      expect(openLines(value, key), value.slice(0, 40)).toEqual([]);
    expect(openLines(undefined, key)).toEqual([]);
  });

  it("is no cart 30 days after it was sealed, whatever the browser kept", () => {
    const sealed = sealLines([line(1)], key, Date.UTC(2026, 0, 1));
    expect(openLines(sealed, key, Date.UTC(2026, 0, 30))).toHaveLength(1);
    expect(openLines(sealed, key, Date.UTC(2026, 1, 1))).toEqual([]);
    expect(openLines(sealed, key, Date.UTC(2025, 11, 31))).toEqual([]);
  });

  it("is read from a Cookie header among others, and kept for 30 days site-wide, HttpOnly (Secure on https)", () => {
    expect(visitorCartOf(`a=1; ${VISITOR_CART_COOKIE}=abc.def; b=2`)).toBe("abc.def");
    expect(visitorCartOf("a=1")).toBeUndefined();
    expect(visitorCartCookie("abc.def", "https://haya.ng")).toBe(`${VISITOR_CART_COOKIE}=abc.def; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure`);
    expect(visitorCartCookie("", "http://localhost:3000")).toBe(`${VISITOR_CART_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  });
});
