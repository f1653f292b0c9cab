// The listing pages' form handling on a real database: step text to fields (category pairs, naira, one item per line),
// messages beside the fields, photos added several at once with the failures named, the photo buttons, and 404s.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../server/features/accounts/accounts.service";
import { createServices, type Services } from "../../server/services";
import { freshDatabase } from "../../server/testing/db";
import type { FormFailure } from "~/lib/forms.server";
import type { FormResult } from "~/components/intent-form";
import { parseStep, saveStep } from "./listing-actions.server";
import { photoAction } from "./photo-actions.server";

let handle: Awaited<ReturnType<typeof freshDatabase>>;
let services: Services;
let owner: SessionUser;
let other: SessionUser;
let jpeg: Buffer;

async function person(id: string): Promise<SessionUser> {
  const { db } = handle;
  await db.execute(sql`insert into users (id, name, email, email_verified) values (${id}, ${id}, ${`${id}@example.com`}, true)`);
  return { id, name: id, email: `${id}@example.com`, emailVerified: true, image: null };
}
beforeAll(async () => {
  handle = await freshDatabase();
  services = createServices(handle.db);
  owner = await person("owner-forms");
  other = await person("other-forms");
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#16a34a" } }).jpeg().toBuffer();
});

/** What an action answered: `data()` wraps the body and its status. */
function answer<T>(r: unknown): { body: T; status: number } {
  const d = r as { data?: T; init?: { status?: number } | null };
  return d && typeof d === "object" && "data" in d ? { body: d.data as T, status: d.init?.status ?? 200 } : { body: r as T, status: 200 };
}
const refusal = (r: unknown) => answer<FormFailure>(r).body.errors;
const draft = () => services.listings.createDraft(owner, { categorySlug: "power-generation-tools", subcategorySlug: "diesel-generators" });

/** A thrown 404 page (react-router's `data(…, { status: 404 })`). */
async function expect404(p: Promise<unknown>) {
  const e = (await p.then(
    () => undefined,
    (x: unknown) => x,
  )) as { init?: { status?: number } } | undefined;
  expect(e?.init?.status).toBe(404);
}

describe("step text", () => {
  it("reads the type of item as category/type; a category left unchosen is the type's, a different one is asked again", () => {
    expect(parseStep("category", { categorySlug: "vehicles", subcategorySlug: "vehicles/self-drive-cars" })).toEqual({ patch: { categorySlug: "vehicles", subcategorySlug: "self-drive-cars" } });
    expect(parseStep("category", { categorySlug: "", subcategorySlug: "vehicles/self-drive-cars" })).toEqual({ patch: { categorySlug: "vehicles", subcategorySlug: "self-drive-cars" } });
    const mismatch = parseStep("category", { categorySlug: "trucks", subcategorySlug: "vehicles/self-drive-cars" });
    expect("refused" in mismatch && refusal(mismatch.refused)).toEqual({ subcategorySlug: "Choose a type of item from the category you chose" });
    const none = parseStep("category", { categorySlug: "vehicles", subcategorySlug: "" });
    expect("refused" in none && refusal(none.refused)).toEqual({ subcategorySlug: "Choose a type of item" });
  });

  it("takes naira as typed, empty optional fields as none, and names each field in error while keeping what was typed", () => {
    const ok = parseStep("pricing", { pricePerDayKobo: "₦45,000", weeklyDiscountPct: "", monthlyDiscountPct: "10", units: "200", minDays: "1", maxDays: "30", bookingMode: "instant", cautionDepositKobo: "" });
    expect(ok).toEqual({ patch: { pricePerDayKobo: 45_000_00, weeklyDiscountPct: 0, monthlyDiscountPct: 10, units: 200, minDays: 1, maxDays: 30, bookingMode: "instant", cautionDepositKobo: 0, turnaroundDays: 0, lateFeePerDayKobo: null, weekendPriceKobo: null, weekendDays: [], dayPrices: [] } });
    const typed = { intent: "pricing", pricePerDayKobo: "lots", weeklyDiscountPct: "95", monthlyDiscountPct: "", units: "1", minDays: "5", maxDays: "3", bookingMode: "request", cautionDepositKobo: "" };
    const bad = parseStep("pricing", typed);
    if (!("refused" in bad)) throw new Error("expected a refusal");
    const { body, status } = answer<FormFailure>(bad.refused);
    expect(status).toBe(400);
    expect(Object.keys(body.errors).sort()).toEqual(["pricePerDayKobo", "weeklyDiscountPct"]);
    expect(body.values).toEqual(typed);
  });

  it("says which line of a list is wrong", () => {
    const bad = parseStep("features", { features: "Air conditioning\n\nx\nAir conditioning", included: "" });
    expect("refused" in bad && refusal(bad.refused)).toEqual({ features: '"x": Each item needs at least 2 characters' });
    expect(parseStep("features", { features: "Air conditioning\r\n\r\nAir conditioning\nGPS", included: "" })).toEqual({ patch: { features: ["Air conditioning", "GPS"], included: [] } });
  });

  it("saves a step for its owner, answers the service's refusals beside the field, and is a 404 for anyone else", async () => {
    const d = await draft();
    expect(await saveStep(services, owner.id, d.id, "location", { state: "abuja", city: "Wuse" })).toBeUndefined();
    expect(await services.listings.getOwn(owner.id, d.id)).toMatchObject({ state: "FCT - Abuja", city: "Wuse" });
    expect(refusal(await saveStep(services, owner.id, d.id, "category", { categorySlug: "", subcategorySlug: "vehicles/no-such-type" }))).toMatchObject({ subcategorySlug: "Choose a type of item from this category" });
    await expect404(saveStep(services, other.id, d.id, "location", { state: "Lagos", city: "Ikeja" }));
    expect(await services.listings.getOwn(owner.id, d.id)).toMatchObject({ state: "FCT - Abuja" });
  });
});

