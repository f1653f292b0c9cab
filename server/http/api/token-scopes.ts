// What a personal API token may call on /api/v1: one table from method and route to the scope it needs, enforced here
// for every request whose identity is a token (http/middleware/bearer.ts), before any handler runs. A route missing from the table
// is refused to tokens (fail closed): a new route is a browser-session route until someone decides otherwise here.
import type { MiddlewareHandler } from "hono";
import type { ApiScope } from "../../../core/api-scopes";
import type { SessionVars } from "../middleware/session-vars";
import { m } from "../../../core/paraglide/messages";

/**
 * `public`: anyone may call it, a token too (acting as its person where the route reads one, as a quote does).
 * `session`: a signed-in browser only: the account itself (profile, business and payout details), and making or paying
 * for a booking, are never done by a script.
 */
export type RouteAccess = ApiScope | "public" | "session";

/** Paths as Hono writes them, below /api/v1. */
export const TOKEN_ROUTES: Record<string, RouteAccess> = {
  "GET /openapi.json": "public",
  "GET /categories": "public",
  "GET /listings": "public",
  "GET /listings/:id": "public",
  "GET /listings/:id/blocked-dates": "public",
  "GET /search/suggestions": "public",
  "POST /newsletter": "public",
  "POST /bookings/quote": "public",
  "POST /payments/webhooks/:provider": "public",
  "GET /banks": "public",
  "GET /listings/:id/reviews": "public",
  "GET /users/:id": "public",
  "GET /users/:id/reviews": "public",

  "GET /me/listings": "listings:read",
  "GET /me/listings/:id": "listings:read",
  "POST /listings": "listings:write",
  "PATCH /listings/:id": "listings:write",
  "DELETE /listings/:id": "listings:write",
  "POST /listings/:id/photos": "listings:write",
  "PUT /listings/:id/photos": "listings:write",
  "DELETE /listings/:id/photos/:photoId": "listings:write",
  "PUT /listings/:id/blocked-dates": "listings:write",
  "GET /listings/:id/calendars": "listings:read",
  "POST /listings/:id/calendars": "listings:write",
  "DELETE /listings/:id/calendars/:calendarId": "listings:write",
  "POST /listings/:id/calendars/feed": "listings:write",

  "GET /me/bookings": "bookings:read",
  "GET /bookings/:id": "bookings:read",
  "GET /bookings/:id/cancellation": "bookings:read",
  "POST /bookings/:id/accept": "bookings:write",
  "POST /bookings/:id/decline": "bookings:write",
  "POST /bookings/:id/cancel": "bookings:write",
  "POST /bookings/:id/pick-up": "bookings:write",
  "POST /bookings/:id/return": "bookings:write",
  "POST /bookings/:id/returned": "bookings:write",
  "POST /bookings/:id/extensions/:extensionId/accept": "bookings:write",
  "POST /bookings/:id/extensions/:extensionId/decline": "bookings:write",
  "POST /bookings/:id/late-fee": "bookings:write",
  "DELETE /bookings/:id/late-fee": "bookings:write",
  "GET /bookings/:id/photos": "bookings:read",
  "POST /bookings/:id/photos": "bookings:write",
  "GET /bookings/:id/claims": "bookings:read",
  "POST /bookings/:id/claims": "bookings:write",
  "POST /bookings/:id/claims/answer": "bookings:write",
  "GET /bookings/:id/reviews": "bookings:read",

  "POST /bookings": "session",
  "POST /bookings/:id/pay": "session",
  "POST /bookings/:id/extensions": "session",
  "POST /bookings/:id/extensions/:extensionId/pay": "session",
  "POST /bookings/:id/late-fee/pay": "session",
  // A review is a person's own judgement of another: written in a browser by them, never by a script.
  "POST /bookings/:id/reviews": "session",
  "POST /reviews/:id/reply": "session",
  "GET /me": "session",
  "PATCH /me": "session",
  "PUT /me/business": "session",
  "POST /me/phone": "session",
  "POST /me/phone/verify": "session",
  "DELETE /me/phone": "session",
  "POST /me/business/verification": "session",
  "GET /me/sessions": "session",
  "DELETE /me/sessions/:id": "session",
  "POST /me/sessions/sign-out-others": "session",
  // A copy of everything about the person: asked for and downloaded in their own browser, never by a script.
  "GET /me/identity": "session",
  "POST /me/identity": "session",
  "POST /me/export": "session",
  "GET /me/export": "session",
  "GET /me/export/:id/download": "session",
  "GET /me/payout-account": "session",
  "PUT /me/payout-account": "session",
  "GET /me/earnings": "session",
  "GET /me/payouts": "session",
  "POST /me/payouts": "session",
  // Messages are one person's words to another: read and written in their browser, never by a script.
  "POST /listings/:id/conversations": "session",
  "GET /conversations": "session",
  "GET /conversations/:id/messages": "session",
  "POST /conversations/:id/messages": "session",
  "GET /conversations/:id/events": "session",
  "POST /users/:id/block": "session",
  "DELETE /users/:id/block": "session",
  "POST /reports": "session",
  // What happened to a person and how they want to hear of it: their own, in their browser.
  "GET /notifications": "session",
  "POST /notifications/read": "session",
  "GET /me/notification-settings": "session",
  "PUT /me/notification-settings": "session",
  // A person's shortlist and saved searches (and the emails these send them): their own browsing, in their browser.
  "GET /me/favourites": "session",
  "PUT /me/favourites/:listingId": "session",
  "DELETE /me/favourites/:listingId": "session",
  "GET /me/saved-searches": "session",
  "POST /me/saved-searches": "session",
  "PATCH /me/saved-searches/:id": "session",
  "DELETE /me/saved-searches/:id": "session",
  "GET /cart": "session",
  "POST /cart/lines": "session",
  "PATCH /cart/lines/:id": "session",
  "DELETE /cart/lines/:id": "session",
  "POST /cart/dates": "session",
  "POST /cart/checkout": "session",
  "POST /cart/pay": "session",
  // The admin side: an operator's browser with two-factor sign-in only. A token gets what any unlisted path gives
  // it (refused to tokens), so the answer reveals nothing more (http/api/admin.ts answers everyone else the unknown 404).
  "GET /admin/business-requests": "session",
  "POST /admin/business-requests/:userId/decision": "session",
  "GET /admin/reports": "session",
  "GET /admin/overdue-bookings": "session",
  "POST /admin/reports/:id/resolve": "session",
  "POST /admin/users/:id/ban": "session",
  "DELETE /admin/users/:id/ban": "session",
  "POST /admin/listings/:id/suspend": "session",
  "DELETE /admin/listings/:id/suspend": "session",
  "GET /admin/lookup": "session",
  "GET /admin/bookings/:id": "session",
  "POST /admin/claims/:id/decision": "session",
  "POST /admin/bookings/:id/cancel": "session",
  "POST /admin/refunds/:id/retry": "session",
  "POST /admin/payouts/:id/retry": "session",
};

