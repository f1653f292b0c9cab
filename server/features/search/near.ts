// The place inputs of a search: `near` (the browser's coordinates for 'Near me', or a place's name) and the explicit
// `state` and `city` filters, as the browse page and GET /api/v1/listings read them.
import { z } from "zod";
import { findState } from "../../../core/nigeria";
import { findPlace, type LatLng } from "../../../core/places";
import { m } from "../../../core/paraglide/messages";

export interface Near extends LatLng {
  /** The place named, as Haya spells it ("Ibadan, Oyo"); null for coordinates. */
  place: string | null;
}

const COORDINATES = /^(-?\d{1,3}(?:\.\d{1,12})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,12})?)$/;

/** "7.38,3.90" → those coordinates; "Ibadan" → Ibadan's; a message when it is neither. */
export function parseNear(text: string): Near | string {
  const coordinates = COORDINATES.exec(text.trim());
  if (coordinates) {
    const lat = Number(coordinates[1]);
    const lng = Number(coordinates[2]);
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng, place: null } : m.err_near_range();
  }
  // Digits and commas that are not two coordinates are not a place name either.
  const place = /\d/.test(text) ? undefined : findPlace(text);
  return place ? { lat: place.lat, lng: place.lng, place: `${place.city}, ${place.state}` } : m.err_near_bad();
}

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Spread into the search query's object: each field's description is the API's documentation of it. */
export const placeFields = {
  state: z
    .preprocess(blank, z.string().trim().max(100, { error: () => m.err_at_most_chars({ max: 100 }) }).optional())
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const state = findState(v);
      if (state) return state.name;
      ctx.addIssue({ code: "custom", message: m.err_listing_state_valid() });
      return z.NEVER;
    })
    .describe("A state by name or slug (e.g. `Oyo`, `akwa-ibom`, `FCT`)"),
  city: z
    .preprocess(blank, z.string().trim().max(60, { error: () => m.err_at_most_chars({ max: 60 }) }).optional())
    .describe("A city or area, as listings name it (e.g. `Ikeja`, `Bodija`); any letter case"),
  near: z
    .preprocess(blank, z.string().max(100, { error: () => m.err_at_most_chars({ max: 100 }) }).optional())
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const near = parseNear(v);
      if (typeof near !== "string") return near;
      ctx.addIssue({ code: "custom", message: near });
      return z.NEVER;
    })
    .describe(
      "Nearest first from here, unless `sort` names another order: `latitude,longitude` (WGS 84 degrees, e.g. `7.38,3.90`) or a Nigerian city, area or state (e.g. `Ibadan`, `Lekki`); each card then has `distanceKm`",
    ),
};

/** The search query's check that a distance order has a place to measure from (a superRefine of the object). */
export function checkNearSort(q: { sort: string; near?: Near | undefined }, ctx: z.RefinementCtx): void {
  if (q.sort === "distance" && !q.near) ctx.addIssue({ code: "custom", path: ["near"], message: m.err_near_sort() });
}
