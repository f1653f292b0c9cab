// Helpers for owners' journeys: a member with a verified e-mail (through the outbox, as a person does it), listings
// made through the JSON API from the page's own session, and real photos to upload.
import { expect, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { newPerson, openMailLink, signUp, type Person } from "./accounts-helpers";
import { FROM_SITE } from "./helpers";

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
  const res = await page.request.post("/api/v1/listings", { headers: FROM_SITE, data: { ...GENERATOR, ...fields } });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { listing: { id: number } }).listing.id;
  if (publish) {
    const photo = await page.request.post(`/api/v1/listings/${id}/photos`, { headers: FROM_SITE, multipart: { photo: { name: "generator.png", mimeType: "image/png", buffer: await pngPhoto(640, 480, [234, 88, 12]) } } });
    expect(photo.status(), await photo.text()).toBe(201);
    const published = await page.request.patch(`/api/v1/listings/${id}`, { headers: FROM_SITE, data: { status: "published" } });
    expect(published.status(), await published.text()).toBe(200);
  }
  return id;
}

/** A real PNG photo of one colour. */
export function pngPhoto(width: number, height: number, [r, g, b]: [number, number, number]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } }).png().toBuffer();
}

/** A second phone with JavaScript switched off, signed in as the same person (from the same client address). */
export async function withoutJs(browser: Browser, page: Page, ip: string) {
  return browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState(), extraHTTPHeaders: { "x-forwarded-for": ip } });
}
