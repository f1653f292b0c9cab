import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../../../app/routes";
import { pageRoutePatterns, routePatterns, type PatternRoute } from "./route-patterns";

describe("a page's route pattern", () => {
  const build = {
    routes: {
      root: { id: "root", path: "", parentId: undefined },
      item: { id: "item", path: "pcm?/item/:id", parentId: "root" },
      home: { id: "home", index: true, parentId: "root" },
    },
  } as unknown as Parameters<typeof pageRoutePatterns>[0];
  const patternOf = pageRoutePatterns(build);

  it("is the route's pattern, not its path, the same when asked again, and nothing for an unknown path", () => {
    expect(patternOf("/item/12")).toBe("/pcm?/item/:id");
    expect(patternOf("/pcm/item/12")).toBe("/pcm?/item/:id");
    expect(patternOf("/item/12")).toBe("/pcm?/item/:id");
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/nope/at/all")).toBeUndefined();
    expect(patternOf("/nope/at/all")).toBeUndefined();
  });

  it("is the pattern React Router's matchRoutes finds, for every route of the site and paths around them", () => {
    type Config = { path?: string; index?: boolean; children?: Config[] };
    const tree = (entries: Config[], parent = "root"): (PatternRoute & RouteObject)[] =>
      entries.map((e, i) => ({ id: `${parent}/${i}`, path: e.path, index: e.index, children: e.children ? tree(e.children, `${parent}/${i}`) : [] }) as PatternRoute & RouteObject);
    // The site's tree as React Router builds it: the root layout (path "") holds every route of app/routes.ts.
    const roots = [{ id: "root", path: "", children: tree(routes as Config[]) } as PatternRoute & RouteObject];
    const ours = routePatterns(roots);
    const theirs = (pathname: string) => {
      const matches = matchRoutes(roots, pathname);
      if (!matches) return undefined;
      return `/${matches.map((m) => m.route.path).filter(Boolean).join("/")}`.replace(/\/+/g, "/");
    };
    const paths = new Set<string>(["/", "//", "/nope", "/a/b/c/d/e", "/%E0%A4%A", "/item/%2F", "/ITEM/12", "/pcm/", "/pcm/pcm/item/1"]);
    const written = (entries: Config[], prefix: string): void => {
      for (const e of entries) {
        const full = `${prefix}/${e.path ?? ""}`;
        for (const filled of [full.replace(/:[\w-]+\??/g, "12"), full.replace(/:[\w-]+\??/g, "x-y"), full.replace(/\/:[\w-]+\?/g, "").replace(/:[\w-]+/g, "a")])
          for (const lang of [filled.replace(/pcm\?/g, "pcm"), filled.replace(/\/pcm\?/g, "")]) {
            const path = lang.replace(/\*/g, "a/b").replace(/\/+/g, "/");
            for (const p of [path, `${path}/`, path.toUpperCase(), `${path}/more`, `${path}/more/still`]) paths.add(p);
          }
        if (e.children) written(e.children, full);
      }
    };
    written(routes as Config[], "");
    expect(paths.size).toBeGreaterThan(300);
    const differ = [...paths].map((p) => [p, ours(p), theirs(p)]).filter(([, a, b]) => a !== b);
    expect(differ).toEqual([]);
  });
});
