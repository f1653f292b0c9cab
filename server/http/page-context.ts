// What the server hands every page's loader and action: the domain services, the logger, the public origin, the session
// and what is switched on. React Router 8 passes loaders its own context (a RouterContextProvider); Haya's fields are one
// value in it, under `pageContext`: a loader reads them with `context.get(pageContext)` (app.ts sets them per request).
import { createContext, RouterContextProvider, type RouterContext } from "react-router";
import type { MapTiles } from "../../core/map-tiles";
import type { Log } from "../logger";
import type { CurrentSession } from "../features/accounts/accounts.service";
import type { RequestMeta } from "../features/accounts/auth-requests";
import type { Services } from "../services";

export interface PageContext {
  services: Services;
  log: Log;
  /** The one origin of links shared outside the site (PUBLIC_URL, else http://localhost:PORT); never the request's Host. */
  siteUrl: string;
  /** The signed-in person's session, or null (read once per request by server/http/middleware/session.ts). */
  session: CurrentSession | null;
  /** IP and headers of this request, for services that limit or read the session. */
  meta: RequestMeta;
  /** Whether /dev/outbox is served (DEV_OUTBOX); otherwise it is a 404 like any unknown path. */
  devOutbox: boolean;
  /** MAP_TILE_URL and its credit: the tile server the results map is drawn on; unset, a map without tiles. */
  mapTiles?: MapTiles | null;
  /** Whether /dev/sweep and /dev/move are served (never in production: config.devTools); otherwise a 404 like any unknown path. */
  devTools: boolean;
}

/**
 * The key is one object per process, not per module copy: the server (build/server.js, or tsx in development) and the
 * pages (build/server/index.js, or Vite's loader in development) each bundle this file, and a key from one copy would
 * find nothing in a context filled with the other's.
 */
const shared = globalThis as { [key: symbol]: unknown };
const KEY = Symbol.for("haya.pageContext");
export const pageContext = (shared[KEY] ??= createContext<PageContext>()) as RouterContext<PageContext>;

/** React Router's context for one request (or a test's call of a loader), holding the page's fields. */
export function routerContext(fields: PageContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[pageContext, fields]]));
}
