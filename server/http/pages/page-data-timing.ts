// Each page's loaders and action run as its request's data work (request-context.ts timeData), so that /metrics splits a
// page's server time into its data (haya_page_data_seconds: queries and services) and the rest of its request duration
// (rendering and sending): what `npm run bench:pages` reports per page, and where docs/performance.md's figures come from.
import { timeData } from "../../request-context";
import { withRouteModules, type RouteModule } from "./route-modules";

type Handler = NonNullable<RouteModule["loader"]>;
const timed = <F extends Handler>(fn: F): F => ((args: Parameters<Handler>[0]) => timeData(async () => fn(args))) as F;

export const timePageData = withRouteModules((module) => {
  const { loader, action } = module;
  if (!loader && !action) return module;
  return { ...module, ...(loader && { loader: timed(loader) }), ...(action && { action: timed(action) }) };
});
