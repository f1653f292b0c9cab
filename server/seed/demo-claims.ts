// The demo owner's open deposit claim, filed through the real claims service two hours before the seed's now on the
// booking returned 30 hours before it (demo-bookings.ts, claimOpen), with a photo stored as real claim photos are, so
// that the renter finds a claim to accept or dispute and the owner's payout of that booking waits for it.
import { createBookingPhotosService } from "../features/bookings/booking-photos.service";
import { claimPhotoStore } from "../features/claims/claim-photos";
import { createClaimsService } from "../features/claims/claims.service";
import { memoryStorage, type MediaStorage } from "../features/media/storage";
import type { Db } from "../db/client";
import { demoNotifications } from "./demo-notifications";

const HOUR = 3_600_000;

/** A drawn photo of the damage: a generator's side panel with a dent and a crack (no camera photo ships with Haya). */
async function damagePhoto(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <rect width="800" height="600" fill="#d6d3d1"/><rect x="120" y="110" width="560" height="380" rx="18" fill="#166534"/>
    <rect x="160" y="150" width="480" height="300" rx="10" fill="#15803d"/>
    <path d="M330 170 L372 260 L344 300 L398 392 L380 430" stroke="#111827" stroke-width="7" fill="none" stroke-linecap="round"/>
    <ellipse cx="520" cy="330" rx="70" ry="46" fill="#14532d" opacity="0.8"/></svg>`;
  // Loaded here, not at the module's top: the server imports the seeds at start, and most starts never seed.
  const { default: sharp } = await import("sharp");
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

export async function replayDemoClaim(db: Db, opts: { now: Date; bookingId: number; ownerId: string; originals?: MediaStorage | undefined }): Promise<void> {
  const photos = createBookingPhotosService(db, { originals: opts.originals ?? memoryStorage(), cache: memoryStorage() });
  const claims = createClaimsService(db, {
    photos: claimPhotoStore(photos),
    sendRefund: () => Promise.resolve(),
    // The demo's history sends no emails (they are made, then dropped).
    sendMail: () => Promise.resolve(),
    siteUrl: "http://localhost:3000",
    now: () => new Date(opts.now.getTime() - 2 * HOUR),
    onEvent: demoNotifications(db, () => new Date(opts.now.getTime() - 2 * HOUR)).onClaim,
  });
  await claims.file({
    bookingId: opts.bookingId,
    userId: opts.ownerId,
    amountKobo: 2_500_000,
    description: "The generator came back with a cracked side panel and a dent by the exhaust; it also ran out of oil, which the renter had agreed to top up.",
    photos: [await damagePhoto()],
  });
}
