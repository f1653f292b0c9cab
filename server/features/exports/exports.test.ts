// A person's copy of their data (issue 37, item 4), for the demo people: the archive holds every file the README names,
// each checked against the database for the demo renter and owner, and nothing of another person's; one export at a
// time; made once however often its job runs, e-mailed once in the person's language; downloadable for 24 hours, then
// expired and its file deleted by the sweep.
import { and, count, eq, isNotNull, or } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, conversations, dataExports, listingPhotos, listings, mailOutbox, notifications, payments, reviews, savedSearches, users } from "../../db/schema";
import type { JobSender } from "../../jobs/queue";
import { seedDemoPeople } from "../../seed/demo-people";
import { DEMO_ADMIN, DEMO_OWNER, DEMO_RENTER } from "../../seed/data/demo-people";
import { freshDatabase } from "../../testing/db";
import { createRateLimiter } from "../accounts/rate-limit";
import { createMailer } from "../mail/mail.service";
import { memoryStorage } from "../media/storage";
import { buildArchive, EXPORT_FILES } from "./archive";
import { createExportsService, EXPORT_VALID_HOURS } from "./exports.service";

const { db } = await freshDatabase({ seed: true });
let clock = new Date();
const originals = memoryStorage();
const sent: { name: string; data: { exportId: number } }[] = [];
const jobs: JobSender = { send: async (name, data) => void sent.push({ name, data: data as { exportId: number } }) };
const exportsService = createExportsService(db, {
  originals,
  limiter: createRateLimiter(db, () => clock),
  jobs,
  sendMail: (m, o) => createMailer({ db, from: "Haya <no-reply@haya.ng>" }).send(m, o),
  siteUrl: "http://haya.test",
  now: () => clock,
});

beforeAll(async () => {
  await seedDemoPeople(db, { originals });
  // Another person's saved search, which no one else's archive may hold.
  await db.insert(savedSearches).values({ userId: DEMO_OWNER.id, query: "q=secret-canopy-owner", label: "Owner's secret canopy search" });
}, 60_000);

/** Asks for and makes the person's export: the archive's files by name, as text. */
async function exportOf(userId: string): Promise<Record<string, string>> {
  const asked = await exportsService.request(userId);
  await exportsService.make(asked.id);
  const got = await exportsService.download(userId, asked.id);
  if (got.expired) throw new Error("expired at once");
  expect(got.body.subarray(0, 2).toString()).toBe("PK");
  return Object.fromEntries(Object.entries(unzipSync(new Uint8Array(got.body))).map(([name, bytes]) => [name, name.endsWith(".json") || name.endsWith(".txt") ? strFromU8(bytes) : `<${bytes.length} bytes>`]));
}
const json = <T>(files: Record<string, string>, name: string) => JSON.parse(files[name]!) as T;
const countOf = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;

