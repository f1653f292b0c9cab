// A booking's condition photos on the site: served at /bookings/{id}/photos/{photoId}@{width}.webp to its two parties only
// (a 404 for anyone else, signed in or not, and for any other address), and the booking page's "Add photo" post, which
// answers its refusals beside the fields and goes back to the photos once added.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "@core/dates";
import type { CurrentSession } from "../../../server/features/accounts/accounts.service";
import { createBookingsService } from "../../../server/features/bookings/bookings.service";
import { createServices } from "../../../server/services";
import { bookingsFixture } from "../../../server/testing/bookings";
import { conditionPhotoAction } from "./condition-photos.server";
import type { Route } from "./+types/$id.photos.$file";
import { loader } from "./$id.photos.$file";
import { testContext } from "../../../server/testing/page-context";

const { db, listing } = await bookingsFixture(["stranger"]);
const services = createServices(db);
const jpeg = (w = 640, h = 480) => sharp({ create: { width: w, height: h, channels: 3, background: "#b45309" } }).jpeg().toBuffer();

/** A paid booking starting today (booked yesterday: a pick-up today needs an hour's notice): pick-up photos are open. */
async function confirmedToday() {
  const yesterday = createBookingsService(db, { now: () => new Date(Date.now() - 24 * 3_600_000) });
  const today = todayInLagos();
  const b = await yesterday.createBooking({ listingId: await listing({ mode: "instant" }), renterId: "renter", startDate: today, endDate: addDaysIso(today, 1), pickupTime: "9:00 AM", units: 1 });
  await services.bookings.transition(b.id, "pay", { actor: "system", userId: null });
  return b.id;
}

const get = (userId: string | null, id: number | string, file: string) =>
  loader({
    request: new Request(`http://haya.test/bookings/${id}/photos/${file}`),
    params: { id: String(id), file },
    context: testContext({ services, log: () => {}, session: userId ? ({ user: { id: userId } } as CurrentSession) : null }),
  } as unknown as Route.LoaderArgs);

describe("/bookings/{id}/photos/{photoId}@{width}.webp", () => {
  it("serves the photo resized to the renter and the owner, kept by their browser only; a 404 to anyone else", async () => {
    const id = await confirmedToday();
    const { pickup } = await services.bookingPhotos.add(id, "owner", { stage: "pickup" }, await jpeg());
    const photoId = pickup[0]!.id;
    for (const party of ["renter", "owner"]) {
      const res = await get(party, id, `${photoId}@320.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toMatch(/^private,/);
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 320 });
    }
    const refused = [
      await get("stranger", id, `${photoId}@320.webp`),
      await get(null, id, `${photoId}@320.webp`),
      await get("renter", id + 1_000, `${photoId}@320.webp`),
      await get("renter", id, `${photoId}@321.webp`),
      await get("renter", id, `${photoId}@320.png`),
      await get("renter", id, `${photoId + 1}@320.webp`),
      await get("renter", "x", `${photoId}@320.webp`),
    ];
    for (const res of refused) {
      expect(res.status).toBe(404);
      expect(await res.text()).toBe("Not found");
    }
  });
});

describe("the booking page's Add photo post", () => {
  const post = (id: number, userId: string, fields: Record<string, string>, file?: Buffer) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: "photo", ...fields })) form.append(k, v);
    if (file) form.append("photo", new File([new Uint8Array(file)], "photo.jpg", { type: "image/jpeg" }));
    return conditionPhotoAction(services, form, { intent: "photo", ...fields }, id, userId);
  };
  const failure = (r: unknown) => (r as { data: { errors: Record<string, string>; values: Record<string, string> }; init: { status: number } });

  it("goes back to the photos once added; refusals come back beside the fields with what was typed", async () => {
    const id = await confirmedToday();
    const added = (await post(id, "renter", { stage: "pickup", note: "Fuel full" }, await jpeg())) as Response;
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe(`/bookings/${id}?photo=added#photos`);

    const noFile = failure(await post(id, "renter", { stage: "pickup", note: "Kept" }));
    expect(noFile.data.errors.photo).toBe("Choose a JPEG, PNG, WebP or AVIF photo of up to 15 MB");
    expect(noFile.data.values.note).toBe("Kept");
    const notPhoto = failure(await post(id, "renter", { stage: "pickup" }, Buffer.from("plain text")));
    expect(notPhoto.data.errors.photo).toBe("Choose a JPEG, PNG, WebP or AVIF photo of up to 15 MB");
    const closed = failure(await post(id, "owner", { stage: "return" }, await jpeg()));
    expect(closed.init.status).toBe(409);
    expect(closed.data.errors.photo).toMatch(/^Return photos can be added once the item is picked up/);
    const long = failure(await post(id, "owner", { stage: "pickup", note: "x".repeat(501) }, await jpeg()));
    expect(long.data.errors.note).toBe("Keep the note to 500 characters");
    expect((await services.bookingPhotos.list(id, "owner")).pickup).toHaveLength(1);
    // Someone else's booking is the 404 page.
    await expect(post(id, "stranger", { stage: "pickup" }, await jpeg())).rejects.toMatchObject({ init: { status: 404 } });
  });
});
