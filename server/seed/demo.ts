// Loads Haya's demo data (categories, owners, renters, listings, photos, and reviews of completed bookings) into an empty database.
import { refreshRatings } from "../features/catalogue/catalogue.repo";
import { refreshSearchWords } from "../features/search/search.repo";
import { sql } from "drizzle-orm";
import { slugify } from "../../core/slug";
import { requiresIdByDefault } from "../../core/verified-id";
import { NIGERIAN_STATES, type NigerianState } from "../../core/nigeria";
import { listingCoordinates } from "../../core/places";
import { demoPhotoKey, DEMO_ART_SIZE } from "../features/media/demo-art";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import * as t from "../db/schema";
import { categoriesA } from "./data/categories-a";
import { categoriesB } from "./data/categories-b";
import { pidginOf, pidginSubcategory } from "./data/categories-pcm";
import { OWNERS, RENTERS } from "./data/people";
import { seedCatalogueReviews } from "./demo-reviews";
import type { CategorySeed } from "./data/types";

export const DEMO_CATEGORIES: CategorySeed[] = [...categoriesA, ...categoriesB];
export const HOME_CATEGORIES = ["Vehicles", "Trucks", "Logistics", "Event Halls"];

/** Every photo key the demo seed can use (icons × palettes × compositions). */
export function allDemoPhotoKeys(): string[] {
  return DEMO_CATEGORIES.flatMap((c) =>
    c.subcategories.flatMap((s) => [0, 1, 2, 3, 4, 5].map((v) => demoPhotoKey(s.icon, c.palette, v))),
  );
}

/** Small deterministic PRNG so that every fresh database holds the same demo catalogue. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  return { next, int, pick };
}

/** A season's custom price for its next dates from `now` (this year's, or next year's once they are over). */
function seasonPrice(p: { from: string; to: string; times: number }, price: number, now: number) {
  const today = new Date(now).toISOString().slice(0, 10);
  let year = Number(today.slice(0, 4));
  if (`${year}-${p.to}` < today) year++;
  return { startDate: `${year}-${p.from}`, endDate: `${year}-${p.to}`, pricePerDayKobo: roundPrice(price * p.times) * 100 };
}

/** Rounds a price to what an owner would ask: ₦50 steps under ₦5k, ₦500 under ₦100k, else ₦5k. */
/**
 * Whether a demo listing asks for an ID-verified renter (issue 37): its category's default (core/verified-id.ts), which
 * an owner whose car or machine comes with its driver or operator turns off, as real owners would.
 */
export function demoRequiresId(categoryName: string, item: { title: string; included: readonly string[] }): boolean {
  return requiresIdByDefault(slugify(categoryName)) && !/driver|chauffeur|operator/i.test([item.title, ...item.included].join(" "));
}

export function roundPrice(naira: number): number {
  const step = naira < 5_000 ? 50 : naira < 100_000 ? 500 : 5_000;
  return Math.max(step, Math.round(naira / step) * step);
}

function emailFor(name: string, i: number): string {
  return `${slugify(name).replace(/-/g, ".")}${i}@example.com`;
}

/** Places that titles name but the state list does not carry as cities. */
const PLACE_ALIASES: Record<string, [string, string]> = {
  Apapa: ["Lagos", "Apapa"],
  "Ojodu Berger": ["Lagos", "Ojodu"],
  Gbagada: ["Lagos", "Gbagada"],
  Magodo: ["Lagos", "Magodo"],
  "Tarkwa Bay": ["Lagos", "Victoria Island"],
  Mushin: ["Lagos", "Mushin"],
  Oyingbo: ["Lagos", "Yaba"],
  PH: ["Rivers", "Port Harcourt"],
  "Benin GRA": ["Edo", "Benin City"],
  "Erin Ijesha": ["Osun", "Ilesa"],
  Idanre: ["Ondo", "Akure"],
};

/** A title such as "Toyota Camry – Lekki Phase 1" names its place: the listing must be there. */
export function placeInTitle(title: string): { state: NigerianState; city?: string } | undefined {
  const at = Math.max(title.lastIndexOf(" – "), title.lastIndexOf(" - "));
  if (at < 0) return undefined;
  const suffix = title.slice(at + 3);
  const word = (w: string) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(suffix);
  for (const [alias, [stateName, city]] of Object.entries(PLACE_ALIASES)) {
    if (word(alias)) return { state: NIGERIAN_STATES.find((s) => s.name === stateName)!, city };
  }
  for (const state of NIGERIAN_STATES) {
    const city = state.cities.find(word);
    if (city) return { state, city };
  }
  for (const state of NIGERIAN_STATES) {
    const short = state.name.replace(" - Abuja", "");
    if (word(short) || (state.slug === "fct" && word("Abuja"))) return { state };
  }
  return undefined;
}

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.categories.id }).from(t.categories).limit(1);
  return rows.length === 0;
}

