// The demo people (README: Demo people): an owner, a renter and an admin who sign in with DEMO_PASSWORD, the owner's
// listings and the renter's bookings of them in every state (demo-bookings.ts), and the owner's payouts (demo-payouts.ts). Demo data only: the start-up's and
// `npm run db:seed`'s demo seed add them after the catalogue (seedDemoData); tests' databases do not have them.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { listingCoordinates } from "../../core/places";
import { hashPassword } from "../features/accounts/password";
import { demoPhotoKey, DEMO_ART_SIZE } from "../features/media/demo-art";
import { refreshSearchWords } from "../features/search/search.repo";
import type { Db } from "../db/client";
import * as t from "../db/schema";
import { DEMO_ADMIN, DEMO_LISTINGS, DEMO_OWNER, DEMO_PASSWORD, DEMO_PEOPLE, DEMO_RENTER, type DemoListingKey } from "./data/demo-people";
import { DEMO_CATEGORIES, demoRequiresId, seedDemo } from "./demo";
import { replayDemoBookings, type DemoBookingKey } from "./demo-bookings";
import { replayDemoMessages } from "./demo-messages";
import { readOldDemoNotifications } from "./demo-notifications";
import { replayDemoClaim } from "./demo-claims";
import { replayDemoPayouts } from "./demo-payouts";
import type { MediaStorage } from "../features/media/storage";

const DAY = 86_400_000;

export interface DemoPeople {
  owner: string;
  renter: string;
  admin: string;
  listings: Record<DemoListingKey, number>;
  bookings: Record<DemoBookingKey, number>;
}

/** The demo catalogue (seedDemo), then the demo people: what an empty database gets at start-up and from `npm run db:seed`. */
/** `originals`: where photo originals are kept (the demo claim's photo goes there); unset, it is not kept anywhere. */
export async function seedDemoData(db: Db, opts: { now?: Date; originals?: MediaStorage } = {}) {
  const counts = await seedDemo(db);
  const people = await seedDemoPeople(db, opts);
  return { ...counts, demoBookings: people ? Object.keys(people.bookings).length : 0 };
}

/**
 * Adds the demo people to a database that has the demo catalogue, as of `now` (their bookings' days count from its day
 * in Lagos), in one transaction. Does nothing (undefined) when the demo owner's address is already taken.
 */
export async function seedDemoPeople(db: Db, opts: { now?: Date; originals?: MediaStorage } = {}): Promise<DemoPeople | undefined> {
  const now = opts.now ?? new Date();
  const taken = await db.select({ id: t.users.id }).from(t.users).where(sql`lower(${t.users.email}) = ${DEMO_OWNER.email}`).limit(1);
  if (taken.length) return undefined;
  // Hashed as sign-up hashes (auth.ts: better-auth with password.ts), each with its own salt; before the transaction,
  // which need not wait for argon2.
  const hashes = await Promise.all(DEMO_PEOPLE.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (t0) => {
    const tx = t0 as unknown as Db;
    await tx.insert(t.users).values(
      DEMO_PEOPLE.map((p) => ({
        id: p.id,
        name: p.name,
        email: p.email,
        emailVerified: true,
        state: p.state,
        city: p.city,
        bio: p.bio,
        businessName: p.businessName ?? null,
        phone: p.phoneNumber ?? null,
        phoneNumber: p.phoneNumber ?? null,
        phoneNumberVerified: p.phoneNumber !== undefined,
        role: p.role ?? "user",
        idVerifiedAt: p.idVerified ? new Date(now.getTime() - p.idVerified.daysAgo * DAY) : null,
        createdAt: new Date(now.getTime() - p.joinedDaysAgo * DAY),
        updatedAt: new Date(now.getTime() - p.joinedDaysAgo * DAY),
      })),
    );
    // better-auth's credential account, as its sign-up links one: the account id is the user's id.
    await tx.insert(t.accounts).values(
      DEMO_PEOPLE.map((p, i) => ({
        id: randomUUID().replace(/-/g, ""),
        accountId: p.id,
        providerId: "credential",
        userId: p.id,
        password: hashes[i]!,
        createdAt: new Date(now.getTime() - p.joinedDaysAgo * DAY),
        updatedAt: new Date(now.getTime() - p.joinedDaysAgo * DAY),
      })),
    );
    await insertDemoIdentityChecks(tx, now);
    const listings = await insertDemoListings(tx, now);
    await refreshSearchWords(tx);
    const bookings = await replayDemoBookings(tx, { now, renterId: DEMO_RENTER.id, ownerId: DEMO_OWNER.id, listingIds: listings });
    await replayDemoPayouts(tx, { now, ownerId: DEMO_OWNER.id, ownerName: DEMO_OWNER.name });
    await replayDemoClaim(tx, { now, bookingId: bookings.claimOpen, ownerId: DEMO_OWNER.id, originals: opts.originals });
    await replayDemoMessages(tx, { now, renterId: DEMO_RENTER.id, ownerId: DEMO_OWNER.id, canopyListingId: listings.canopy, confirmedBookingId: bookings.confirmed });
    await readOldDemoNotifications(tx, [DEMO_OWNER.id, DEMO_RENTER.id], now);
    return { owner: DEMO_OWNER.id, renter: DEMO_RENTER.id, admin: DEMO_ADMIN.id, listings, bookings };
  });
}

