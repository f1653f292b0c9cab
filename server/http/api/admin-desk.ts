// The admin side's look-up and money operations under /api/v1/admin (registered by admin.ts behind its operator gate):
// look-up and a booking's file for every operator; deciding a claim, cancelling a booking and retrying a refund or a
// payout for admins only: to support these answer the unknown path's 404 too, as the admin side's admin-only pages do.
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  claimDecisionSchema,
  lookupSchema,
  moneyReasonSchema,
} from "../../features/admin/admin-desk.schema";
import type { Operator } from "../../features/admin/admin-operators.service";
import type { Services } from "../../services";
import { bookingFile, iso, lookupResult, overdueBookings } from "./admin-desk.schemas";
import { answer, notFound } from "./errors";
import {
  apiRoute,
  apiRouter,
  BAD_INPUT,
  errorResponse,
  idParams,
  jsonRequest,
  ok,
  SESSION,
  type ApiEnv,
} from "./openapi-kit";
import { m } from "../../../core/paraglide/messages";

type Gate = {
  middleware: MiddlewareHandler<ApiEnv>;
  operatorOf: (c: Context<ApiEnv>) => Operator;
  hidden: ReturnType<typeof errorResponse>;
  conflict: ReturnType<typeof errorResponse>;
};

export function registerDeskApi(
  api: ReturnType<typeof apiRouter>,
  services: Services,
  gate: Gate,
) {
  /** Admins only: support gets what anyone else gets, the unknown path's 404. */
  const adminOnly: MiddlewareHandler<ApiEnv> = async (c, next) =>
    gate.operatorOf(c).role === "admin" ? next() : notFound(c, m.err_api_no_endpoint());
  const common = { security: SESSION, middleware: [gate.middleware] };
  const money = { security: SESSION, middleware: [gate.middleware, adminOnly] };
  const HIDDEN = gate.hidden;
  const reasonBody = { body: jsonRequest(moneyReasonSchema) };

  const lookup = apiRoute({
    ...common,
    method: "get",
    path: "/lookup",
    operationId: "lookUpRecords",
    summary:
      "Find people (email, phone, id), listings (id, title words), bookings (id), payments and payouts (reference)",
    request: { query: lookupSchema },
    responses: { 200: ok("Results by kind", lookupResult), 400: BAD_INPUT, 404: HIDDEN },
  });
  const overdue = apiRoute({
    ...common,
    method: "get",
    path: "/overdue-bookings",
    operationId: "listOverdueBookings",
    summary: "Rentals past their return time and not marked returned, the longest overdue first, with the late fee so far",
    responses: { 200: ok("Overdue bookings", overdueBookings), 404: HIDDEN },
  });
  const booking = apiRoute({
    ...common,
    method: "get",
    path: "/bookings/{id}",
    operationId: "getBookingFile",
    summary:
      "A booking's file: status history, ledger lines by journal, payments, refunds, payouts and messages as written (the look is audited)",
    request: { params: idParams },
    responses: { 200: ok("The file", bookingFile), 404: HIDDEN },
  });
  const decide = apiRoute({
    ...money,
    method: "post",
    path: "/claims/{id}/decision",
    operationId: "decideClaim",
    summary:
      "Decide a disputed deposit claim (admins): kobo to the owner, 0 up to the claim; the rest of the deposit goes back to the renter",
    request: { params: idParams, body: jsonRequest(claimDecisionSchema) },
    responses: {
      200: ok(
        "Settled",
        z.object({ id: z.number(), status: z.string(), settledAmountKobo: z.number().nullable() }),
      ),
      400: BAD_INPUT,
      404: HIDDEN,
      409: gate.conflict,
    },
  });
  const cancel = apiRoute({
    ...money,
    method: "post",
    path: "/bookings/{id}/cancel",
    operationId: "cancelBookingAsOperator",
    summary:
      "Cancel a booking as the operator (admins), with the full refund of an owner's cancellation",
    request: { params: idParams, ...reasonBody },
    responses: {
      200: ok(
        "Cancelled",
        z.object({ id: z.number(), status: z.string(), refundKobo: z.number() }),
      ),
      400: BAD_INPUT,
      404: HIDDEN,
      409: gate.conflict,
    },
  });
  const refund = apiRoute({
    ...money,
    method: "post",
    path: "/refunds/{id}/retry",
    operationId: "retryRefund",
    summary: "Send a failed refund again now (admins)",
    request: { params: idParams, ...reasonBody },
    responses: {
      200: ok(
        "Sent again; `outcome` is what the attempt gave",
        z.object({
          id: z.number(),
          bookingId: z.number(),
          amountKobo: z.number(),
          outcome: z.string(),
        }),
      ),
      400: BAD_INPUT,
      404: HIDDEN,
      409: gate.conflict,
    },
  });
  const payout = apiRoute({
    ...money,
    method: "post",
    path: "/payouts/{id}/retry",
    operationId: "retryPayout",
    summary:
      "Pay a failed payout's money out again (admins): a new payout of the owner's available balance",
    request: { params: idParams, ...reasonBody },
    responses: {
      200: ok(
        "A new payout, sent",
        z.object({
          id: z.number(),
          newPayoutId: z.number(),
          status: z.string(),
          amountKobo: z.number(),
        }),
      ),
      400: BAD_INPUT,
      404: HIDDEN,
      409: gate.conflict,
    },
  });

  const con = () => services.adminDesk;
  api.openapi(lookup, (c) =>
    answer(c, async () => {
      const r = await con().lookup(c.req.valid("query"));
      return c.json(
        {
          ...r,
          people: r.people.map(({ bannedAt, ...p }) => ({ ...p, banned: bannedAt !== null })),
        },
        200,
      );
    }),
  );
  api.openapi(overdue, (c) =>
    answer(c, async () => {
      const bookings = await con().overdue();
      return c.json({ bookings: bookings.map(({ pricePerDayKobo: _p, lateFeePerDayKobo: _f, units: _u, dueAt, ...b }) => ({ ...b, dueAt: dueAt.toISOString() })) }, 200);
    }),
  );
  api.openapi(booking, (c) =>
    answer(c, async () => {
      const f = await con().booking(gate.operatorOf(c), c.req.valid("param").id);
      return c.json(
        {
          booking: f.booking,
          history: f.events.map((e) => ({
            from: e.from,
            to: e.to,
            actor: e.actor,
            actorId: e.actorId,
            at: iso(e.at)!,
            note: e.note,
          })),
          ledger: f.journals.map((j) => ({
            journalId: j.journalId,
            kind: j.kind,
            at: iso(j.createdAt)!,
            sumKobo: j.sumKobo,
            lines: j.lines,
          })),
          payments: f.payments.map((p) => ({
            id: p.id,
            reference: p.reference,
            status: p.status,
            amountKobo: p.amountKobo,
            applied: p.applied,
          })),
          refunds: f.refunds.map((r) => ({
            id: r.id,
            reason: r.reason,
            amountKobo: r.amountKobo,
            status: r.status,
            attempts: r.attempts,
            lastError: r.lastError,
          })),
          payouts: f.payouts.map((p) => ({
            payoutId: p.payoutId,
            reference: p.reference,
            status: p.status,
            amountKobo: p.amountKobo,
            failureReason: p.failureReason,
          })),
          messages: f.messages.map(({ id, senderId, senderName, body, createdAt }) => ({ id, senderId, senderName, body, at: iso(createdAt)! })),
        },
        200,
      );
    }),
  );
  api.openapi(decide, (c) =>
    answer(c, async () => {
      const v = await con().decideClaim(
        gate.operatorOf(c),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ id: v.id, status: v.status, settledAmountKobo: v.settledAmountKobo }, 200);
    }),
  );
  api.openapi(cancel, (c) =>
    answer(c, async () =>
      c.json(
        await con().cancelBooking(gate.operatorOf(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
    ),
  );
  api.openapi(refund, (c) =>
    answer(c, async () =>
      c.json(
        await con().retryRefund(gate.operatorOf(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
    ),
  );
  api.openapi(payout, (c) =>
    answer(c, async () =>
      c.json(
        await con().retryPayout(gate.operatorOf(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
    ),
  );
}
