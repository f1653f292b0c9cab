// Where listings are: coordinates follow the place an owner saves, and the start-up fills those that have none.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listingCoordinates } from "../../../core/places";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { freshDatabase } from "../../testing/db";
import { createRateLimiter } from "../accounts/rate-limit";
import type { SessionUser } from "../accounts/accounts.service";
import { createListingPhotoStore } from "../media/listing-photos";
import { memoryStorage } from "../media/storage";
import { fillMissingCoordinates } from "./coordinates.repo";
import { createListingsService } from "./listings.service";

let db: Db;
let service: ReturnType<typeof createListingsService>;
let owner: SessionUser;

beforeAll(async () => {
  ({ db } = await freshDatabase());
  service = createListingsService(db, { photos: createListingPhotoStore(memoryStorage(), memoryStorage()), limiter: createRateLimiter(db) });
  await db.execute(sql`insert into users (id, name, email, email_verified) values ('placer', 'Placer', 'placer@example.com', true)`);
  owner = { id: "placer", name: "Placer", email: "placer@example.com", emailVerified: true, image: null };
});

const where = async (id: number) =>
  rowsOf<{ lat: number | null; lng: number | null }>(await db.execute(sql`select latitude as lat, longitude as lng from listings where id = ${id}`))[0]!;

describe("saving a listing's place", () => {
  it("sets its coordinates from the city, follows a new city or state, and falls back to the state's capital", async () => {
    const draft = await service.createDraft(owner, { categorySlug: "power-generation-tools", subcategorySlug: "diesel-generators" });
    expect(await where(draft.id)).toEqual({ lat: null, lng: null });

    await service.update(owner.id, draft.id, { state: "Oyo", city: "Bodija" });
    expect(await where(draft.id)).toEqual({ lat: 7.43, lng: 3.91 });
    // A new city alone is looked up in the state the listing has.
    await service.update(owner.id, draft.id, { city: "ogbomoso" });
    expect(await where(draft.id)).toEqual({ lat: 8.13, lng: 4.24 });
    // A new state alone: the old city is not in it, so the listing sits at the new state's capital.
    await service.update(owner.id, draft.id, { state: "Kano" });
    expect(await where(draft.id)).toEqual({ lat: 12.0, lng: 8.52 });
    await service.update(owner.id, draft.id, { state: "Lagos", city: "Somewhere off Ikorodu Road" });
    expect(await where(draft.id)).toEqual({ lat: 6.6, lng: 3.35 });
    // Other fields leave the place alone.
    await service.update(owner.id, draft.id, { title: "Mikano 60kVA soundproof generator" });
    expect(await where(draft.id)).toEqual({ lat: 6.6, lng: 3.35 });
  });

  it("places a draft created with its place at once", async () => {
    const draft = await service.createDraft(owner, { categorySlug: "power-generation-tools", subcategorySlug: "diesel-generators", state: "FCT", city: "Gwarinpa" });
    expect(await where(draft.id)).toEqual({ lat: 9.11, lng: 7.4 });
  });
});

describe("fillMissingCoordinates", () => {
  it("fills every listing without coordinates from its city, in batches, once; drafts without a state stay unplaced", async () => {
    await db.execute(sql`update listings set latitude = null, longitude = null where id % 3 = 0 or owner_id = ${owner.id}`);
    const [missing] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from listings where latitude is null and state <> ''`));
    expect(missing!.n).toBeGreaterThan(20);
    const unplaced = await service.createDraft(owner, { categorySlug: "power-generation-tools", subcategorySlug: "diesel-generators" });

    expect(await fillMissingCoordinates(db, { batch: 7, window: 20 })).toBe(missing!.n);
    const rows = rowsOf<{ id: number; state: string; city: string; lat: number | null; lng: number | null }>(
      await db.execute(sql`select id::int as id, state, city, latitude as lat, longitude as lng from listings`),
    );
    for (const r of rows.filter((x) => x.id !== unplaced.id)) {
      const expected = listingCoordinates(r.state, r.city);
      expect({ lat: r.lat, lng: r.lng }, `${r.city}, ${r.state}`).toEqual(expected ? { lat: expected.lat, lng: expected.lng } : { lat: null, lng: null });
    }
    expect(await where(unplaced.id)).toEqual({ lat: null, lng: null });
    // Nothing left to do: a second start changes nothing.
    expect(await fillMissingCoordinates(db, { batch: 7, window: 20 })).toBe(0);
  });
});
