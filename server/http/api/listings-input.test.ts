// What /api/v1/listings refuses, and how: each bad field a 400 naming it (415 for a body that is not JSON) with nothing
// half-saved, and photos taken only as real JPEG/PNG/WebP/AVIF files, stored re-encoded with nothing of the camera's.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { LISTING_LIMITS } from "../../../core/listing-limits";
import { apiHarness, type TestPerson } from "../../testing/http";
import { tempMedia } from "../../testing/media";
import { padPng } from "../../testing/png";
import { HEIC_MESSAGE, PHOTO_MESSAGE } from "../../testing/english";

// What the code under test says, in English (it speaks the request's language).
const PHOTOS_FULL_MESSAGE = `A listing can have at most ${LISTING_LIMITS.photosMax} photos: delete one to add another`;

// Photos go to a folder the tests can read, to see what is stored.
const { dir, originals, cache } = tempMedia("listing-photos-api");
const h = await apiHarness({ seed: true, media: { originals, cache } });
const { db, join, call, app } = h;

const MB = 1024 * 1024;
const BASE = { categorySlug: "vehicles", subcategorySlug: "self-drive-cars" };
const FULL = {
  ...BASE,
  title: "Kia Rio 2017, self drive",
  description: "Economical Kia Rio for running errands in Abuja; full tank on pick-up, return it full.",
  pricePerDayKobo: 20_000_00,
  minDays: 1,
  maxDays: 14,
  state: "FCT",
  city: "Wuse",
};

const owner = (name: string): Promise<TestPerson> => join(name, { verified: true });

async function draft(p: TestPerson): Promise<number> {
  const res = await call("POST", "/listings", { cookie: p.cookie, body: FULL });
  expect(res.status).toBe(201);
  return (await res.json()).listing.id;
}

