// What the server hands every loader and action: the domain services, the logger, the public origin and what is switched on.
import type { Log } from "../server/http/logger";
import type { Services } from "../server/services";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    log: Log;
    /** Origin for links shared outside the site (PUBLIC_URL); unset: the request's own origin. */
    publicUrl?: string;
    /** Whether /dev/outbox is served (DEV_OUTBOX); otherwise it is a 404 like any unknown path. */
    devOutbox: boolean;
  }
}
export {};