/**
 * The sandbox checks that verified the demo people who are (issue 37), as /account/identity and the console show them.
 * Their number's hash is no HMAC of a real number (a demo has none), so that no real number is ever found "reused".
 */
async function insertDemoIdentityChecks(tx: Db, now: Date) {
  const verified = DEMO_PEOPLE.filter((p) => p.idVerified);
  if (!verified.length) return;
  await tx.insert(t.identityChecks).values(
    verified.map((p) => {
      const at = new Date(now.getTime() - p.idVerified!.daysAgo * DAY);
      return { userId: p.id, idType: "nin", idLast4: p.idVerified!.idLast4, idHash: `demo:${p.id}`, status: "verified", provider: "sandbox", providerRef: `sandbox-demo-${p.id}`, verifiedName: p.name, nameMatches: true, faceScore: 97.5, tries: 1, lastTriedAt: at, createdAt: at, decidedAt: at };
    }),
  );
}

/** The demo owner's listings, published, with demo photos drawn as the catalogue's are (seedDemo). */
async function insertDemoListings(tx: Db, now: Date): Promise<Record<DemoListingKey, number>> {
  const ids: Partial<Record<DemoListingKey, number>> = {};
  for (const [i, l] of DEMO_LISTINGS.entries()) {
    const category = DEMO_CATEGORIES.find((c) => c.name === l.category);
    const sub = category?.subcategories.find((s) => s.name === l.subcategory);
    if (!category || !sub) throw new Error(`Demo listing ${l.key}: no subcategory ${l.category} › ${l.subcategory}`);
    const [cat] = await tx.select({ id: t.categories.id }).from(t.categories).where(eq(t.categories.name, category.name));
    const [subRow] = await tx
      .select({ id: t.subcategories.id })
      .from(t.subcategories)
      .where(sql`${t.subcategories.categoryId} = ${cat?.id ?? 0} and ${t.subcategories.name} = ${sub.name}`);
    if (!cat || !subRow) throw new Error(`Demo listing ${l.key}: the demo catalogue is not seeded`);
    const publishedAt = new Date(now.getTime() - l.publishedDaysAgo * DAY);
    const [row] = await tx
      .insert(t.listings)
      .values({
        ownerId: DEMO_OWNER.id,
        categoryId: cat.id,
        subcategoryId: subRow.id,
        title: l.title,
        description: l.description,
        pricePerDayKobo: l.priceNaira[0] * 100,
        units: 1,
        minDays: l.minDays ?? 1,
        maxDays: l.maxDays ?? 30,
        state: DEMO_OWNER.state,
        city: DEMO_OWNER.city,
        latitude: listingCoordinates(DEMO_OWNER.state, DEMO_OWNER.city)?.lat ?? null,
        longitude: listingCoordinates(DEMO_OWNER.state, DEMO_OWNER.city)?.lng ?? null,
        bookingMode: l.bookingMode,
        requiresVerifiedId: demoRequiresId(category.name, l),
        cautionDepositKobo: (l.cautionNaira ?? 0) * 100,
        lateFeePerDayKobo: l.lateFeeNaira === undefined ? null : l.lateFeeNaira * 100,
        pickupNotes: `Pick-up from ${DEMO_OWNER.city}, ${DEMO_OWNER.state}. The owner confirms the exact address after booking.`,
        features: l.features,
        included: l.included,
        status: "published",
        createdAt: publishedAt,
        updatedAt: publishedAt,
        publishedAt,
      })
      .returning({ id: t.listings.id });
    ids[l.key] = row!.id;
    await tx.insert(t.listingPhotos).values(
      [0, 1, 2].map((k) => ({
        listingId: row!.id,
        storageKey: demoPhotoKey(sub.icon, category.palette, (i + k) % 6),
        position: k,
        width: DEMO_ART_SIZE.width,
        height: DEMO_ART_SIZE.height,
        alt: k === 0 ? l.title : `${l.title}, photo ${k + 1}`,
      })),
    );
  }
  return ids as Record<DemoListingKey, number>;
}
