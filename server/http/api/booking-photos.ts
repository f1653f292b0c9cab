// /api/v1/bookings/{id}/photos: a booking's condition photos (at the pick-up, at the return, and a deposit claim's), read
// and added by its renter and owner through the same service as the booking page; to anyone else the booking does not
// exist (404). The photos' URLs are served to the two parties' sessions only, never kept by a shared cache.
import { filesIn } from "../../../core/uploads";
import { z } from "zod";
import { HANDOVER_STAGES, PHOTO_NOTE_MAX } from "../../../core/condition-photos";
import { bookingPhotosSchema, type BookingPhotos } from "../../features/bookings/booking-photos.schema";
import type { Services } from "../../services";
import { answer } from "./errors";
import { readForm } from "./form-body";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, idParams, NO_SESSION, ok, SESSION, sessionUserId, signedIn } from "./openapi-kit";
import { m } from "../../../core/paraglide/messages";

const MISSING = errorResponse("No such booking of yours: someone else's answers as an unused id does");
const photosBody = z.object({
  photos: bookingPhotosSchema,
  openStages: z.array(z.enum(HANDOVER_STAGES)).describe("The stages at which you may add photos now"),
});

const list = apiRoute({
  method: "get",
  path: "/{id}/photos",
  operationId: "listBookingPhotos",
  summary: "Your booking's condition photos",
  description: "By stage (at the pick-up, at the return, with a deposit claim and with its answer), oldest first, each with who added it, when, and its note.",
  security: SESSION,
  middleware: [signedIn],
  request: { params: idParams },
  responses: { 200: ok("The booking's photos", photosBody), 400: BAD_INPUT, 401: NO_SESSION, 404: MISSING },
});

const add = apiRoute({
  method: "post",
  path: "/{id}/photos",
  operationId: "addBookingPhoto",
  summary: "Add a condition photo to your booking (renter or owner)",
  description: `One photo a request, as the multipart field \`photo\` (JPEG, PNG, WebP or AVIF up to 15 MB, recognised by its content; stored upright as WebP without its metadata), with \`stage\` (\`pickup\`: while the booking is confirmed, from its start day in Lagos, or picked up; \`return\`: while it is picked up and for 48 hours after its return) and an optional \`note\` of up to ${PHOTO_NOTE_MAX} characters. At most 12 photos per person per stage.`,
  security: SESSION,
  middleware: [signedIn],
  request: {
    params: idParams,
    // A JSON Schema, not zod: the handler reads the file itself (its bytes are checked by their content, not a schema).
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: {
              photo: { type: "string", format: "binary" },
              stage: { type: "string", enum: [...HANDOVER_STAGES] },
              note: { type: "string", maxLength: PHOTO_NOTE_MAX },
            },
            required: ["photo", "stage"],
          },
        },
      },
    },
  },
  responses: {
    201: ok("The booking's photos, the new one last at its stage", photosBody),
    400: errorResponse("Not a usable photo, a stage other than pickup or return, a note too long, or already 12 photos of yours at that stage"),
    401: NO_SESSION,
    403: errorResponse("A write sent from another website (its Origin is not Haya's)"),
    404: MISSING,
    409: errorResponse("The stage takes no photos now; `message` says when it does"),
    413: errorResponse("Over 15 MB"),
  },
});

export function bookingPhotosApi(services: Services) {
  const api = apiRouter();
  const { bookingPhotos } = services;
  const answerWith = async (id: number, userId: string, photos?: BookingPhotos) => ({
    photos: photos ?? (await bookingPhotos.list(id, userId)),
    openStages: await bookingPhotos.openStages(id, userId),
  });

  api.openapi(list, (c) => answer(c, async () => c.json(await answerWith(c.req.valid("param").id, sessionUserId(c)))));

  api.openapi(add, (c) =>
    answer(c, async () => {
      const { id } = c.req.valid("param");
      const read = await readForm(c);
      if ("response" in read) return read.response;
      const { form } = read;
      const files = filesIn(form, "photo");
      if (files.length !== 1) return c.json({ error: "invalid_request", message: m.err_one_photo_field(), fields: { photo: m.err_photo_type() } }, 400);
      const text = (name: string) => {
        const v = form?.get(name);
        return typeof v === "string" ? v : undefined;
      };
      const bytes = new Uint8Array(await files[0]!.arrayBuffer());
      const photos = await bookingPhotos.add(id, sessionUserId(c), { stage: text("stage"), note: text("note") }, bytes, c.req.raw.signal);
      return c.json(await answerWith(id, sessionUserId(c), photos), 201);
    }),
  );
  return api;
}
