// What the server hands every loader and action: the domain services, the logger, the public origin and what is switched on.
import type { MapTiles } from "../core/map-tiles";
import type { Log } from "../server/logger";
import type { CurrentSession, RequestMeta } from "../server/features/accounts/accounts.service";
import type { Services } from "../server/services";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    log: Log;
    /** The one origin of links shared outside the site (PUBLIC_URL, else http://localhost:PORT); never the request's Host. */
    siteUrl: string;
    /** The signed-in person's session, or null (read once per request by server/http/session.ts). */
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
}
export {};
