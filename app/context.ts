// What the server hands every loader and action: the domain services and the logger.
import type { Log } from "../server/http/logger";
import type { Services } from "../server/services";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    log: Log;
  }
}
export {};
