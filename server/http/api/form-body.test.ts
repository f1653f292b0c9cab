// An upload's text fields meet the bad-byte rules of a JSON body (http/middleware/bad-bytes.ts): a NUL in a photo's note or a claim's description was
// a 500 (PostgreSQL refuses it); it is a 400 naming the field, before any service is asked.
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { bookingsFixture } from "../../testing/bookings";
import { apiHarness, type ApiHarness, type TestPerson } from "../../testing/http";

let h: ApiHarness;
let person: TestPerson;
let bookingId: number;
beforeAll(async () => {
  h = await apiHarness();
  person = await h.join("Ada Obi", { verified: true });
  const owner = await h.join("Bola Owner", { verified: true });
  const { listing } = await bookingsFixture([], { db: h.db });
  const listingId = await listing({ owner: owner.id, mode: "instant" });
  const day = (n: number) => addDaysIso(todayInLagos(), n);
  bookingId = (await h.services.bookings.createBooking({ listingId, renterId: person.id, startDate: day(3), endDate: day(4), pickupTime: "9:00 AM", units: 1 })).id;
});

function upload(path: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("photo", new File([new Uint8Array([0xff, 0xd8, 0xff])], "p.jpg", { type: "image/jpeg" }));
  return h.app.request(`/api/v1${path}`, { method: "POST", body: form, headers: { cookie: person.cookie, origin: "http://localhost" } });
}

describe("multipart text fields", () => {
  it("are refused with a 400 naming the field for a NUL, a control character or a broken character", async () => {
    for (const [path, field] of [
      ["photos", "note"],
      ["claims", "description"],
      ["claims/answer", "text"],
    ] as const)
      for (const bad of ["a\u0000b", "x\u0007", "\u001b[2J"]) {
        const res = await upload(`/bookings/${bookingId}/${path}`, { [field]: bad, stage: "pickup", answer: "dispute", amountKobo: "100" });
        expect(res.status, `${path} ${field}`).toBe(400);
        expect(((await res.json()) as { fields: Record<string, string> }).fields, path).toHaveProperty(field);
      }
  });

  it("take several lines in a note or a description, and reach the service", async () => {
    const res = await upload(`/bookings/${bookingId}/photos`, { note: "Scratch on the left door\r\nand a dent", stage: "pickup" });
    // Past the form's check: the service's own answer (the photo is not a usable image, or the stage is not open).
    expect([400, 409]).toContain(res.status);
    expect(((await res.json()) as { fields?: Record<string, string> }).fields ?? {}).not.toHaveProperty("note");
  });
});
