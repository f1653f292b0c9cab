// A database that cannot answer (a statement or lock timeout, no free connection, the server down: server/db/faults.ts)
// is a 503 with Retry-After, never a 500 and never a hang: the page or JSON says to try again in a few seconds.
// - Hono middleware and API handlers: app.onError answers with `unavailableAnswer`.
// - Pages (React Router): every loader and action of the build is wrapped. A loader's fault is thrown as a 503 route
//   error, which each route's ErrorBoundary shows as "Please try again" (app/components/unavailable.tsx); an action's
//   fault gives the page back with what the person typed and a message, as every Haya form shows a refusal, so nothing
//   they entered is lost. Retry-After is added to every 503 page on the way out (app.ts).
import { countDatabaseFault } from "../../metrics";
import type { Context } from "hono";
import { data } from "react-router";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../../db/faults";
import { keptValues } from "./bad-bytes-forms";
import { localeOfPath } from "../../../core/locales";
import { errorPage, unavailablePage } from "../pages/error-pages";
import { requestLocale } from "../i18n/request-locale";
import type { Log } from "../../logger";
import { withRouteModules, type RouteModule } from "../pages/route-modules";

export { isDatabaseUnavailable, RETRY_AFTER_SECONDS };

/** The 503 for a fault met outside React Router (session reader, API handlers): JSON under /api, else the plain page. */
export function unavailableAnswer(c: Context): Response {
  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  if (c.req.path.startsWith("/api/")) return c.json({ error: "unavailable", message: unavailablePage(requestLocale.getStore()).text }, 503, headers);
  const locale = localeOfPath(c.req.path);
  const { title, text } = unavailablePage(locale);
  return c.html(errorPage(title, text, locale), 503, headers);
}

type Args = Parameters<NonNullable<RouteModule["loader"]>>[0];

function note(args: Args, kind: "loader" | "action", error: unknown) {
  const log = (args.context as { log?: Log } | undefined)?.log;
  const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  log?.("warn", "database unavailable", { kind, path: new URL(args.request.url).pathname, cause });
  countDatabaseFault(error);
}

/** `fn` answering a database fault with `answer` (after a warning in the log); any other error goes on. */
function guard<F extends (args: Args) => unknown>(kind: "loader" | "action", fn: F, answer: (args: Args) => Promise<unknown>): F {
  return (async (args: Args) => {
    try {
      return await fn(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      note(args, kind, error);
      return answer(args);
    }
  }) as F;
}

/** A loader's fault: a 503 route error, which the route's error boundary shows as 'Please try again'. */
const loaderAnswer = () => Promise.reject(data({ kind: "database-unavailable" }, { status: 503, statusText: "Service Unavailable" }));

/** An action's fault: the form again as typed (read by guardFormActions; a consumed body keeps nothing), with the message. */
async function actionAnswer(args: Args) {
  const values = await args.request.formData().then(keptValues, () => ({}));
  // In the language of the page whose form it was (the request's, server/http/i18n/locale.ts).
  const message = unavailablePage(requestLocale.getStore()).text;
  return data({ ok: false as const, errors: { form: message }, values, message }, { status: 503 });
}

/** The build with every loader and action answering a database fault with a 503 (the same object for the same build). */
export const guardDatabaseFaults = withRouteModules((module) => {
  const { loader, action } = module;
  if (!loader && !action) return module;
  return { ...module, ...(loader && { loader: guard("loader", loader, loaderAnswer) }), ...(action && { action: guard("action", action, actionAnswer) }) };
});
