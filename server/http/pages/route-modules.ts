// The React Router build with each route's module changed by `change` (its loader or action wrapped): how the edge's
// guards reach into page loaders and actions (bad-bytes-forms.ts, database-faults.ts). Built once per build and guard,
// so development's reloads stay cheap.
import type { ServerBuild } from "react-router";

export type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

export function withRouteModules(change: (module: RouteModule) => RouteModule): (build: ServerBuild) => ServerBuild {
  const built = new WeakMap<ServerBuild, ServerBuild>();
  return (build) => {
    let changed = built.get(build);
    if (!changed) {
      // A route whose module is left as it was stays the same object.
      const routes = Object.fromEntries(
        Object.entries(build.routes).map(([id, route]) => {
          const module = route && change(route.module);
          return [id, route && module !== route.module ? { ...route, module } : route];
        }),
      );
      changed = { ...build, routes } as ServerBuild;
      built.set(build, changed);
    }
    return changed;
  };
}
