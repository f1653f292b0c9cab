// The admin side's API under /api/v1/admin: the business verification queue, reports, suspensions and bans
// (look-up and money: admin-desk.ts).
// A signed-in browser of an operator with two-factor sign-in only (never an API token: http/api/token-scopes.ts leaves
// these out); to anyone else every operation answers exactly what an unknown path does (404), so it is not revealed.
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { gateOf, type Gate, type Operator } from "../../features/admin/admin-operators.service";
import { decisionSchema, reasonSchema, resolveSchema } from "../../features/admin/admin-queues.schema";
import type { Services } from "../../services";
import { registerDeskApi } from "./admin-desk";
import { answer, notFound } from "./errors";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, idParams, jsonRequest, ok, SESSION, type ApiEnv } from "./openapi-kit";
import { m } from "../../../core/paraglide/messages";

const HIDDEN = errorResponse("Not an operator with two-factor sign-in, or no such request: the same answer as an unknown path (`error: not_found`)");
const CONFLICT = errorResponse("Nothing to do: already suspended, banned, decided… (`error: conflict`)");
const userParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The gate: anyone but an operator with two-factor sign-in gets the unknown path's 404. The app also puts it in front
 * of the whole of /api/v1/admin before any body is read (http/app.ts), so that nobody else learns what a route expects.
 */
export const operatorOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const gate = c.get("apiToken") ? ({ kind: "none" } as const) : gateOf(c.get("session"));
  if (gate.kind !== "operator") return notFound(c, m.err_api_no_endpoint());
  c.header("Cache-Control", "private, no-store");
  await next();
};
/** The operator the gate let through (it has checked the session). */
const operatorOf = (c: Context<ApiEnv>): Operator => (gateOf(c.get("session")) as Extract<Gate, { kind: "operator" }>).operator;

const business = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  businessName: z.string().nullable(),
  cacNumber: z.string().nullable(),
  businessPhone: z.string().nullable(),
  hasCertificate: z.boolean(),
  requestedAt: z.string(),
});
const report = z.object({
  id: z.number(),
  subjectKind: z.enum(["user", "listing", "message"]),
  subjectId: z.string(),
  subjectUserId: z.string().nullable(),
  subjectName: z.string().nullable(),
  subjectBanned: z.boolean(),
  listingTitle: z.string().nullable(),
  listingStatus: z.string().nullable(),
  messageBody: z.string().nullable().describe("A reported message's text as written (not masked); each look is in the audit log"),
  reason: z.string(),
  details: z.string(),
  reporter: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
});