describe("the archive of the demo renter", () => {
  let files: Record<string, string>;
  beforeAll(async () => {
    files = await exportOf(DEMO_RENTER.id);
  });

  it("holds every file the README names, and the README says what each is", () => {
    for (const [name] of EXPORT_FILES) expect(Object.keys(files), name).toContain(name);
    const readme = files["README.txt"]!;
    expect(readme).toContain(DEMO_RENTER.name);
    for (const [name, what] of EXPORT_FILES) expect(readme).toContain(`${name}\n  ${what()}`);
    expect(readme).toMatch(/Amounts are in kobo/);
  });

  it("holds their profile, bookings, payments, messages, reviews and notifications as the database has them", async () => {
    expect(json<{ profile: { email: string; bio: string } }>(files, "profile.json").profile).toMatchObject({ email: DEMO_RENTER.email, bio: DEMO_RENTER.bio });
    const theirs = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.renterId, DEMO_RENTER.id));
    expect(theirs.length).toBeGreaterThan(5);
    const booked = json<{ id: number; yourRole: string; otherPerson: string }[]>(files, "bookings.json");
    expect(booked.map((b) => b.id).sort((a, b) => a - b)).toEqual(theirs.map((b) => b.id).sort((a, b) => a - b));
    expect(booked.every((b) => b.yourRole === "renter" && b.otherPerson === DEMO_OWNER.name)).toBe(true);
    const paid = await countOf(db.select({ n: count() }).from(payments).innerJoin(bookings, eq(bookings.id, payments.bookingId)).where(eq(bookings.renterId, DEMO_RENTER.id)));
    expect(json<unknown[]>(files, "payments.json")).toHaveLength(paid);
    const convs = await countOf(db.select({ n: count() }).from(conversations).where(or(eq(conversations.renterId, DEMO_RENTER.id), eq(conversations.ownerId, DEMO_RENTER.id))));
    expect(json<unknown[]>(files, "messages.json")).toHaveLength(convs);
    const written = await countOf(db.select({ n: count() }).from(reviews).where(eq(reviews.authorId, DEMO_RENTER.id)));
    const received = await countOf(db.select({ n: count() }).from(reviews).where(and(eq(reviews.subjectId, DEMO_RENTER.id), isNotNull(reviews.publishedAt))));
    expect(json<{ written: unknown[]; received: unknown[] }>(files, "reviews.json")).toMatchObject({ written: { length: written }, received: { length: received } });
    const bell = await countOf(db.select({ n: count() }).from(notifications).where(eq(notifications.userId, DEMO_RENTER.id)));
    expect(json<unknown[]>(files, "notifications.json")).toHaveLength(bell);
  });

  it("holds nothing of another person's: no other address, number, bank account or saved search", () => {
    const all = Object.values(files).join("\n");
    for (const other of [DEMO_OWNER.email, DEMO_OWNER.phoneNumber!, DEMO_ADMIN.email, "Owner's secret canopy search", "secret-canopy-owner"]) expect(all).not.toContain(other);
    expect(json<unknown[]>(files, "listings.json")).toEqual([]);
    expect(Object.keys(files).some((f) => f.startsWith("photos/"))).toBe(false);
    // Never a session's token nor a password.
    expect(all).not.toMatch(/"token"|"password"|tokenHash/);
  });
});

describe("the archive of the demo owner", () => {
  it("holds their listings with every photo's file, and their own saved search", async () => {
    const files = await exportOf(DEMO_OWNER.id);
    const own = await db.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, DEMO_OWNER.id));
    const listed = json<{ id: number; photos: { file: string | null }[] }[]>(files, "listings.json");
    expect(listed.map((l) => l.id).sort((a, b) => a - b)).toEqual(own.map((l) => l.id).sort((a, b) => a - b));
    const photos = await countOf(db.select({ n: count() }).from(listingPhotos).innerJoin(listings, eq(listings.id, listingPhotos.listingId)).where(eq(listings.ownerId, DEMO_OWNER.id)));
    const named = listed.flatMap((l) => l.photos.map((p) => p.file));
    expect(named).toHaveLength(photos);
    for (const file of named) expect(files[file!], file!).toMatch(/^<\d+ bytes>$/);
    expect(json<{ savedSearches: { label: string }[] }>(files, "saved-searches.json").savedSearches.map((s) => s.label)).toContain("Owner's secret canopy search");
    expect(Object.values(files).join("\n")).not.toContain(DEMO_RENTER.email);
  });
});

