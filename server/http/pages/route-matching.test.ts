import { createStaticHandler, matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../../../app/routes";
import { installed, memoizeMatches } from "./route-matching";

type Config = { path?: string; index?: boolean; children?: Config[] };
const tree = (entries: Config[], parent = "root"): RouteObject[] =>
  entries.map((e, i) => (e.index ? { id: `${parent}/${i}`, index: true } : { id: `${parent}/${i}`, path: e.path, children: e.children ? tree(e.children, `${parent}/${i}`) : undefined }));
// The site's tree as React Router builds it: the root layout (path "") holds every route of app/routes.ts.
const site: RouteObject[] = [{ id: "root", path: "", children: tree(routes as Config[]) }];
const paths = ["/", "/item/12", "/pcm/item/12", "/item/12/report", "/vehicles", "/vehicles/cars", "/pcm", "/admin", "/admin/claims/3", "/nope/at/all/here", "/my-rentals/listings/9", "/item/%2F", "/ITEM/12"];
const ids = (matches: { route: { id?: string } }[] | null) => matches?.map((m) => m.route.id) ?? null;

describe("React Router's route matching, remembered per path", () => {
  it("is installed in React Router's own matcher (a React Router upgrade that moved it fails here)", () => {
    expect(installed).toBe(true);
  });

  it("answers as matchRoutes does, for every path, asked once and again", () => {
    const handler = createStaticHandler(site);
    for (const round of [1, 2])
      for (const path of paths) {
        const theirs = matchRoutes(site, path);
        const ours = handler.match(path);
        expect({ path, round, ids: ids(ours), params: ours?.map((m) => m.params), pathnames: ours?.map((m) => [m.pathname, m.pathnameBase]) }).toEqual({
          path,
          round,
          ids: ids(theirs),
          params: theirs?.map((m) => m.params),
          pathnames: theirs?.map((m) => [m.pathname, m.pathnameBase]),
        });
      }
  });

  it("hands out copies: what one request does to its matches never reaches the next", () => {
    const handler = createStaticHandler(site);
    const first = handler.match("/item/12")!;
    (first[1]!.params as Record<string, string>).id = "99";
    (first[1] as { pathname: string }).pathname = "/changed";
    const again = handler.match("/item/12")!;
    expect(again[1]!.params).toEqual({ id: "12" });
    expect(again[1]!.pathname).toBe("/item/12");
    // One params object for the branch, as React Router gives it.
    expect(again[0]!.params).toBe(again[1]!.params);
  });

  it("remembers per path and per partial or whole match, and forgets when the routes change", () => {
    let calls = 0;
    let routesNow = "a";
    class Fake {
      match(location: string | { pathname?: string }, allowPartial = false) {
        calls++;
        const path = typeof location === "string" ? location : location.pathname;
        return [{ params: { path: `${routesNow}${path}${allowPartial}` } }];
      }
      update(routes: string) {
        routesNow = routes;
      }
    }
    memoizeMatches(Fake.prototype as never);
    const m = new Fake();
    expect(m.match("/x")[0]!.params.path).toBe("a/xfalse");
    expect(m.match({ pathname: "/x" })[0]!.params.path).toBe("a/xfalse");
    expect(m.match("/x", true)[0]!.params.path).toBe("a/xtrue");
    expect(m.match("/y")[0]!.params.path).toBe("a/yfalse");
    expect(calls).toBe(3);
    m.update("b");
    expect(m.match("/x")[0]!.params.path).toBe("b/xfalse");
    expect(calls).toBe(4);
    // Another matcher (another router) keeps its own answers.
    new Fake().match("/x");
    expect(calls).toBe(5);
  });
});
