// A claim's photos go where the booking's condition photos go (bookings/booking-photos.service.ts): checked, re-encoded
// and private to the booking's two sides. Here only the shape the claims service asks for, and its field name.
import { InvalidError } from "../../errors";
import type { BookingPhotosService } from "../bookings/booking-photos.service";
import type { ClaimPhotoStore } from "./claims.service";

export function claimPhotoStore(photos: Pick<BookingPhotosService, "storePhoto" | "removeStored">): ClaimPhotoStore {
  return {
    async save(bookingId, bytes) {
      try {
        const s = await photos.storePhoto(bookingId, bytes);
        return { key: s.storageKey, width: s.width, height: s.height };
      } catch (e) {
        // The claim's form names its file field `photos`.
        if (e instanceof InvalidError) throw new InvalidError(e.message, { photos: e.message });
        throw e;
      }
    },
    remove: (key) => photos.removeStored(key),
  };
}