describe("photo forms", () => {
  const form = (files: { name: string; bytes: Uint8Array | Buffer }[]) => {
    const f = new FormData();
    f.set("intent", "photos-upload");
    for (const { name, bytes } of files) f.append("photos", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    return f;
  };

  it("adds every good photo of a page post and names the ones refused, up to 12", async () => {
    const d = await draft();
    const r = await photoAction(services, owner.id, await services.listings.getOwn(owner.id, d.id), "photos-upload", form([{ name: "a.jpg", bytes: jpeg }, { name: "junk.jpg", bytes: new Uint8Array([1, 2, 3]) }, { name: "b.jpg", bytes: jpeg }]), { intent: "photos-upload" });
    expect(answer<FormResult>(r).body).toMatchObject({ ok: true, message: "2 photos added", problems: [expect.stringMatching(/^junk\.jpg: /)] });
    const many = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, bytes: jpeg }));
    const full = answer<FormResult>(await photoAction(services, owner.id, await services.listings.getOwn(owner.id, d.id), "photos-upload", form(many), { intent: "photos-upload" })).body;
    expect(full).toMatchObject({ ok: true, message: "10 photos added", problems: ["p10.jpg: A listing can have at most 12 photos: delete one to add another"] });
    expect((await services.listings.getOwn(owner.id, d.id)).photos).toHaveLength(12);
    const none = await photoAction(services, owner.id, await services.listings.getOwn(owner.id, d.id), "photos-upload", form([]), { intent: "photos-upload" });
    expect(refusal(none)).toEqual({ photos: "Choose one or more photos to add" });
  });

  it("makes a cover, moves a photo, deletes one; a photo already gone is said so; anyone else gets a 404", async () => {
    const d = await draft();
    for (let i = 0; i < 3; i++) await services.listings.addPhoto(owner.id, d.id, jpeg);
    const ids = (await services.listings.getOwn(owner.id, d.id)).photos.map((p) => p.id);
    const act = async (intent: "photo-cover" | "photo-earlier" | "photo-later" | "photo-delete", photoId: number, who = owner) =>
      photoAction(services, who.id, await services.listings.getOwn(owner.id, d.id), intent, new FormData(), { intent, photoId: String(photoId) });
    const order = async () => (await services.listings.getOwn(owner.id, d.id)).photos.map((p) => p.id);

    expect(answer<FormResult>(await act("photo-cover", ids[2]!)).body).toMatchObject({ ok: true, message: "Photo 3 is now the cover (photo 1)" });
    expect(await order()).toEqual([ids[2], ids[0], ids[1]]);
    expect(answer<FormResult>(await act("photo-later", ids[2]!)).body).toMatchObject({ message: "Photo 1 is now photo 2" });
    expect(await order()).toEqual([ids[0], ids[2], ids[1]]);
    expect(refusal(await act("photo-earlier", ids[0]!))).toEqual({ form: "Photo 1 cannot move earlier" });
    expect(answer<FormResult>(await act("photo-delete", ids[2]!)).body).toMatchObject({ message: "Photo 2 deleted" });
    expect(await order()).toEqual([ids[0], ids[1]]);
    const gone = answer<FormFailure>(await act("photo-delete", ids[2]!));
    expect(gone.status).toBe(409);
    expect(gone.body.errors.form).toMatch(/no longer on this listing/);
    await expect404(act("photo-delete", ids[0]!, other));
    expect(await order()).toEqual([ids[0], ids[1]]);
  });
});
