// /api/v1/bookings/{id}/claims: a completed booking's deposit claim, for its two sides only (anyone else: 404). The
// owner files it (multipart: amount, what happened, photos); the renter accepts or disputes it (multipart too: the
// dispute's words and optional photos). The same service as the booking page.
import type { Context } from "hono";
import { z } from "zod";
import { filesIn } from "../../../core/uploads";
import { claimSchema, claimStateSchema } from "../../features/claims/claims.schema";
import type { Services } from "../../services";
import { answer } from "./errors";
import { readForm } from "./form-body";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, idParams, NO_SESSION, ok, SESSION, signedIn, sessionUserId, type ApiEnv } from "./openapi-kit";
import { m } from "../../../core/paraglide/messages";

const NOT_YOURS = errorResponse("No such booking of yours (`error: not_found`)");
const FORGED = errorResponse("The other side of the booking tried it (only the owner claims, only the renter answers), or the write came from another website");

const multipart = (properties: Record<string, object>, required: string[]) => ({
  required: true,
  // A JSON Schema, not zod: the handler reads the files itself (their bytes are checked by their content).
  content: { "multipart/form-data": { schema: { type: "object" as const, properties, required } } },
});
const photosField = { type: "array", items: { type: "string", format: "binary" }, description: "Photos (the field `photos`, repeated): JPEG, PNG, WebP or AVIF up to 15 MB each, at most 6" };

const read = apiRoute({
  method: "get",
  path: "/{id}/claims",
  operationId: "getBookingClaim",
  summary: "The booking's deposit claim",
  description: "For the booking's owner and renter. `claim` is null until the owner claims; `claimableUntil` and `maxClaimKobo` tell the owner whether and how much they can still claim.",
  security: SESSION,
  // Per route, not api.use("*"): this router shares /bookings with the bookings API, whose quote is public.
  middleware: [signedIn],
  request: { params: idParams },
  responses: { 200: ok("The claim, if any", claimStateSchema), 400: BAD_INPUT, 401: NO_SESSION, 404: NOT_YOURS },
});

const file = apiRoute({
  method: "post",
  path: "/{id}/claims",
  operationId: "fileBookingClaim",
  summary: "Claim from the caution deposit (the owner)",
  description:
    "Within 48 hours of the return of a completed booking: `reason` (damage, the default, or late_return), `amountKobo` (at most the deposit; for a late return at most the late fee it ran up too), `description` (what happened, at least 20 characters) and, for damage, at least one photo. The renter is emailed and has 48 hours to accept or dispute; no answer counts as accepted. One claim per booking.",
  security: SESSION,
  rateLimited: true,
  middleware: [signedIn],
  request: {
    params: idParams,
    body: multipart(
      {
        reason: { type: "string", enum: ["damage", "late_return"], default: "damage", description: "damage: damage or loss, photos needed; late_return: at most the late fee run up (the state's lateFeeKobo), no photo needed" },
        amountKobo: { type: "integer", minimum: 1 },
        description: { type: "string", minLength: 20, maxLength: 2000 },
        photos: photosField,
      },
      ["amountKobo", "description"],
    ),
  },
  responses: {
    201: ok("The claim as filed", z.object({ claim: claimSchema })),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: FORGED,
    404: NOT_YOURS,
    409: errorResponse("Not returned yet, no deposit, already claimed, or the 48 hours have passed"),
  },
});

const reply = apiRoute({
  method: "post",
  path: "/{id}/claims/answer",
  operationId: "answerBookingClaim",
  summary: "Accept or dispute the claim on your deposit (the renter)",
  description:
    "`answer` is `accept` (the claimed amount goes to the owner now, the rest of the deposit back to you) or `dispute` (with `text`, at least 20 characters, and optional photos: Haya's team decides). Before the claim's `answerBy`.",
  security: SESSION,
  rateLimited: true,
  middleware: [signedIn],
  request: {
    params: idParams,
    body: multipart({ answer: { type: "string", enum: ["accept", "dispute"] }, text: { type: "string", maxLength: 2000 }, photos: photosField }, ["answer"]),
  },
  responses: {
    200: ok("The claim as it now is", z.object({ claim: claimSchema })),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: FORGED,
    404: errorResponse("No such booking of yours, or it has no claim"),
    409: errorResponse("Already answered, or the time to answer has passed"),
  },
});

async function filesOf(c: Context<ApiEnv>): Promise<{ form: FormData | undefined; photos: Uint8Array[] } | { response: Response }> {
  const read = await readForm(c);
  if ("response" in read) return read;
  return { form: read.form, photos: await Promise.all(filesIn(read.form, "photos").map(async (f) => new Uint8Array(await f.arrayBuffer()))) };
}

export function claimsApi(services: Services) {
  const api = apiRouter();
  const { claims } = services;

  api.openapi(read, (c) =>
    answer(c, async () => {
      const { id } = c.req.valid("param");
      return c.json(await claims.stateFor(id, sessionUserId(c)));
    }),
  );

  api.openapi(file, (c) =>
    answer(c, async () => {
      const { id } = c.req.valid("param");
      const read = await filesOf(c);
      if ("response" in read) return read.response;
      const { form, photos } = read;
      const amount = Number(form?.get("amountKobo") ?? NaN);
      const reason = form?.get("reason");
      const claim = await claims.file({ bookingId: id, userId: sessionUserId(c), amountKobo: amount, description: String(form?.get("description") ?? ""), photos, reason: typeof reason === "string" && reason !== "" ? reason : undefined });
      return c.json({ claim }, 201);
    }),
  );

  api.openapi(reply, (c) =>
    answer(c, async () => {
      const { id } = c.req.valid("param");
      const read = await filesOf(c);
      if ("response" in read) return read.response;
      const { form, photos } = read;
      const what = form?.get("answer");
      if (what !== "accept" && what !== "dispute") {
        const message = m.err_answer_accept_dispute();
        return c.json({ error: "invalid_request", message, fields: { answer: message } }, 400);
      }
      const claim = await claims.answer({ bookingId: id, userId: sessionUserId(c), accept: what === "accept", text: String(form?.get("text") ?? ""), photos });
      return c.json({ claim }, 200);
    }),
  );

  return api;
}
