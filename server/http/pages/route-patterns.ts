// The page route a path belongs to, by its pattern (/:pcm?/item/:id): the access line's and the metrics' label.
// React Router's matchRoutes flattens, ranks and compiles the whole route tree again on every call, which was a sixth of
// a rendered page's server CPU (profiled, issue 39). Here the tree is flattened, ranked and compiled once, by the same
// rules as react-router's flattenRoutes, explodeOptionalSegments, computeScore, rankRouteBranches and compilePath
// (lib/router/utils.js); route-patterns.test.ts holds the two to the same answer on every route of the site.
import type { ServerBuild } from "react-router";

/** A route of the tree: only what matching reads. */
export interface PatternRoute {
  path?: string;
  index?: boolean;
  children?: PatternRoute[];
}

interface Level {
  /** The route's own path, as written (what the pattern shows). */
  written: string | undefined;
  childrenIndex: number;
}
interface Branch {
  pattern: string;
  matcher: RegExp;
  score: number;
  levels: Level[];
}

export function pageRoutePatterns(build: ServerBuild): (pathname: string) => string | undefined {
  const nodes = new Map<string, PatternRoute & { children: PatternRoute[] }>();
  for (const r of Object.values(build.routes)) if (r) nodes.set(r.id, { path: r.path, index: r.index, children: [] });
  const roots: PatternRoute[] = [];
  for (const r of Object.values(build.routes)) {
    if (!r) continue;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return routePatterns(roots);
}

/** The pattern of the route tree's branch that `pathname` matches, as React Router would choose it; undefined if none. */
export function routePatterns(roots: PatternRoute[]): (pathname: string) => string | undefined {
  const branches: Branch[] = [];
  flatten(roots, branches, [], "", false);
  branches.sort((a, b) => (a.score !== b.score ? b.score - a.score : compareIndexes(a.levels, b.levels)));
  return (pathname) => {
    const decoded = decodePath(pathname || "/");
    for (const branch of branches) if (branch.matcher.test(decoded)) return branch.pattern;
    return undefined;
  };
}

function flatten(routes: PatternRoute[], branches: Branch[], parents: Level[], parentPath: string, parentOptional: boolean): void {
  const one = (route: PatternRoute, childrenIndex: number, optional: boolean, relative = route.path ?? "") => {
    if (relative.startsWith("/")) {
      if (!relative.startsWith(parentPath) && optional) return;
      relative = relative.slice(parentPath.length);
    }
    const path = joinPaths([parentPath, relative]);
    const levels = [...parents, { written: route.path, childrenIndex }];
    if (route.children && route.children.length > 0) flatten(route.children, branches, levels, path, optional);
    if (route.path == null && !route.index) return;
    const pattern = `/${levels.map((l) => l.written).filter(Boolean).join("/")}`.replace(/\/+/g, "/");
    branches.push({ pattern, matcher: compile(path), score: computeScore(path, route.index === true), levels });
  };
  routes.forEach((route, i) => {
    if (route.path === "" || !route.path?.includes("?")) one(route, i, parentOptional);
    else for (const exploded of explodeOptionalSegments(route.path)) one(route, i, true, exploded);
  });
}

const joinPaths = (paths: string[]) => paths.join("/").replace(/\/\/+/g, "/");

function explodeOptionalSegments(path: string): string[] {
  const [first = "", ...rest] = path.split("/");
  const optional = first.endsWith("?");
  const required = first.replace(/\?$/, "");
  if (rest.length === 0) return optional ? [required, ""] : [required];
  const restExploded = explodeOptionalSegments(rest.join("/"));
  const result = restExploded.map((sub) => (sub === "" ? required : [required, sub].join("/")));
  if (optional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith("/") && exploded === "" ? "/" : exploded));
}

const isSplat = (s: string) => s === "*";
function computeScore(path: string, index: boolean): number {
  const segments = path.split("/");
  let score = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  for (const s of segments) if (!isSplat(s)) score += /^:[\w-]+$/.test(s) ? 3 : /^:[\w-]+/.test(s) ? 3.5 : s === "" ? 1 : 10;
  return score;
}

function compareIndexes(a: Level[], b: Level[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((l, i) => l.childrenIndex === b[i]!.childrenIndex);
  return siblings ? a[a.length - 1]!.childrenIndex - b[b.length - 1]!.childrenIndex : 0;
}

/** The whole branch's path (no optional segments left) as one case-insensitive expression, ends and splats as React Router reads them. */
function compile(path: string): RegExp {
  let source =
    "^" +
    path
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(/\/:[\w-]+/g, "/[^\\/]+");
  if (path.endsWith("*")) source += path === "*" || path === "/*" ? ".*$" : "(?:\\/.+|\\/*)$";
  else source += "\\/*$";
  return new RegExp(source, "i");
}

function decodePath(value: string): string {
  try {
    return value
      .split("/")
      .map((v) => decodeURIComponent(v).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return value;
  }
}
