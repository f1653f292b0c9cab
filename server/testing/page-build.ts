// A React Router server build of a small route tree of a test's own, for tests that render pages through the real
// app/entry.server.tsx (the site's routes need the built client to render).
import type { ServerBuild } from "react-router";

export interface TestRoute {
  path?: string;
  index?: boolean;
  module: Record<string, unknown>;
}

/** The build of `routes` (every one a child of "root"), rendered by `entry`; its assets' names carry `version`. */
export function pageBuild(routes: Record<string, TestRoute>, entry: unknown, version = "1"): ServerBuild {
  const built = Object.fromEntries(
    Object.entries(routes).map(([id, r]) => [id, { id, parentId: id === "root" ? undefined : "root", path: r.path, index: r.index, caseSensitive: undefined, module: r.module }]),
  );
  const assetRoutes = Object.fromEntries(
    Object.entries(built).map(([id, r]) => [
      id,
      {
        ...r,
        module: `/assets/${id}-${version}.js`,
        imports: [],
        css: [],
        hasAction: false,
        hasLoader: "loader" in r.module,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasDefaultExport: true,
        hasErrorBoundary: "ErrorBoundary" in r.module,
      },
    ]),
  );
  return {
    entry: { module: entry },
    routes: built,
    assets: { entry: { module: `/assets/entry.client-${version}.js`, imports: [] }, routes: assetRoutes, url: `/assets/manifest-${version}.js`, version },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
