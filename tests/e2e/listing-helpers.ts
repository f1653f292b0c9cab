// Helpers for owners' journeys: a member with a verified e-mail (through the outbox, as a person does it), listings
// made through the JSON API from the page's own session, and real photos to upload.
import { expect, type Page } from "@playwright/test";
import zlib from "node:zlib";
import { newPerson, openMailLink, signUp, type Person } from "./accounts-helpers";

/** Joins, opens the verification link from the outbox, and is back signed in with a verified address. */
export async function verifiedOwner(page: Page, label = "owner"): Promise<Person> {
  const person = await signUp(page, newPerson(label));
  await page.goto(await openMailLink(page, person.email, "Verify your email for Haya", /\/verify-email\?token=/));
  await expect(page.getByRole("heading", { name: "Your email is verified" })).toBeVisible();
  return person;
}

export const GENERATOR = {
  categorySlug: "power-generation-tools",
  subcategorySlug: "diesel-generators",
  description: "Serviced every 250 hours, soundproof canopy, with a changeover switch and 100 litres of diesel.",
  pricePerDayKobo: 45_000_00,
  state: "Lagos",
  city: "Ikeja",
};

/** A listing of the signed-in person, made with the API (the page's cookies); `publish` adds a photo and publishes it. */
export async function apiListing(page: Page, fields: Record<string, unknown>, { publish = false } = {}): Promise<number> {
  const res = await page.request.post("/api/v1/listings", { data: { ...GENERATOR, ...fields } });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { listing: { id: number } }).listing.id;
  if (publish) {
    const photo = await page.request.post(`/api/v1/listings/${id}/photos`, { multipart: { photo: { name: "generator.png", mimeType: "image/png", buffer: pngPhoto(640, 480, [234, 88, 12]) } } });
    expect(photo.status(), await photo.text()).toBe(201);
    const published = await page.request.patch(`/api/v1/listings/${id}`, { data: { status: "published" } });
    expect(published.status(), await published.text()).toBe(200);
  }
  return id;
}

/** A real PNG photo of one colour, made here so that tests need no image files or libraries. */
export function pngPhoto(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const frame = Buffer.alloc(4);
    frame.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([frame, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits per channel
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

/** The calendar labels each day like "Saturday, 21 November 2026". */
export const dayLabel = (iso: string) =>
  new Intl.DateTimeFormat("en-NG", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
