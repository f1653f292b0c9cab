// React Router matches a request's path against every page's routes four times per rendered page: the request
// handler, the static handler's query, and the route-discovery manifest, once per ancestor path ("/", "/item" for
// /item/1). Each match walks the ~150 ranked branches (twice the pages: the optional "pcm?" segment), ~65 µs each on
// this machine, about a tenth of a small page's CPU. The answer depends only on the path and the routes, so each
// matcher remembers its answers per path (up to MAX paths, then it starts afresh) and hands out copies, so that nothing
// a request does to its matches reaches the next one.
//
// The matcher is React Router's own class, reached through its module file (the package exports only its index, but a
// module is one instance per file, so this is the class the router uses). A React Router whose file or class moved
// keeps matching unmemoized: `installed` says so, and route-matching.test.ts fails, so an upgrade notices.
import { routerModules } from "./router-internals";

type Match = { params: Record<string, string | undefined> } & Record<string, unknown>;
interface Matcher {
  match(location: string | { pathname?: string }, allowPartial?: boolean): Match[] | null;
  update(routes: unknown): unknown;
}

const MAX = 500;
const memos = new WeakMap<Matcher, Map<string, Match[] | null>>();

/** A copy of a branch's matches: its objects anew, and their one shared params object anew. */
function copyOf(matches: Match[] | null): Match[] | null {
  if (!matches) return matches;
  const params = { ...matches[0]!.params };
  return matches.map((m) => ({ ...m, params }));
}

/** Teaches a matcher class to remember its answers per path; forgets them when its routes change. */
export function memoizeMatches(proto: Matcher): void {
  const match = proto.match;
  const update = proto.update;
  proto.match = function (this: Matcher, location, allowPartial = false) {
    const path = typeof location === "string" ? location : location.pathname;
    if (path === undefined) return match.call(this, location, allowPartial);
    let memo = memos.get(this);
    if (!memo) memos.set(this, (memo = new Map()));
    const key = `${allowPartial ? "p" : "f"}${path}`;
    let found = memo.get(key);
    if (found === undefined) {
      found = match.call(this, location, allowPartial);
      if (memo.size >= MAX) memo.clear();
      memo.set(key, found);
    }
    return copyOf(found);
  };
  proto.update = function (this: Matcher, routes) {
    memos.delete(this);
    return update.call(this, routes);
  };
}

/**
 * Both of React Router's builds: production (what Node loads) and development (what Vite's dev server and tests load);
 * true when the matcher of at least one was found.
 */
async function install(): Promise<boolean> {
  let done = false;
  for (const mod of (await routerModules("lib/router/matcher.js")) as { V6RegExMatcher?: { prototype: Matcher } }[]) {
    const proto = mod.V6RegExMatcher?.prototype;
    if (typeof proto?.match !== "function" || typeof proto.update !== "function") continue;
    memoizeMatches(proto);
    done = true;
  }
  return done;
}

/** Whether React Router's matcher remembers its answers in this process. */
export const installed = await install();