const compiled = Object.entries(TOKEN_ROUTES).map(([key, access]) => {
  const [method, path] = key.split(" ") as [string, string];
  const pattern = new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/:\w+/g, "[^/]+")}/?$`);
  return { method, pattern, access };
});

/** What a call needs: its route's access, or undefined for a route the table does not name. HEAD is read as GET. */
export function routeAccess(method: string, path: string): RouteAccess | undefined {
  const verb = method === "HEAD" ? "GET" : method;
  return compiled.find((r) => r.method === verb && r.pattern.test(path))?.access;
}

/** Mounted on /api/v1/*: calls without a token pass untouched; a token's call passes only within its scopes (403). */
export function tokenScopes(base = "/api/v1"): MiddlewareHandler<{ Variables: SessionVars }> {
  return async (c, next) => {
    const token = c.get("apiToken");
    if (!token) return next();
    if (c.req.method === "OPTIONS") return next();
    const access = routeAccess(c.req.method, c.req.path.slice(base.length) || "/");
    if (access === "public" || (access && access !== "session" && token.scopes.includes(access))) return next();
    if (access === undefined || access === "session") return c.json({ error: "forbidden", message: m.err_token_session_only() }, 403);
    return c.json({ error: "forbidden", message: m.err_token_scope({ scope: access }), scope: access }, 403);
  };
}