const row = async (id: number) => rowsOf(await db.execute(sql`select * from listings where id = ${id}`))[0];
const listingsOf = async (p: TestPerson) => rowsOf(await db.execute(sql`select id from listings where owner_id = ${p.id}`));
const photoRows = async (id: number) => rowsOf<{ id: number; storage_key: string }>(await db.execute(sql`select id, storage_key from listing_photos where listing_id = ${id} order by position`));
/** Files kept for a listing's photos (and any temporary file left behind). */
const storedFiles = (id: number) => {
  const folder = path.join(dir, "media", "originals", "listings", String(id));
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

const features21 = Array.from({ length: 21 }, (_, i) => `Feature number ${i + 1}`);
/** [what, the bad part of a body, the field named, its message] */
const BAD: [string, object, string, RegExp][] = [
  ["a negative price", { pricePerDayKobo: -5_000_00 }, "pricePerDayKobo", /from ₦100 to ₦10,000,000/],
  ["a zero price", { pricePerDayKobo: 0 }, "pricePerDayKobo", /from ₦100 to ₦10,000,000/],
  ["₦10 billion a day", { pricePerDayKobo: 10_000_000_000_00 }, "pricePerDayKobo", /from ₦100 to ₦10,000,000/],
  ["kobo that are not whole", { pricePerDayKobo: 2_500_050.5 }, "pricePerDayKobo", /from ₦100 to ₦10,000,000/],
  ["an unknown category", { categorySlug: "spaceships", subcategorySlug: "rockets" }, "categorySlug", /Haya's categories/],
  ["a type of item from another category", { subcategorySlug: "tipper-trucks" }, "subcategorySlug", /from this category/],
  ["a title too short", { title: "Kia" }, "title", /at least 5 characters/],
  ["a description with <script>", { description: "Lovely car <script>alert('x')</script> for your weekend" }, "description", /cannot contain < or >/],
  ["the state of Atlantis", { state: "Atlantis" }, "state", /36 states or the FCT/],
  ["more minimum days than maximum", { minDays: 10, maxDays: 5 }, "maxDays", /maximum must be at least the minimum/],
  ["21 features", { features: features21 }, "features", /at most 20 features/],
  ["8 days between rentals", { turnaroundDays: 8 }, "turnaroundDays", /days between rentals, from 0 to 7/],
  ["half a day between rentals", { turnaroundDays: 1.5 }, "turnaroundDays", /days between rentals, from 0 to 7/],
  ["a negative late fee", { lateFeePerDayKobo: -1 }, "lateFeePerDayKobo", /late fee per day in naira/],
  ["a late fee in words", { lateFeePerDayKobo: "double" }, "lateFeePerDayKobo", /late fee per day in naira/],
  ["a late fee over twice the daily price", { pricePerDayKobo: 10_000_00, lateFeePerDayKobo: 20_000_01 }, "lateFeePerDayKobo", /at most twice the daily price \(₦20,000 a day\)/],
];

describe("creating a listing with bad input", () => {
  it.each(BAD)("%s: 400 naming the field, and no listing", async (_what, bad, field, message) => {
    const p = await owner("Ada Obi");
    const res = await call("POST", "/listings", { cookie: p.cookie, body: { ...FULL, ...bad } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe("invalid_request");
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field]).toMatch(message);
    expect(await listingsOf(p)).toEqual([]);
  });

  it("without a category: 400 naming it, and no listing", async () => {
    const p = await owner("Bola Ade");
    const { categorySlug: _, ...rest } = FULL;
    const res = await call("POST", "/listings", { cookie: p.cookie, body: rest });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fields)).toEqual(["categorySlug"]);
    expect(await listingsOf(p)).toEqual([]);
  });

  it("a body that is not JSON is a 415, broken JSON a 400, and no listing", async () => {
    const p = await owner("Chidi Eze");
    const form = await call("POST", "/listings", { cookie: p.cookie, body: "categorySlug=vehicles", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    expect((await form.json()).error).toBe("unsupported_media_type");
    const text = await call("POST", "/listings", { cookie: p.cookie, body: JSON.stringify(FULL), headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    const broken = await call("POST", "/listings", { cookie: p.cookie, body: '{"categorySlug": "vehicles",' });
    expect(broken.status).toBe(400);
    expect(Object.keys((await broken.json()).fields)).toEqual(["body"]);
    expect(await listingsOf(p)).toEqual([]);
  });
});

describe("editing a listing with bad input", () => {
  it.each(BAD)("%s: 400 naming the field, and the listing unchanged", async (_what, bad, field, message) => {
    const p = await owner("Dayo Bello");
    const id = await draft(p);
    const before = await row(id);
    const res = await call("PATCH", `/listings/${id}`, { cookie: p.cookie, body: bad });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field]).toMatch(message);
    expect(await row(id)).toEqual(before);
  });

  it("minimum and maximum days are checked against each other across requests", async () => {
    const p = await owner("Efe Ojo");
    const id = await draft(p);
    expect((await call("PATCH", `/listings/${id}`, { cookie: p.cookie, body: { maxDays: 3 } })).status).toBe(200);
    const before = await row(id);
    const res = await call("PATCH", `/listings/${id}`, { cookie: p.cookie, body: { minDays: 5 } });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ minDays: "The minimum can be at most the maximum of 3 days" });
    expect(await row(id)).toEqual(before);
    expect(before).toMatchObject({ min_days: 1, max_days: 3 });
  });

  it("a body that is not JSON is a 415, broken JSON a 400, and the listing unchanged", async () => {
    const p = await owner("Funke Ade");
    const id = await draft(p);
    const before = await row(id);
    const form = await call("PATCH", `/listings/${id}`, { cookie: p.cookie, body: "title=Changed", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    const broken = await call("PATCH", `/listings/${id}`, { cookie: p.cookie, body: '{"title":' });
    expect(broken.status).toBe(400);
    expect(Object.keys((await broken.json()).fields)).toEqual(["body"]);
    expect(await row(id)).toEqual(before);
  });

  it("a refused status change saves none of the fields sent with it", async () => {
    const p = await owner("Gbenga Oni");
    const res = await call("POST", "/listings", { cookie: p.cookie, body: BASE });
    const { id } = (await res.json()).listing;
    const before = await row(id);
    const publish = await call("PATCH", `/listings/${id}`, { cookie: p.cookie, body: { title: "A title sent with publish", status: "published" } });
    expect(publish.status).toBe(400);
    const pause = await call("PATCH", `/listings/${id}`, { cookie: p.cookie, body: { city: "Wuse", status: "paused" } });
    expect(pause.status).toBe(409);
    expect(await row(id)).toEqual(before);
  });
});

// ── Photos ──

interface Upload {
  bytes: Uint8Array;
  name?: string;
  type?: string;
}

function upload(p: TestPerson, id: number, ...files: Upload[]) {
  const form = new FormData();
  for (const f of files) form.append("photo", new File([new Uint8Array(f.bytes)], f.name ?? "photo.jpg", { type: f.type ?? "image/jpeg" }));
  return app.request(`/api/v1/listings/${id}/photos`, { method: "POST", body: form, headers: { cookie: p.cookie, origin: "http://localhost" } });
}

const jpeg = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: "#00897b" } }).jpeg().toBuffer();

/** A valid PNG of exactly `size` bytes: a small picture padded with a private chunk that decoders skip. */
async function pngOfSize(size: number) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3949ab" } }).png().toBuffer();
  const padded = padPng(png, size);
  expect(padded.length).toBe(size);
  return padded;
}

/** Uploads `file` to a listing with one photo and expects it refused with `status` and `message`, storing nothing. */
async function expectRefused(file: Upload | Upload[], status: number, check: (body: Record<string, unknown>) => void) {
  const p = await owner("Halima Sani");
  const id = await draft(p);
  expect((await upload(p, id, { bytes: await jpeg() })).status).toBe(201);
  const [rows, files] = [await photoRows(id), storedFiles(id)];
  const res = await upload(p, id, ...[file].flat());
  expect(res.status).toBe(status);
  check(await res.json());
  expect(await photoRows(id)).toEqual(rows);
  expect(storedFiles(id)).toEqual(files);
}
const photoMessage = (message: string) => (body: Record<string, unknown>) => expect(body).toMatchObject({ error: "invalid_request", message, fields: { photos: message } });

