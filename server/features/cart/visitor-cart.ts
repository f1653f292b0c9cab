// A visitor's cart: the same lines as an account's (listing, dates, time, units and the terms they were shown), kept in
// a cookie signed with Haya's own key (app_secrets "cart") until they sign in, when it is merged into their account's
// cart (cart.service mergeVisitor). A cookie that is not Haya's, or was changed, or is not a cart, is no cart at all.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { CART_LINES_MAX } from "../../../core/cart";
import { isIsoDay, PICKUP_TIMES } from "../../../core/dates";
import type { StoredLine } from "./cart.repo";
import { DELIVERY_LIMITS, DELIVERY_WINDOW_IDS, type DeliveryWindow } from "../../../core/delivery";

/** A cookie is at most this long: a browser keeps about 4 KB per cookie (a longer one would be no cart at all). */
export const VISITOR_CART_MAX_CHARS = 4096;

export const VISITOR_CART_COOKIE = "haya_cart";
/** A visitor's cart is kept for 30 days. */
const MAX_AGE_SECONDS = 30 * 24 * 3600;

const day = z.string().refine(isIsoDay);
const kobo = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const text = (max: number) => z.string().max(max);
/** A delivery as the cookie holds it (issue 36): [window, state, city, street, landmark]. */
const packedDelivery = z.tuple([z.enum(DELIVERY_WINDOW_IDS as [DeliveryWindow, ...DeliveryWindow[]]), text(60), text(60), text(DELIVERY_LIMITS.streetMax), text(DELIVERY_LIMITS.landmarkMax)]);
/**
 * A line as the cookie holds it: [id, listing, start, end, pick-up, units, price per day, total, "i"nstant or "r"equest],
 * and a delivery's packedDelivery last when it is one.
 */
const packed = z.union([
  z.tuple([z.number().int().positive(), z.number().int().positive(), day, day, z.enum(PICKUP_TIMES), z.number().int().min(1).max(1_000_000), kobo, kobo, z.enum(["i", "r"])]),
  z.tuple([z.number().int().positive(), z.number().int().positive(), day, day, z.enum(PICKUP_TIMES), z.number().int().min(1).max(1_000_000), kobo, kobo, z.enum(["i", "r"]), packedDelivery]),
]);
/** The cookie's body: when it was sealed (seconds), and its lines. */
const bodySchema = z.object({ t: z.number().int().positive(), l: z.array(packed).max(CART_LINES_MAX) });

const sign = (body: string, secret: string) => createHmac("sha256", secret).update(`cart:${body}`).digest("base64url");

/** The cookie's value for these lines, sealed at `now` (it is no cart 30 days later, whatever the browser keeps). */
export function sealLines(lines: StoredLine[], secret: string, now = Date.now()): string {
  const l = lines.map((x) => {
    const line = [x.id, x.listingId, x.startDate, x.endDate, x.pickupTime, x.units, x.pricePerDayKobo, x.totalKobo, x.bookingMode === "instant" ? "i" : "r"];
    const a = x.deliveryAddress;
    return x.fulfilment === "delivery" && a && x.deliveryWindow ? [...line, [x.deliveryWindow, a.state, a.city, a.street, a.landmark]] : line;
  });
  const body = Buffer.from(JSON.stringify({ t: Math.floor(now / 1000), l })).toString("base64url");
  return `${body}.${sign(body, secret)}`;
}

/** The lines a cookie's value holds; none when it is missing, not signed with `secret`, or not a cart. */
export function openLines(value: string | undefined, secret: string, now = Date.now()): StoredLine[] {
  if (!value || value.length > VISITOR_CART_MAX_CHARS) return [];
  const dot = value.lastIndexOf(".");
  if (dot < 1) return [];
  const [body, mac] = [value.slice(0, dot), value.slice(dot + 1)];
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  try {
    const parsed = bodySchema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
    if (!parsed.success) return [];
    const age = now / 1000 - parsed.data.t;
    if (age > MAX_AGE_SECONDS || age < -3600) return [];
    return parsed.data.l.map(([id, listingId, startDate, endDate, pickupTime, units, pricePerDayKobo, totalKobo, mode, delivery]) => ({
      id, listingId, startDate, endDate, pickupTime, units, pricePerDayKobo, totalKobo, bookingMode: mode === "i" ? "instant" : "request",
      ...(delivery
        ? { fulfilment: "delivery" as const, deliveryWindow: delivery[0], deliveryAddress: { state: delivery[1], city: delivery[2], street: delivery[3], landmark: delivery[4] } }
        : { fulfilment: "pickup" as const, deliveryWindow: null, deliveryAddress: null }),
    }));
  } catch {
    return [];
  }
}

/** The Set-Cookie header that keeps `value` (the empty string clears it). */
export function visitorCartCookie(value: string, siteUrl: string): string {
  const secure = siteUrl.startsWith("https:") ? "; Secure" : "";
  return `${VISITOR_CART_COOKIE}=${value}; Path=/; Max-Age=${value ? MAX_AGE_SECONDS : 0}; HttpOnly; SameSite=Lax${secure}`;
}

/** The cart cookie's value in a Cookie header, if any. */
export function visitorCartOf(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(/;\s*/)) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq) === VISITOR_CART_COOKIE) return part.slice(eq + 1);
  }
  return undefined;
}