describe("one at a time, e-mailed once, for 24 hours", () => {
  it("answers a second ask with the one being made, and starts one job", async () => {
    await db.update(users).set({ language: "pcm" }).where(eq(users.id, DEMO_ADMIN.id));
    const before = sent.length;
    const first = await exportsService.request(DEMO_ADMIN.id);
    const second = await exportsService.request(DEMO_ADMIN.id);
    expect(first).toMatchObject({ status: "pending", url: null, expiresAt: null });
    expect(second.id).toBe(first.id);
    expect(sent.slice(before)).toEqual([{ name: "data-export", data: { exportId: first.id } }]);
    expect(await countOf(db.select({ n: count() }).from(dataExports).where(eq(dataExports.userId, DEMO_ADMIN.id)))).toBe(1);

    // The job runs twice (a retry): one archive, one e-mail, in the person's language, linking to /account.
    await exportsService.make(first.id);
    await exportsService.make(first.id);
    const ready = (await exportsService.latest(DEMO_ADMIN.id))!;
    expect(ready).toMatchObject({ id: first.id, status: "ready", url: `/api/v1/me/export/${first.id}/download` });
    expect(new Date(ready.expiresAt!).getTime() - clock.getTime()).toBe(EXPORT_VALID_HOURS * 3_600_000);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_ADMIN.email));
    expect(mails.map((m) => m.subject)).toEqual(["Di copy of your Haya data don ready"]);
    expect(mails[0]!.text).toContain("http://haya.test/pcm/account#data-export");

    // Made: a new ask is a new export.
    const again = await exportsService.request(DEMO_ADMIN.id);
    expect(again.id).not.toBe(first.id);
  });

  it("refuses another person's export as not found", async () => {
    const mine = await exportsService.request(DEMO_RENTER.id);
    await exportsService.make(mine.id);
    await expect(exportsService.download(DEMO_OWNER.id, mine.id)).rejects.toThrow(/No such copy of your data/);
  });

  it("expires after 24 hours: no download, and the sweep deletes the file", async () => {
    const asked = await exportsService.request(DEMO_OWNER.id);
    await exportsService.make(asked.id);
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, asked.id));
    expect(await originals.read(row!.storageKey!)).toBeDefined();
    const start = clock;
    try {
      clock = new Date(start.getTime() + EXPORT_VALID_HOURS * 3_600_000 + 1000);
      expect((await exportsService.latest(DEMO_OWNER.id))!).toMatchObject({ status: "expired", url: null });
      expect(await exportsService.download(DEMO_OWNER.id, asked.id)).toEqual({ expired: true });
      expect(await exportsService.sweep()).toBeGreaterThanOrEqual(1);
      expect(await originals.read(row!.storageKey!)).toBeUndefined();
      const [after] = await db.select().from(dataExports).where(eq(dataExports.id, asked.id));
      expect(after).toMatchObject({ status: "expired", storageKey: null });
    } finally {
      clock = start;
    }
  });

  it("lets a new ask through once a pending one has given up (every retry failed)", async () => {
    const stuck = await exportsService.request(DEMO_ADMIN.id);
    const start = clock;
    try {
      clock = new Date(start.getTime() + 2 * 3_600_000);
      expect((await exportsService.latest(DEMO_ADMIN.id))!.status).toBe("expired");
      const fresh = await exportsService.request(DEMO_ADMIN.id);
      expect(fresh).toMatchObject({ status: "pending" });
      expect(fresh.id).not.toBe(stuck.id);
    } finally {
      clock = start;
    }
  });
});

describe("the size limit", () => {
  it("leaves out photos that would pass it, and says so in listings.json and the README", async () => {
    const big = new Uint8Array(40_000).fill(7);
    const photos = [1, 2, 3].map((n) => ({ path: `photos/listing-9/${n}.webp`, read: async () => big }));
    const { zip, photos: counted } = await buildArchive({
      locale: "en",
      name: "Ada",
      madeAt: "now",
      photos,
      maxBytes: 70_000,
      json: (inArchive) => Object.fromEntries(EXPORT_FILES.map(([f]) => [f, f === "listings.json" ? photos.map((p) => (inArchive.has(p.path) ? p.path : null)) : []])) as never,
    });
    expect(zip.length).toBeLessThanOrEqual(70_000);
    expect(counted).toEqual({ included: 1, leftOut: 2 });
    const files = unzipSync(new Uint8Array(zip));
    expect(JSON.parse(strFromU8(files["listings.json"]!))).toEqual(["photos/listing-9/1.webp", null, null]);
    expect(strFromU8(files["README.txt"]!)).toContain("2 left out");
  });
});
