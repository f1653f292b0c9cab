// A database that cannot answer (a statement or lock timeout, no free connection, the server down: server/db/faults.ts)
// is a 503 with Retry-After, never a 500 and never a hang: the page or JSON says to try again in a few seconds.
// - Hono middleware and API handlers: app.onError answers with `unavailableAnswer`.
// - Pages (React Router): every loader and action of the build is wrapped. A loader's fault is thrown as a 503 route
//   error, which each route's ErrorBoundary shows as "Please try again" (app/components/unavailable.tsx); an action's
//   fault gives the page back with what the person typed and a message, as every Haya form shows a refusal, so nothing
//   they entered is lost. Retry-After is added to every 503 page on the way out (app.ts).
import type { Context } from "hono";
import { data, type ServerBuild } from "react-router";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../db/faults";
import { keptValues } from "./bad-bytes-forms";
import { errorPage, UNAVAILABLE } from "./error-pages";
import type { Log } from "./logger";

export { isDatabaseUnavailable, RETRY_AFTER_SECONDS };

/** The 503 for a fault met outside React Router (session reader, API handlers): JSON under /api, else the plain page. */
export function unavailableAnswer(c: Context): Response {
  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  if (c.req.path.startsWith("/api/")) return c.json({ error: "unavailable", message: UNAVAILABLE.text }, 503, headers);
  return c.html(errorPage(UNAVAILABLE.title, UNAVAILABLE.text), 503, headers);
}

type Module = NonNullable<ServerBuild["routes"][string]>["module"];
type Loader = NonNullable<Module["loader"]>;
type Action = NonNullable<Module["action"]>;
type Args = Parameters<Loader>[0];

function note(args: Args, kind: "loader" | "action", error: unknown) {
  const log = (args.context as { log?: Log } | undefined)?.log;
  const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  log?.("warn", "database unavailable", { kind, path: new URL(args.request.url).pathname, cause });
}

function guardLoader(loader: Loader): Loader {
  return async (args) => {
    try {
      return await loader(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      note(args, "loader", error);
      throw data({ kind: "database-unavailable" }, { status: 503, statusText: "Service Unavailable" });
    }
  };
}

function guardAction(action: Action): Action {
  return async (args) => {
    try {
      return await action(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      note(args, "action", error);
      // The form as read by guardFormActions (a second read of a consumed body would fail: then nothing is kept).
      const values = await args.request.formData().then(keptValues, () => ({}));
      const message = UNAVAILABLE.text;
      return data({ ok: false as const, errors: { form: message }, values, message }, { status: 503 });
    }
  };
}

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

/** The build with every loader and action answering a database fault with a 503 (the same object for the same build). */
export function guardDatabaseFaults(build: ServerBuild): ServerBuild {
  let guardedBuild = wrapped.get(build);
  if (!guardedBuild) {
    const routes = Object.fromEntries(
      Object.entries(build.routes).map(([id, route]) => {
        if (!route) return [id, route];
        const { loader, action } = route.module;
        const module = { ...route.module, ...(loader && { loader: guardLoader(loader) }), ...(action && { action: guardAction(action) }) };
        return [id, { ...route, module }];
      }),
    );
    guardedBuild = { ...build, routes } as ServerBuild;
    wrapped.set(build, guardedBuild);
  }
  return guardedBuild;
}
