// /api/v1/banks (public) and /api/v1/me/payout-account (the signed-in person's own, never a personal API token's:
// token-scopes.ts names it `session`): the bank list, and where the person's payouts go, saved with their password.
import type { Context } from "hono";
import { z } from "zod";
import { InvalidError } from "../../errors";
import { earningsSchema, payoutSchema } from "../../features/payouts/earnings.schema";
import { toPayout } from "../../features/payouts/earnings.service";
import { bankSchema, payoutAccountSchema, savePayoutAccountSchema } from "../../features/payouts/payouts.schema";
import type { Services } from "../../services";
import { domainError } from "./errors";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, jsonBody, jsonRequest, NO_SESSION, NOT_JSON, ok, SESSION, signedIn, type ApiEnv } from "./openapi-kit";

const PROVIDER_DOWN = errorResponse(
  "The payment provider could not be reached or failed (or the database is unreachable or busy): nothing was saved; try again after `Retry-After` seconds (`error: unavailable`)",
);
const ACCOUNT = ok("The person's payout account as it now is (the number masked but its last four digits)", z.object({ payoutAccount: payoutAccountSchema }));

const listBanks = apiRoute({
  method: "get",
  path: "/",
  operationId: "listBanks",
  summary: "Nigerian banks a payout account can be at",
  description: "The payment provider's list (Paystack's, or the sandbox's list of real banks with the same codes), kept for a day. `code` is what PUT /me/payout-account takes as `bankCode`.",
  responses: { 200: ok("The banks, by name", z.object({ banks: z.array(bankSchema) })), 503: PROVIDER_DOWN },
});

const readAccount = apiRoute({
  method: "get",
  path: "/",
  operationId: "getPayoutAccount",
  domainErrors: false,
  summary: "Where the signed-in person's payouts go",
  description: "`payoutAccount` is null until one is saved. The account number is never given whole: only its last four digits.",
  security: SESSION,
  responses: { 200: ok("The payout account, or null", z.object({ payoutAccount: payoutAccountSchema.nullable() })), 401: NO_SESSION },
});

const saveAccount = apiRoute({
  method: "put",
  path: "/",
  operationId: "savePayoutAccount",
  summary: "Set or change where the signed-in person's payouts go",
  description:
    "Needs the current password. The account is looked up at its bank (its name is the bank's, never one sent here) and registered with the payment provider as a transfer recipient before anything is saved. A change of account (another bank or number) holds payouts for 24 hours and emails the person; the first account is not held. Saving the same account again changes nothing. Not available to personal API tokens.",
  security: SESSION,
  rateLimited: true,
  middleware: [jsonBody],
  request: { body: jsonRequest(savePayoutAccountSchema) },
  responses: {
    200: ACCOUNT,
    400: BAD_INPUT,
    401: NO_SESSION,
    403: errorResponse("The current password is wrong (`fields.currentPassword`), a personal API token was used, or the write came from another website"),
    415: NOT_JSON,
    422: errorResponse("The bank has no account with this number (`error: unprocessable`, `fields.accountNumber`): nothing was saved"),
    503: PROVIDER_DOWN,
  },
});

export function banksApi(services: Services) {
  const api = apiRouter();
  api.openapi(listBanks, async (c) => {
    try {
      const banks = await services.payouts.banks();
      // The same for everyone and changes a few times a year: shared caches may keep it for an hour.
      c.header("Cache-Control", "public, max-age=3600");
      return c.json({ banks });
    } catch (e) {
      return domainError(c, e);
    }
  });
  return api;
}

export function payoutAccountApi(services: Services) {
  const api = apiRouter();
  api.use("*", signedIn);
  const session = (c: Context<ApiEnv>) => c.get("session")!;

  api.openapi(readAccount, async (c) => c.json({ payoutAccount: await services.payouts.get(session(c).user.id) }));

  api.openapi(saveAccount, async (c) => {
    try {
      const { account } = await services.payouts.save(session(c), c.req.valid("json") as z.output<typeof savePayoutAccountSchema>, c.get("meta"));
      return c.json({ payoutAccount: account });
    } catch (e) {
      // A wrong password is a refusal of who is asking, not bad input: 403, still naming the field.
      if (e instanceof InvalidError && e.fields.currentPassword) return c.json({ error: "forbidden", message: e.message, fields: { currentPassword: e.fields.currentPassword } }, 403);
      return domainError(c, e);
    }
  });
  return api;
}

const readEarnings = apiRoute({
  method: "get",
  path: "/",
  operationId: "getEarnings",
  domainErrors: false,
  summary: "The signed-in owner's earnings",
  description:
    "Each booking's rental, commission and net, and where its money is: `pending` (not completed, or within the 48-hour damage-claim window after the return), `available` (to withdraw), `on_its_way` (in a payout not arrived yet), `paid`. With the totals, the last 12 months and whether Withdraw can be used now (and if not, why). Not available to personal API tokens.",
  security: SESSION,
  responses: { 200: ok("The earnings", earningsSchema), 401: NO_SESSION },
});

const listPayouts = apiRoute({
  method: "get",
  path: "/",
  operationId: "listPayouts",
  domainErrors: false,
  summary: "The signed-in owner's payouts, newest first",
  description: "Each payout's amount, transfer fee, status (`pending`/`sending`: being sent, `sent`: on its way, `success`, `failed`, `reversed`) and, for a failed or reversed one, the reason. Not available to personal API tokens.",
  security: SESSION,
  responses: { 200: ok("The payouts", z.object({ payouts: z.array(payoutSchema) })), 401: NO_SESSION },
});

const withdraw = apiRoute({
  method: "post",
  path: "/",
  operationId: "createPayout",
  summary: "Withdraw the available balance",
  description:
    "Pays everything available (at least ₦1,000) to the payout account, less the transfer fee (Paystack's: ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above), by a transfer whose reference is the payout's. No body. The payout answered is usually `sent` (on its way: its outcome follows by the provider's events, and an email); `failed` when the provider refused it (the money is available again); `pending` when the provider could not be reached (it is retried). Not available to personal API tokens.",
  security: SESSION,
  rateLimited: true,
  responses: {
    201: ok("The payout made", z.object({ payout: payoutSchema })),
    401: NO_SESSION,
    403: errorResponse("A write sent from another website, or a personal API token"),
    409: errorResponse("Less than the minimum is available, or payouts are on hold after a change of payout account (`message` says which)"),
    422: errorResponse("No payout account is saved yet"),
  },
});

export function earningsApi(services: Services) {
  const api = apiRouter();
  api.use("*", signedIn);
  api.openapi(readEarnings, async (c) => c.json(await services.earnings.earnings(c.get("session")!.user.id)));
  return api;
}

export function payoutsApi(services: Services) {
  const api = apiRouter();
  api.use("*", signedIn);
  const userId = (c: Context<ApiEnv>) => c.get("session")!.user.id;
  api.openapi(listPayouts, async (c) => c.json({ payouts: await services.earnings.payouts(userId(c)) }));
  api.openapi(withdraw, async (c) => {
    try {
      return c.json({ payout: toPayout(await services.transfers.withdraw(userId(c))) }, 201);
    } catch (e) {
      return domainError(c, e);
    }
  });
  return api;
}