describe("photo uploads", () => {
  it("takes a photo of exactly 15 MB, refuses one a byte over with the photo message, and 17 MB before reading it (413)", async () => {
    const p = await owner("Ike Nwosu");
    const id = await draft(p);
    const ok = await upload(p, id, { bytes: await pngOfSize(LISTING_LIMITS.photoMaxBytes), name: "big.png", type: "image/png" });
    expect(ok.status).toBe(201);
    await expectRefused({ bytes: await pngOfSize(15 * MB + 1), name: "big.png", type: "image/png" }, 400, photoMessage(PHOTO_MESSAGE));
    await expectRefused({ bytes: await pngOfSize(17 * MB), name: "huge.png", type: "image/png" }, 413, (b) => expect(b.error).toBe("payload_too_large"));
  });

  it("refuses what is not a photo by its content, whatever it is called", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).gif().toBuffer();
    await expectRefused({ bytes: Buffer.from("Not a photo, just text renamed to photo.jpg\n") }, 400, photoMessage(PHOTO_MESSAGE));
    await expectRefused({ bytes: gif, name: "photo.gif", type: "image/gif" }, 400, photoMessage(PHOTO_MESSAGE));
    const truncated = await jpeg(400, 300);
    await expectRefused({ bytes: truncated.subarray(0, truncated.length / 2) }, 400, photoMessage(PHOTO_MESSAGE));
  });

  it("refuses a HEIC photo with a message saying how to send a JPEG", async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(2000)]);
    await expectRefused({ bytes: heic, name: "IMG_0042.HEIC", type: "image/heic" }, 400, photoMessage(HEIC_MESSAGE));
    expect(HEIC_MESSAGE).toMatch(/JPEG/);
  });

  it("takes one file at a time in the field `photo`", async () => {
    const one = { bytes: await jpeg() };
    const check = (b: Record<string, unknown>) => expect(b).toMatchObject({ error: "invalid_request", fields: { photo: PHOTO_MESSAGE } });
    await expectRefused([one, one], 400, check);
    await expectRefused([], 400, check);
    await expectRefused({ bytes: new Uint8Array(0) }, 400, check);
  });

  it("takes 12 photos and refuses the 13th, keeping neither its row nor its file", async () => {
    const p = await owner("Jide Ola");
    const id = await draft(p);
    for (let i = 1; i <= LISTING_LIMITS.photosMax; i++) {
      const res = await upload(p, id, { bytes: await jpeg(60 + i, 40) });
      expect(res.status).toBe(201);
      expect((await res.json()).photos).toHaveLength(i);
    }
    const res = await upload(p, id, { bytes: await jpeg(99, 40) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: PHOTOS_FULL_MESSAGE, fields: { photos: PHOTOS_FULL_MESSAGE } });
    expect(PHOTOS_FULL_MESSAGE).toMatch(/at most 12 photos/);
    const rows = await photoRows(id);
    expect(rows).toHaveLength(12);
    expect(storedFiles(id).sort()).toEqual(rows.map((r) => r.storage_key.split("/").pop()).sort());
  });

  it("stores an upright WebP of at most 2560 px with nothing of the camera's: no EXIF, GPS, ICC or orientation", async () => {
    const original = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#c0392b" } })
      .withExif({
        IFD0: { Make: "PhoneCo", Model: "Snapper 9" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "3/1 23/1 4321/100" },
      })
      .withMetadata({ orientation: 6 })
      .withIccProfile("p3")
      .jpeg()
      .toBuffer();
    const sent = await sharp(original).metadata();
    expect(sent).toMatchObject({ orientation: 6, width: 3000, height: 2000 });
    expect(sent.icc).toBeDefined();
    expect(original.includes(Buffer.from("PhoneCo"))).toBe(true);

    const p = await owner("Kemi Ade");
    const id = await draft(p);
    const res = await upload(p, id, { bytes: original, name: "IMG_0001.JPG" });
    expect(res.status).toBe(201);
    const [photo] = (await res.json()).photos;
    // Turned upright (orientation 6 is a quarter turn), then fitted within 2560 px.
    expect(photo).toMatchObject({ width: 1707, height: 2560 });
    const stored = await originals.read(`originals/${photo.key}`);
    expect(stored).toBeDefined();
    const m = await sharp(stored!).metadata();
    expect(m).toMatchObject({ format: "webp", width: 1707, height: 2560 });
    expect(m.exif).toBeUndefined();
    expect(m.icc).toBeUndefined();
    expect(m.xmp).toBeUndefined();
    expect(m.orientation).toBeUndefined();
    expect(stored!.includes(Buffer.from("PhoneCo"))).toBe(false);
    expect(stored!.includes(Buffer.from("Snapper"))).toBe(false);
  });
});
