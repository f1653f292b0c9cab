// What the server hands every loader and action: the domain services, the logger and the public origin.
import type { Log } from "../server/http/logger";
import type { Services } from "../server/services";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    log: Log;
    /** Origin for links shared outside the site (PUBLIC_URL); unset: the request's own origin. */
    publicUrl?: string;
  }
}
export {};
