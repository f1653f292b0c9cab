// /api/v1/me/identity: the signed-in person's identity check (issue 37): its status, and a new check with a number and
// a selfie (multipart), answered 202 while the provider is asked in the background.
import type { Context } from "hono";
import { filesIn } from "../../../core/uploads";
import { identitySchema } from "../../features/identity/identity.schema";
import type { IdentityView } from "../../features/identity/identity.service";
import type { Services } from "../../services";
import { domainError } from "./errors";
import { readForm } from "./form-body";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, NO_SESSION, ok, SESSION, signedIn, type ApiEnv, sessionUserId } from "./openapi-kit";

const STATUS =
  "`none` (never asked), `pending` (the provider is being asked; during an outage it stays pending and is asked again, never lost), `review` (an operator decides), `verified`, `refused` (`reason` says why).";

const read = apiRoute({
  method: "get",
  path: "/",
  operationId: "getMyIdentity",
  domainErrors: false,
  summary: "The signed-in person's identity check",
  description: `The latest check: ${STATUS} Only the last 4 characters of the number are ever kept.`,
  security: SESSION,
  responses: { 200: ok("The latest check", identitySchema), 401: NO_SESSION },
});

const submit = apiRoute({
  method: "post",
  path: "/",
  operationId: "verifyMyIdentity",
  rateLimited: true,
  summary: "Verify the signed-in person's identity with a number and a selfie",
  description:
    "Multipart: `idType` (`nin`, `drivers_licence` or `passport`), `idNumber` (a NIN is 11 digits; spaces and dashes are ignored) and `selfie` (a JPEG, PNG or WebP of up to 8 MB, recognised by its content; seen by Haya's operators only and deleted 30 days after the decision). Answers 202 with the check (usually `pending`). In the sandbox, an 11-digit NIN ending in 0 matches the profile's name, ending in 1 does not (review), ending in 2 is not found; any other ending is refused. At most 3 attempts a day and 5 in all; a number verified on another account is refused.",
  security: SESSION,
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: { idType: { type: "string", enum: ["nin", "drivers_licence", "passport"] }, idNumber: { type: "string" }, selfie: { type: "string", format: "binary" } },
            required: ["idType", "idNumber", "selfie"],
          },
        },
      },
    },
  },
  responses: {
    202: ok("The check as it now is", identitySchema),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: errorResponse("A write sent from another website (its Origin is not Haya's)"),
    409: errorResponse("Already verified, or the last check is still pending or in review"),
  },
});

const json = ({ status, idType, idLast4, verifiedAt, reason }: IdentityView) => ({ status, idType: idType as "nin" | "drivers_licence" | "passport" | null, idLast4, verifiedAt, reason });

export function identityApi(services: Services) {
  const api = apiRouter();
  api.use("*", signedIn);

  api.openapi(read, async (c) => c.json(json(await services.identity.status(sessionUserId(c))), 200));

  api.openapi(submit, async (c: Context<ApiEnv>) => {
    const read = (c.req.header("content-type") ?? "").startsWith("multipart/form-data") ? await readForm(c) : { form: undefined };
    if ("response" in read) return read.response;
    try {
      const form = read.form;
      const [file] = filesIn(form, "selfie");
      const view = await services.identity.submit(
        sessionUserId(c),
        { idType: form?.get("idType") ?? undefined, idNumber: form?.get("idNumber") ?? undefined, selfie: file ? new Uint8Array(await file.arrayBuffer()) : null },
        c.get("meta")?.ip,
      );
      return c.json(json(view), 202);
    } catch (e) {
      return domainError(c, e);
    }
  });
  return api;
}
