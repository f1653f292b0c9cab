// /api/v1/me: the signed-in person's own account. Every handler acts on the session's person; no route names a user id.
import type { Context } from "hono";
import { z } from "zod";
import { filesIn } from "../../../core/uploads";
import { businessSchema, meSchema, phoneCodeSchema, phoneNumberSchema, profilePatchSchema, toMe } from "../../features/accounts/accounts.schema";
import type { Profile } from "../../features/accounts/accounts.repo";
import type { Services } from "../../services";
import { domainError } from "./errors";
import { readForm } from "./form-body";
import { myListingsApi } from "./listings";
import { earningsApi, payoutAccountApi, payoutsApi } from "./payouts";
import { m } from "../../../core/paraglide/messages";
import { dataExportSchema } from "../../features/exports/exports.schema";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, idParams, jsonBody, jsonRequest, NO_SESSION, NOT_JSON, ok, SESSION, signedIn, type ApiEnv, sessionUserId } from "./openapi-kit";

const ME = ok("The signed-in person's account as it now is", z.object({ user: meSchema }));
/** What every /me write may answer besides success: it needs a session, and JSON from Haya's own pages. */
const ACCOUNT_ERRORS = { 401: NO_SESSION, 403: errorResponse("A write sent from another website (its Origin is not Haya's)") };

const accountWrite = (method: "patch" | "put", path: string, operationId: string, summary: string, description: string, schema: z.ZodType) =>
  apiRoute({
    method,
    path,
    operationId,
    summary,
    description,
    security: SESSION,
    middleware: [jsonBody],
    request: { body: jsonRequest(schema) },
    responses: { 200: ME, 400: BAD_INPUT, ...ACCOUNT_ERRORS, 415: NOT_JSON },
  });

const read = apiRoute({
  method: "get",
  path: "/",
  operationId: "getMe",
  domainErrors: false,
  summary: "The signed-in person",
  description: "Their own details only: never a password hash or a session token.",
  security: SESSION,
  responses: { 200: ME, 401: NO_SESSION },
});

const patchProfile = accountWrite(
  "patch",
  "/",
  "updateMe",
  "Change the signed-in person's name or phone",
  "Send either field or both. A phone is +234 and 10 digits or the 0-prefixed local form, saved as +234…; an empty string or null removes it. Other fields (an `id`, say) are ignored: this changes the session's own account only.",
  profilePatchSchema,
);

const saveBusiness = accountWrite(
  "put",
  "/business",
  "saveBusiness",
  "Save the signed-in person's 'For Business' details",
  "The CAC number is RC or BN and digits (saved upper-case, e.g. RC1234567); the phone is saved as +234 and 10 digits. Changing any detail of a pending or verified business sets its status back to `unverified`; saving the same details changes nothing.",
  businessSchema,
);

const askVerification = apiRoute({
  method: "post",
  path: "/business/verification",
  operationId: "requestBusinessVerification",
  summary: "Ask for the business to be verified, with its CAC certificate",
  description: `Moves an \`unverified\` business with complete details to \`pending\`, with its CAC certificate as the multipart field \`certificate\` (a PDF, JPEG or PNG of up to 5 MB, recognised by its content; seen by Haya's operators only); an operator then approves or rejects it (the owner is emailed).`,
  security: SESSION,
  request: {
    // A JSON Schema, not zod: the handler reads the file itself (its bytes are checked by their content).
    body: { required: true, content: { "multipart/form-data": { schema: { type: "object", properties: { certificate: { type: "string", format: "binary" } }, required: ["certificate"] } } } },
  },
  responses: {
    200: ME,
    400: errorResponse("No certificate, not a PDF, JPEG or PNG, over 5 MB (`fields.certificate`), or the business details are not complete yet"),
    ...ACCOUNT_ERRORS,
    409: errorResponse("Already pending or verified"),
  },
});

const askPhoneCode = apiRoute({
  method: "post",
  path: "/phone",
  operationId: "requestPhoneCode",
  summary: "Text a code to prove a mobile number",
  description:
    "Sends a 6-digit code by SMS to `phone` (+234 and 10 digits, or the 0-prefixed local form). The code works for 10 minutes, dies after 5 wrong tries and works once; a new code ends the one before. One code a minute per number, 5 an hour.",
  security: SESSION,
  rateLimited: true,
  request: { body: jsonRequest(phoneNumberSchema) },
  responses: {
    202: ok("The code is on its way", z.object({ sentTo: z.string().describe("The number, as +234…"), expiresAt: z.iso.datetime() })),
    400: BAD_INPUT,
    ...ACCOUNT_ERRORS,
  },
});

