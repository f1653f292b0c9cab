// Condition photos: only a booking's renter and owner add or see them, each stage in its time window, 12 per person per
// stage, bad input keeping nothing (no row, no file), and the photos served privately.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_NOTE_MAX, PHOTOS_PER_STAGE } from "../../../core/condition-photos";
import { DAMAGE_CLAIM_HOURS, hoursText } from "../../../core/fees";
import { addDaysIso, lagosMidnight, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { ConflictError, InvalidError, NotFoundError } from "../../errors";
import { createServices } from "../../services";
import { bookingsFixture } from "../../testing/bookings";
import { freshDatabase, statementsOf } from "../../testing/db";
import { tempMedia } from "../../testing/media";
import { createMediaService } from "../media/media.service";
import { createBookingPhotosService, stageClosed } from "./booking-photos.service";

// What the code under test says, in English (it speaks the request's language).
const RETURN_CLOSED_MESSAGE = `Return photos can be added once the item is picked up, until ${hoursText(
  DAMAGE_CLAIM_HOURS,
)} after its return`;
const PICKUP_CLOSED_MESSAGE = "Pick-up photos can be added from the start day, until the item is returned";

const media = tempMedia("booking-photos");
const { db, listing } = await bookingsFixture(["stranger"], { db: (await freshDatabase({ seed: false, countStatements: true })).db });
await db.execute(sql`update users set name = 'Ada Obi', business_name = 'Obi Cameras' where id = 'owner'`);
await db.execute(sql`update users set name = 'Bola Ade' where id = 'renter'`);
let clock: Date | undefined;
const now = () => clock ?? new Date();
const services = createServices(db, { media: { originals: media.originals, cache: media.cache }, now });
const photos = createBookingPhotosService(db, { originals: media.originals, cache: media.cache, now });
const HOUR = 3_600_000;

const jpeg = (w = 64, h = 48) => sharp({ create: { width: w, height: h, channels: 3, background: "#16a34a" } }).jpeg().toBuffer();

/** A paid booking of a new listing from `start` days ahead (confirmed), picked up on its start day when `pickedUp`. */
async function confirmed(start = 1, opts: { pickedUp?: boolean } = {}) {
  clock = undefined;
  const listingId = await listing({ mode: "instant" });
  const startDate = addDaysIso(todayInLagos(), start);
  const b = await services.bookings.createBooking({ listingId, renterId: "renter", startDate, endDate: addDaysIso(startDate, 1), pickupTime: "9:00 AM", units: 1 });
  await services.bookings.transition(b.id, "pay", { actor: "system", userId: null });
  const startsAt = new Date(lagosMidnight(startDate));
  if (opts.pickedUp) await services.bookings.markPickedUp(b.id, "owner", { now: new Date(startsAt.getTime() + 9 * HOUR) });
  return { id: b.id, startsAt };
}

const count = async (bookingId: number) => rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from booking_photos where booking_id = ${bookingId}`))[0]!.n;
/** Files kept for the booking's photos. */
function files(bookingId: number): string[] {
  const dir = path.join(media.dir, "media", "originals", "bookings", String(bookingId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe("who may add and see a booking's condition photos", () => {
  it("its owner and renter add pick-up photos with notes, and both see them by stage with who added them and when", async () => {
    const { id, startsAt } = await confirmed();
    clock = new Date(startsAt.getTime() + 8 * HOUR);
    await photos.add(id, "owner", { stage: "pickup", note: "  Scratch on the lens cap  " }, await jpeg(800, 600));
    const after = await photos.add(id, "renter", { stage: "pickup" }, await jpeg());
    expect(after.pickup.map((p) => [p.by, p.note, p.createdAt])).toEqual([
      [{ role: "owner", name: "Obi Cameras" }, "Scratch on the lens cap", clock.toISOString()],
      [{ role: "renter", name: "Bola Ade" }, "", clock.toISOString()],
    ]);
    expect(after.pickup[0]).toMatchObject({ width: 800, height: 600, url: `/bookings/${id}/photos/${after.pickup[0]!.id}@1280.webp`, thumbnailUrl: `/bookings/${id}/photos/${after.pickup[0]!.id}@320.webp` });
    expect(after.return).toEqual([]);
    expect(await photos.list(id, "owner")).toEqual(after);
    // The booking page's section: the same photos and stages, in two statements (the booking, the photos), not three.
    const { value: section, statements } = await statementsOf(() => photos.section(id, "renter"));
    expect(section).toEqual({ photos: after, openStages: await photos.openStages(id, "renter") });
    expect(statements).toBe(2);
    expect(files(id)).toHaveLength(2);
  });

  it("is the same as a booking that does not exist to anyone else: nothing is added, seen or served", async () => {
    const { id, startsAt } = await confirmed();
    clock = new Date(startsAt.getTime() + HOUR);
    const { pickup } = await photos.add(id, "owner", { stage: "pickup" }, await jpeg());
    for (const other of ["stranger", "owner2"]) {
      await expect(photos.list(id, other)).rejects.toEqual(new NotFoundError("Booking not found"));
      await expect(photos.openStages(id, other)).rejects.toBeInstanceOf(NotFoundError);
      await expect(photos.section(id, other)).rejects.toEqual(new NotFoundError("Booking not found"));
      // Even bad input says nothing of the booking to them.
      await expect(photos.add(id, other, { stage: "bogus" }, Buffer.from("no"))).rejects.toBeInstanceOf(NotFoundError);
      await expect(photos.add(id, other, { stage: "pickup" }, await jpeg())).rejects.toBeInstanceOf(NotFoundError);
      expect(await photos.variant(id, pickup[0]!.id, other, 320, "webp")).toBeUndefined();
    }
    await expect(photos.list(id + 10_000, "owner")).rejects.toBeInstanceOf(NotFoundError);
    expect(await count(id)).toBe(1);
    expect(files(id)).toHaveLength(1);
  });

  it("serves each photo resized to its booking's parties only, never through the public /media", async () => {
    const { id, startsAt } = await confirmed();
    clock = new Date(startsAt.getTime() + HOUR);
    const { pickup } = await photos.add(id, "renter", { stage: "pickup" }, await jpeg(1600, 1200));
    const photoId = pickup[0]!.id;
    for (const party of ["owner", "renter"]) {
      const variant = (await photos.variant(id, photoId, party, 320, "webp"))!;
      expect(variant.contentType).toBe("image/webp");
      expect(await sharp(variant.body).metadata()).toMatchObject({ format: "webp", width: 320, height: 240 });
    }
    // Another booking's id with this photo's id, a width the pipeline does not make: nothing.
    const other = await confirmed();
    expect(await photos.variant(other.id, photoId, "renter", 320, "webp")).toBeUndefined();
    expect(await photos.variant(id, photoId, "renter", 333, "webp")).toBeUndefined();
    const [row] = rowsOf<{ key: string }>(await db.execute(sql`select storage_key as key from booking_photos where id = ${photoId}`));
    expect(row!.key).toMatch(new RegExp(`^bookings/${id}/[A-Za-z0-9_-]+$`));
    expect(await createMediaService(media.originals, media.cache).getVariant(row!.key, 320, "webp")).toBeUndefined();
  });
});

describe("when each stage takes photos", () => {
  const day = "2026-12-24";
  const midnight = lagosMidnight(day);
  const at = (ms: number) => new Date(ms);
  const b = (status: "confirmed" | "active" | "completed" | "requested" | "awaiting_payment" | "cancelled", completedAt: Date | null = null) => ({ status, startDate: day, completedAt });

  it("pick-up: confirmed from 00:00 of the start day in Lagos, and while active", () => {
    expect(stageClosed(b("confirmed"), "pickup", at(midnight - 1))).toBe(PICKUP_CLOSED_MESSAGE);
    expect(stageClosed(b("confirmed"), "pickup", at(midnight))).toBeUndefined();
    expect(stageClosed(b("active"), "pickup", at(midnight + 50 * HOUR))).toBeUndefined();
    for (const status of ["requested", "awaiting_payment", "cancelled"] as const) expect(stageClosed(b(status), "pickup", at(midnight + HOUR))).toBe(PICKUP_CLOSED_MESSAGE);
    expect(stageClosed(b("completed", at(midnight + HOUR)), "pickup", at(midnight + 2 * HOUR))).toBe(PICKUP_CLOSED_MESSAGE);
  });

  it("return: while active, and until 48 hours after completion", () => {
    const done = at(midnight + 30 * HOUR);
    expect(stageClosed(b("confirmed"), "return", at(midnight + HOUR))).toBe(RETURN_CLOSED_MESSAGE);
    expect(stageClosed(b("active"), "return", at(midnight + HOUR))).toBeUndefined();
    expect(stageClosed(b("completed", done), "return", at(done.getTime() + 48 * HOUR - 1))).toBeUndefined();
    expect(stageClosed(b("completed", done), "return", at(done.getTime() + 48 * HOUR))).toBe(RETURN_CLOSED_MESSAGE);
    expect(stageClosed(b("cancelled"), "return", at(midnight + HOUR))).toBe(RETURN_CLOSED_MESSAGE);
  });

  it("follows the booking through its life: before the start day, picked up, returned, 48 hours later", async () => {
    const { id, startsAt } = await confirmed(1, { pickedUp: false });
    clock = new Date(startsAt.getTime() - 60_000);
    expect(await photos.openStages(id, "renter")).toEqual([]);
    await expect(photos.add(id, "renter", { stage: "pickup" }, await jpeg())).rejects.toEqual(new ConflictError(PICKUP_CLOSED_MESSAGE));
    clock = startsAt;
    expect(await photos.openStages(id, "renter")).toEqual(["pickup"]);
    await expect(photos.add(id, "owner", { stage: "return" }, await jpeg())).rejects.toEqual(new ConflictError(RETURN_CLOSED_MESSAGE));
    await services.bookings.markPickedUp(id, "owner", { now: new Date(startsAt.getTime() + HOUR) });
    clock = new Date(startsAt.getTime() + 2 * HOUR);
    expect(await photos.openStages(id, "owner")).toEqual(["pickup", "return"]);
    const returnedAt = new Date(startsAt.getTime() + 30 * HOUR);
    await services.bookings.markReturned(id, "owner", { now: returnedAt });
    clock = new Date(returnedAt.getTime() + 47 * HOUR);
    expect(await photos.openStages(id, "owner")).toEqual(["return"]);
    await photos.add(id, "owner", { stage: "return", note: "Returned clean" }, await jpeg());
    clock = new Date(returnedAt.getTime() + 48 * HOUR);
    expect(await photos.openStages(id, "renter")).toEqual([]);
    await expect(photos.add(id, "renter", { stage: "return" }, await jpeg())).rejects.toBeInstanceOf(ConflictError);
    expect(await count(id)).toBe(1);
    expect(files(id)).toHaveLength(1);
  });
});

describe("what is refused, keeping nothing", () => {
  it("a file that is not a photo, one over 15 MB, a note over 500 characters, a stage other than pick-up or return", async () => {
    const { id, startsAt } = await confirmed();
    clock = new Date(startsAt.getTime() + HOUR);
    const text = Buffer.from("A text file someone renamed to photo.jpg\n");
    const big = Buffer.concat([await jpeg(), Buffer.alloc(15 * 1024 * 1024)]);
    for (const bytes of [text, big, Buffer.alloc(0)]) {
      const e = await photos.add(id, "owner", { stage: "pickup" }, bytes).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(InvalidError);
      expect(Object.keys((e as InvalidError).fields)).toEqual(["photo"]);
    }
    const long = await photos.add(id, "owner", { stage: "pickup", note: "x".repeat(PHOTO_NOTE_MAX + 1) }, await jpeg()).catch((x: unknown) => x);
    expect((long as InvalidError).fields).toEqual({ note: "Keep the note to 500 characters" });
    for (const stage of ["claim", "claim_answer", "bogus", undefined, 3]) {
      const e = await photos.add(id, "renter", { stage }, await jpeg()).catch((x: unknown) => x);
      expect((e as InvalidError).fields, String(stage)).toEqual({ stage: "Choose pick-up or return" });
    }
    expect(await count(id)).toBe(0);
    expect(files(id)).toEqual([]);
    // A note of exactly 500 characters is fine.
    await photos.add(id, "owner", { stage: "pickup", note: "x".repeat(PHOTO_NOTE_MAX) }, await jpeg());
    expect(await count(id)).toBe(1);
  });

  it(`at most ${PHOTOS_PER_STAGE} photos per person per stage`, async () => {
    const { id, startsAt } = await confirmed(1, { pickedUp: true });
    clock = new Date(startsAt.getTime() + 10 * HOUR);
    const photo = await jpeg();
    for (let i = 0; i < PHOTOS_PER_STAGE; i++) await photos.add(id, "owner", { stage: "pickup" }, photo);
    const e = await photos.add(id, "owner", { stage: "pickup" }, photo).catch((x: unknown) => x);
    expect((e as InvalidError).fields).toEqual({ photo: `You have added ${PHOTOS_PER_STAGE} photos at this stage, the most one person can` });
    expect(await count(id)).toBe(PHOTOS_PER_STAGE);
    expect(files(id)).toHaveLength(PHOTOS_PER_STAGE);
    // The renter's own 12, and the owner's at the return, are theirs.
    await photos.add(id, "renter", { stage: "pickup" }, photo);
    await photos.add(id, "owner", { stage: "return" }, photo);
    expect(await count(id)).toBe(PHOTOS_PER_STAGE + 2);
  });

  it("several at once past the limit: only the 12th gets in", async () => {
    const { id, startsAt } = await confirmed();
    clock = new Date(startsAt.getTime() + HOUR);
    const photo = await jpeg();
    for (let i = 0; i < PHOTOS_PER_STAGE - 1; i++) await photos.add(id, "renter", { stage: "pickup" }, photo);
    const results = await Promise.allSettled([1, 2, 3].map(() => photos.add(id, "renter", { stage: "pickup" }, photo)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await count(id)).toBe(PHOTOS_PER_STAGE);
    expect(files(id)).toHaveLength(PHOTOS_PER_STAGE);
  });
});

describe("photos that come with a claim", () => {
  it("are stored first, then recorded in the caller's transaction; a rolled-back one is removed", async () => {
    const { id, startsAt } = await confirmed(1, { pickedUp: true });
    clock = new Date(startsAt.getTime() + 10 * HOUR);
    const stored = await photos.storePhoto(id, await jpeg());
    await db.transaction(async (tx) => {
      await photos.insertPhoto(tx, { bookingId: id, userId: "owner", stage: "claim", note: "Cracked screen", ...stored });
    });
    const lost = await photos.storePhoto(id, await jpeg());
    await expect(
      db.transaction(async (tx) => {
        await photos.insertPhoto(tx, { bookingId: id, userId: "renter", stage: "claim_answer", ...lost });
        throw new Error("the claim was refused");
      }),
    ).rejects.toThrow("the claim was refused");
    await photos.removeStored(lost.storageKey);
    const list = await photos.list(id, "renter");
    expect(list.claim.map((p) => [p.by.role, p.note])).toEqual([["owner", "Cracked screen"]]);
    expect(list.claim_answer).toEqual([]);
    expect(files(id)).toHaveLength(1);
    await expect(photos.storePhoto(id, Buffer.from("not a photo"))).rejects.toMatchObject({ fields: { photo: expect.any(String) } });
  });
});
