// What a condition photo comes with (the booking page's form and POST /api/v1/bookings/{id}/photos), and what a booking's
// photos look like to its two parties.
import { z } from "zod";
import { HANDOVER_STAGES, PHOTO_NOTE_MAX } from "../../../core/condition-photos";
import { m } from "../../../core/paraglide/messages";

export const PHOTO_STAGES = ["pickup", "return", "claim", "claim_answer"] as const;
export type PhotoStage = (typeof PHOTO_STAGES)[number];

/** The text fields beside the file; the file itself is checked by its content (media/listing-photos.ts). */
export const handoverPhotoInputSchema = z.object({
  stage: z.enum(HANDOVER_STAGES, { error: () => m.err_photo_stage() }),
  note: z
    .string()
    .trim()
    .max(PHOTO_NOTE_MAX, { error: () => m.err_photo_note_max({ max: PHOTO_NOTE_MAX }) })
    .optional()
    .transform((v) => v ?? ""),
});
export type HandoverPhotoInput = z.input<typeof handoverPhotoInputSchema>;

export const bookingPhotoSchema = z
  .object({
    id: z.number().int(),
    stage: z.enum(PHOTO_STAGES),
    by: z.object({ role: z.enum(["renter", "owner"]), name: z.string() }).describe("Who added it: the booking's renter or owner"),
    note: z.string(),
    createdAt: z.iso.datetime().describe("When it was added"),
    width: z.number().int(),
    height: z.number().int(),
    url: z.string().describe("The photo at 1280 px wide at most (WebP), for the booking's renter and owner only (their session)"),
    thumbnailUrl: z.string().describe("The same at 320 px wide"),
  })
  .meta({ id: "BookingPhoto" });
export type BookingPhoto = z.infer<typeof bookingPhotoSchema>;

export const bookingPhotosSchema = z
  .object({
    pickup: z.array(bookingPhotoSchema),
    return: z.array(bookingPhotoSchema),
    claim: z.array(bookingPhotoSchema),
    claim_answer: z.array(bookingPhotoSchema),
  })
  .describe("Oldest first at each stage");
export type BookingPhotos = z.infer<typeof bookingPhotosSchema>;