const verifyPhone = apiRoute({
  method: "post",
  path: "/phone/verify",
  operationId: "verifyPhone",
  summary: "Prove a mobile number with its code",
  description:
    "With the code texted by `POST /me/phone`, the number becomes the account's `phoneNumber`: booking texts go to it and it can sign in with a code. A number proved on another account moves to this one.",
  security: SESSION,
  rateLimited: true,
  request: { body: jsonRequest(phoneCodeSchema) },
  responses: { 200: ME, 400: errorResponse("Invalid input, or a wrong, expired, used or worn-out code (`fields.code` says which)"), ...ACCOUNT_ERRORS },
});

const removePhone = apiRoute({
  method: "delete",
  path: "/phone",
  operationId: "removePhone",
  summary: "Remove the verified mobile number",
  description: "No more booking texts, and no signing in with a code. The profile's contact phone (`phone`) stays as it is.",
  security: SESSION,
  responses: { 200: ME, ...ACCOUNT_ERRORS },
});

const sessionSchema = z.object({
  id: z.string(),
  device: z.string().describe("The browser and system it was signed in with, in words: 'Chrome on Android'"),
  ipAddress: z.string().nullable().describe("The address it was signed in from, as Haya saw it; null when unknown"),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime().describe("When it was last used (moved forward at most once a day)"),
  current: z.boolean().describe("The session of this request"),
});
const sessionParams = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: () => m.err_session_not_found() })
    .openapi({ param: { name: "id", in: "path" }, description: "A session's id, from GET /me/sessions" }),
});

const listSessions = apiRoute({
  method: "get",
  path: "/sessions",
  operationId: "listMySessions",
  domainErrors: false,
  summary: "Where the signed-in person is signed in",
  description: "Their live sessions, this one first, then the most recently used: device, address, when signed in and last used. Never a session's token.",
  security: SESSION,
  responses: { 200: ok("The live sessions", z.object({ sessions: z.array(sessionSchema) })), 401: NO_SESSION },
});

const signOutSession = apiRoute({
  method: "delete",
  path: "/sessions/{id}",
  operationId: "signOutMySession",
  summary: "Sign out one of the person's sessions",
  description: "It ends at once, wherever it is used. This request's own session may be signed out too (that is signing out here). Another person's session is not found.",
  security: SESSION,
  request: { params: sessionParams },
  responses: { 204: { description: "Signed out" }, 400: BAD_INPUT, ...ACCOUNT_ERRORS, 404: errorResponse("No such session of yours") },
});

const signOutOthers = apiRoute({
  method: "post",
  path: "/sessions/sign-out-others",
  operationId: "signOutMyOtherSessions",
  domainErrors: false,
  summary: "Sign out everywhere else",
  description: "Ends every session of the person but this one (API tokens are not sessions: revoke them on their own).",
  security: SESSION,
  responses: { 200: ok("How many sessions ended", z.object({ signedOut: z.number().int().min(0) })), ...ACCOUNT_ERRORS },
});

const EXPORT = ok("The export as it now is", dataExportSchema);

const askExport = apiRoute({
  method: "post",
  path: "/export",
  operationId: "requestMyDataExport",
  rateLimited: true,
  summary: "Ask for a copy of all of the person's data",
  description:
    "Starts making a ZIP of the person's data (profile, listings with their photos' originals, bookings, payments, refunds, payouts, claims, messages, reviews written and received, notifications, saved searches, consents, sign-in history, and a README.txt saying what each file is), in the background; the person is emailed when it is ready, and `GET /me/export` then gives its `url` for 24 hours. One at a time: while one is being made, asking again answers with that one (the same `id`) and starts nothing. At most 5 a day.",
  security: SESSION,
  responses: { 202: ok("Being made (or, once made, the export itself)", dataExportSchema), ...ACCOUNT_ERRORS },
});

const latestExport = apiRoute({
  method: "get",
  path: "/export",
  operationId: "getMyDataExport",
  domainErrors: false,
  summary: "The person's latest copy of their data",
  description: "`pending` while it is being made; `ready` with `url` (this person's session only) and `expiresAt`; `expired` once its 24 hours have passed and its file is deleted.",
  security: SESSION,
  responses: { 200: EXPORT, 401: NO_SESSION, 404: errorResponse("The person never asked for one") },
});