export async function seedDemo(db: Db): Promise<{ listings: number; reviews: number }> {
  const rnd = prng(20261121);
  const now = Date.now();
  const day = 86_400_000;

  await db.transaction(async (tx) => {
    const owners = OWNERS.map((o, i) => ({
      id: `demo-owner-${String(i + 1).padStart(2, "0")}`,
      name: o.name,
      email: emailFor(o.name, i + 1),
      emailVerified: true,
      state: o.state,
      city: o.city,
      bio: o.bio,
      businessName: o.businessName ?? null,
      businessStatus: o.verified ? ("verified" as const) : ("unverified" as const),
      createdAt: new Date(now - rnd.int(200, 900) * day),
    }));
    const renters = RENTERS.map((r, i) => ({
      id: `demo-renter-${String(i + 1).padStart(2, "0")}`,
      name: r.name,
      email: emailFor(r.name, 100 + i),
      emailVerified: true,
      state: r.state,
      city: r.city,
      bio: r.occupation,
      createdAt: new Date(now - rnd.int(30, 600) * day),
    }));
    await tx.insert(t.users).values([...owners, ...renters]);

    const cats = await tx
      .insert(t.categories)
      .values(
        DEMO_CATEGORIES.map((c, i) => ({
          slug: slugify(c.name),
          name: c.name,
          title: c.title,
          description: c.description,
          ...pidginOf(c),
          icon: c.icon,
          paletteFrom: c.palette[0],
          paletteTo: c.palette[1],
          position: i,
          onHome: HOME_CATEGORIES.includes(c.name),
        })),
      )
      .returning({ id: t.categories.id, slug: t.categories.slug });

    const listingRows: (typeof t.listings.$inferInsert)[] = [];
    const photoPlan: { icon: string; palette: [string, string]; title: string }[] = [];
    for (const [ci, c] of DEMO_CATEGORIES.entries()) {
      const categoryId = cats[ci]!.id;
      const subs = await tx
        .insert(t.subcategories)
        .values(
          c.subcategories.map((s, si) => ({
            categoryId,
            slug: slugify(s.name),
            name: s.name,
            namePcm: pidginSubcategory(c.name, s.name),
            icon: s.icon,
            position: si,
          })),
        )
        .returning({ id: t.subcategories.id });
      // Each category is served by a few owners, as specialists would be.
      const catOwners = [0, 1, 2].map((k) => owners[(ci * 3 + k * 7) % owners.length]!);
      for (const [si, s] of c.subcategories.entries()) {
        for (const item of s.items) {
          const owner = rnd.pick(catOwners);
          const named = placeInTitle(item.title);
          const local = !named && rnd.next() < 0.75;
          const state = named
            ? named.state
            : local
              ? NIGERIAN_STATES.find((x) => x.name === owner.state)!
              : rnd.pick(NIGERIAN_STATES);
          const city = named?.city ?? (local ? owner.city : rnd.pick(state.cities));
          const [lo, hi] = item.priceNaira;
          const price = Math.min(750_000, Math.max(800, roundPrice(lo + rnd.next() * (hi - lo))));
          const units = item.units ? rnd.int(item.units[0], item.units[1]) : 1;
          const publishedAt = new Date(now - rnd.int(1, 180) * day - rnd.int(0, 86_000) * 1000);
          listingRows.push({
            ownerId: owner.id,
            categoryId,
            subcategoryId: subs[si]!.id,
            title: item.title,
            description: item.description,
            pricePerDayKobo: price * 100,
            weeklyDiscountPct: rnd.next() < 0.4 ? rnd.pick([5, 10, 15]) : 0,
            monthlyDiscountPct: rnd.next() < 0.3 ? rnd.pick([15, 20, 25]) : 0,
            units,
            minDays: item.minDays ?? 1,
            maxDays: Math.max(item.maxDays ?? 30, item.minDays ?? 1),
            turnaroundDays: item.turnaroundDays ?? 0,
            weekendPriceKobo: item.weekendPrice ? roundPrice(price * item.weekendPrice.times) * 100 : null,
            weekendDays: item.weekendPrice?.days ?? [5, 6, 7],
            dayPrices: (item.seasonPrices ?? []).map((p) => seasonPrice(p, price, now)),
            delivery: item.delivery
              ? { radiusKm: item.delivery.radiusKm, feeKobo: item.delivery.feeNaira * 100, perKmKobo: (item.delivery.perKmNaira ?? 0) * 100, freeWithinKm: item.delivery.freeWithinKm ?? 0 }
              : null,
            state: state.name,
            city,
            latitude: listingCoordinates(state.name, city)?.lat ?? null,
            longitude: listingCoordinates(state.name, city)?.lng ?? null,
            bookingMode: item.bookingMode,
            requiresVerifiedId: demoRequiresId(c.name, item),
            cautionDepositKobo: (item.cautionNaira ?? 0) * 100,
            pickupNotes: `Pick-up from ${city}, ${state.name}. The owner confirms the exact address after booking.`,
            features: item.features,
            included: item.included,
            status: "published",
            createdAt: publishedAt,
            updatedAt: publishedAt,
            publishedAt,
          });
          photoPlan.push({ icon: s.icon, palette: c.palette, title: item.title });
        }
      }
    }

    const ids: number[] = [];
    await insertChunks(listingRows, 200, async (chunk) => {
      const r = await tx.insert(t.listings).values(chunk).returning({ id: t.listings.id });
      ids.push(...r.map((x) => x.id));
    });

    const photos = ids.flatMap((listingId, i) => {
      const p = photoPlan[i]!;
      return [0, 1, 2].map((k) => ({
        listingId,
        storageKey: demoPhotoKey(p.icon, p.palette, (i + k) % 6),
        position: k,
        width: DEMO_ART_SIZE.width,
        height: DEMO_ART_SIZE.height,
        alt: k === 0 ? p.title : `${p.title}, photo ${k + 1}`,
      }));
    });
    await insertChunks(photos, 500, (chunk) => tx.insert(t.listingPhotos).values(chunk));

    await seedCatalogueReviews(tx as unknown as Db, { rnd, now, ids, listingRows, renterIds: renters.map((r) => r.id) });
    await refreshRatings(tx as unknown as Db);
    await refreshSearchWords(tx as unknown as Db);
  });

  const [counts] = rowsOf<{ listings: number; reviews: number }>(
    await db.execute(
      sql`select (select count(*)::int from listings) as listings, (select count(*)::int from reviews) as reviews`,
    ),
  );
  return counts ?? { listings: 0, reviews: 0 };
}