const common = { security: SESSION, middleware: [operatorOnly] };
const listBusiness = apiRoute({ ...common, method: "get", path: "/business-requests", operationId: "listBusinessRequests", summary: "Businesses waiting for verification, oldest first", responses: { 200: ok("The queue", z.object({ requests: z.array(business) })), 404: HIDDEN } });
const decide = apiRoute({
  ...common,
  method: "post",
  path: "/business-requests/{userId}/decision",
  operationId: "decideBusinessRequest",
  summary: "Approve a business, or reject it with a reason (the owner is emailed)",
  request: { params: z.object({ userId: z.string().min(1).max(100) }), body: jsonRequest(decisionSchema) },
  responses: { 200: ok("Decided", z.object({ userId: z.string(), businessStatus: z.enum(["verified", "unverified"]) })), 400: BAD_INPUT, 404: HIDDEN },
});
const listReports = apiRoute({ ...common, method: "get", path: "/reports", operationId: "listReports", summary: "Open reports of people, listings and messages, oldest first", responses: { 200: ok("The queue", z.object({ reports: z.array(report) })), 404: HIDDEN } });
const resolve = apiRoute({
  ...common,
  method: "post",
  path: "/reports/{id}/resolve",
  operationId: "resolveReport",
  summary: "Close a report: dismiss it, suspend the listing or ban the person (with a note)",
  request: { params: idParams, body: jsonRequest(resolveSchema) },
  responses: { 200: ok("Closed, with every open report of the same subject", z.object({ id: z.number(), status: z.enum(["resolved", "dismissed"]), closed: z.array(z.number()) })), 400: BAD_INPUT, 404: HIDDEN, 409: CONFLICT },
});
const banned = ok("Done", z.object({ id: z.string(), banned: z.boolean() }));
const listed = ok("Done", z.object({ id: z.number(), status: z.enum(["published", "suspended"]) }));
const reasonBody = { body: jsonRequest(reasonSchema) };
const ban = apiRoute({ ...common, method: "post", path: "/users/{id}/ban", operationId: "banUser", summary: "Ban a person: sessions ended, listings hidden, open bookings cancelled with a full refund", request: { params: userParams, ...reasonBody }, responses: { 200: banned, 400: BAD_INPUT, 404: HIDDEN, 409: CONFLICT } });
const unban = apiRoute({ ...common, method: "delete", path: "/users/{id}/ban", operationId: "unbanUser", summary: "Lift a ban (the listings it hid come back)", request: { params: userParams, ...reasonBody }, responses: { 200: banned, 400: BAD_INPUT, 404: HIDDEN, 409: CONFLICT } });
const suspend = apiRoute({ ...common, method: "post", path: "/listings/{id}/suspend", operationId: "suspendListing", summary: "Suspend a published listing (gone from search, its page and the API)", request: { params: idParams, ...reasonBody }, responses: { 200: listed, 400: BAD_INPUT, 404: HIDDEN, 409: CONFLICT } });
const restore = apiRoute({ ...common, method: "delete", path: "/listings/{id}/suspend", operationId: "restoreListing", summary: "Restore a suspended listing", request: { params: idParams, ...reasonBody }, responses: { 200: listed, 400: BAD_INPUT, 404: HIDDEN, 409: CONFLICT } });

const iso = (d: Date | string) => new Date(d).toISOString();

/** Mounted on /admin. */
export function adminApi(services: Services) {
  const api = apiRouter();
  const queues = () => services.adminQueues;
  api.openapi(listBusiness, (c) => answer(c, async () => c.json({ requests: (await queues().business.pending()).map((r) => ({ ...r, requestedAt: iso(r.requestedAt) })) }, 200)));
  api.openapi(decide, (c) => answer(c, async () => c.json(await queues().business.decide(operatorOf(c), c.req.valid("param").userId, c.req.valid("json")), 200)));
  api.openapi(listReports, (c) =>
    answer(c, async () => {
      const rows = await queues().reports.open(operatorOf(c));
      const reports = rows.map(({ reporterId, reporterName, reporterEmail, subjectEmail: _e, status: _s, createdAt, ...r }) => ({ ...r, reporter: { id: reporterId, name: reporterName, email: reporterEmail }, createdAt: iso(createdAt) }));
      return c.json({ reports }, 200);
    }),
  );
  api.openapi(resolve, (c) => answer(c, async () => c.json(await queues().reports.resolve(operatorOf(c), c.req.valid("param").id, c.req.valid("json")), 200)));
  api.openapi(ban, (c) => answer(c, async () => c.json(await queues().reports.ban(operatorOf(c), c.req.valid("param").id, c.req.valid("json")), 200)));
  api.openapi(unban, (c) => answer(c, async () => c.json(await queues().reports.unban(operatorOf(c), c.req.valid("param").id, c.req.valid("json")), 200)));
  api.openapi(suspend, (c) => answer(c, async () => c.json(await queues().reports.suspendListing(operatorOf(c), c.req.valid("param").id, c.req.valid("json")), 200)));
  api.openapi(restore, (c) => answer(c, async () => c.json(await queues().reports.restoreListing(operatorOf(c), c.req.valid("param").id, c.req.valid("json")), 200)));
  registerDeskApi(api, services, { middleware: operatorOnly, operatorOf, hidden: HIDDEN, conflict: CONFLICT });
  return api;
}