const downloadExport = apiRoute({
  method: "get",
  path: "/export/{id}/download",
  operationId: "downloadMyDataExport",
  summary: "Download a copy of the person's data (ZIP)",
  description: "The ZIP, for the session of the person whose data it is; another person's is not found. Never cached.",
  security: SESSION,
  request: { params: idParams },
  responses: {
    200: { description: "The ZIP", content: { "application/zip": { schema: { type: "string", format: "binary" } } } },
    400: BAD_INPUT,
    401: NO_SESSION,
    404: errorResponse("No such export of yours"),
    410: errorResponse("Its 24 hours have passed (or it was never made): ask for a new one (`error: gone`)"),
  },
});

export function meApi(services: Services) {
  const { accounts } = services;
  const me = apiRouter();

  me.use("*", signedIn);

  const userId = sessionUserId;

  /** Runs `act` and answers with the account as it now is, or the domain error's status. */
  const answer = async (c: Context<ApiEnv>, act: () => Promise<Profile>) => {
    try {
      return c.json({ user: toMe(await act()) });
    } catch (e) {
      return domainError(c, e);
    }
  };

  me.openapi(read, async (c) => c.json({ user: toMe(await accounts.getProfile(userId(c))) }));

  me.openapi(patchProfile, (c) =>
    answer(c, async () => {
      const patch = c.req.valid("json") as z.output<typeof profilePatchSchema>;
      const id = userId(c);
      // The service saves a whole profile; a patch without a name keeps the current one.
      const name = patch.name ?? (await accounts.getProfile(id)).name;
      return accounts.updateProfile(id, { name, phone: patch.phone });
    }),
  );

  me.openapi(saveBusiness, (c) => answer(c, () => accounts.saveBusiness(userId(c), c.req.valid("json") as z.output<typeof businessSchema>)));

  me.openapi(askVerification, async (c) => {
    const read = (c.req.header("content-type") ?? "").startsWith("multipart/form-data") ? await readForm(c) : { form: undefined };
    if ("response" in read) return read.response;
    return answer(c, async () => {
      const [file] = filesIn(read.form, "certificate");
      await services.adminQueues.business.request(userId(c), file ? new Uint8Array(await file.arrayBuffer()) : null);
      return accounts.getProfile(userId(c));
    });
  });

  me.openapi(askPhoneCode, async (c) => {
    try {
      const { sentTo, expiresAt } = await services.phone.requestVerifyCode(userId(c), c.req.valid("json").phone, c.get("meta"));
      return c.json({ sentTo, expiresAt: expiresAt.toISOString() }, 202);
    } catch (e) {
      return domainError(c, e);
    }
  });

  me.openapi(verifyPhone, (c) =>
    answer(c, async () => {
      const { phone, code } = c.req.valid("json");
      await services.phone.verify(userId(c), phone, code, c.get("meta"));
      return accounts.getProfile(userId(c));
    }),
  );

  me.openapi(removePhone, (c) =>
    answer(c, async () => {
      await services.phone.remove(userId(c));
      return accounts.getProfile(userId(c));
    }),
  );

  me.openapi(listSessions, async (c) => {
    const list = await services.sessions.list(userId(c), c.get("session")!.token);
    return c.json({ sessions: list.map((s) => ({ ...s, signedInAt: s.signedInAt.toISOString(), lastSeenAt: s.lastSeenAt.toISOString() })) }, 200);
  });

  me.openapi(signOutSession, async (c) => {
    try {
      await services.sessions.signOut(userId(c), c.req.valid("param").id);
      return c.body(null, 204);
    } catch (e) {
      return domainError(c, e);
    }
  });

  me.openapi(signOutOthers, async (c) => c.json({ signedOut: await services.sessions.signOutOthers(userId(c), c.get("session")!.token) }, 200));

  me.openapi(askExport, async (c) => {
    try {
      return c.json(await services.exports.request(userId(c)), 202);
    } catch (e) {
      return domainError(c, e);
    }
  });

  me.openapi(latestExport, async (c) => {
    const latest = await services.exports.latest(userId(c));
    return latest ? c.json(latest, 200) : c.json({ error: "not_found", message: m.err_export_not_found() }, 404);
  });

  me.openapi(downloadExport, async (c) => {
    try {
      const got = await services.exports.download(userId(c), c.req.valid("param").id);
      if (got.expired) return c.json({ error: "gone", message: m.err_export_expired() }, 410);
      return new Response(new Uint8Array(got.body), {
        headers: {
          "Content-Type": "application/zip",
          "Content-Disposition": `attachment; filename="${got.filename}"`,
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    } catch (e) {
      return domainError(c, e);
    }
  });

  me.route("/listings", myListingsApi(services));
  me.route("/payout-account", payoutAccountApi(services));
  me.route("/earnings", earningsApi(services));
  me.route("/payouts", payoutsApi(services));

  return me;
}
