// React Router's <ServerRouter>, with the page's route objects built once per build instead of once per page.
//
// React Router's own builds them again for every page it renders: the ~150 routes of app/routes.ts (twice the pages,
// with the optional "pcm?" segment) become component routes (createServerRoutes), and those become the static router's
// data routes (createStaticRouter), ~0.07 ms of every page on this machine and garbage for the collector: about 4 % of
// /login's CPU (docs/performance.md). Both depend only on the build (its manifest, route modules and future flags), so
// here they are built once per build; each page gets a router of its own that reads its request's state, as React
// Router's static router does. Issue 39 asks for no work per request that could be done once per process.
//
// React Router does not export createServerRoutes or StreamTransfer from its index, so they are reached through their
// module files (server/http/pages/router-internals.ts), checked by identity against what the index exports. A React
// Router whose files moved renders with its own <ServerRouter> (`installed` is false, and server-router.test.ts fails,
// so an upgrade notices).
//
// Checked: with SERVER_ONCE_CHECK=1 (the browser tests' server), as the parts rendered once are, every page is also
// rendered with React Router's own <ServerRouter>, and a page whose markup differs fails (renderPage).
import { createElement, Fragment, Suspense, type ComponentType, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticRouter,
  ServerRouter as RouterServerRouter,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_shouldHydrateRouteLoader as shouldHydrateRouteLoader,
  UNSAFE_SingleFetchRedirectSymbol as SingleFetchRedirectSymbol,
  type EntryContext,
  type RouteObject,
  type StaticHandlerContext,
} from "react-router";
import { routerModules } from "../../server/http/pages/router-internals";
import { checking, spliced, splicedText, type Spliced } from "./server-once.server";

type DataRouter = ReturnType<typeof createStaticRouter>;
type CreateServerRoutes = (routes: EntryContext["manifest"]["routes"], modules: EntryContext["routeModules"], future: EntryContext["future"], spaMode: boolean) => RouteObject[];
type StreamTransferProps = { context: EntryContext; identifier: number; reader: ReadableStreamDefaultReader<Uint8Array>; textDecoder: TextDecoder; nonce?: string };
interface Internals {
  createServerRoutes: CreateServerRoutes;
  StreamTransfer: ComponentType<StreamTransferProps>;
}

/** React Router's createServerRoutes and StreamTransfer, from the build (production or development) its index is. */
async function find(): Promise<Internals | undefined> {
  const [routes, fetches] = await Promise.all([routerModules("lib/dom/ssr/routes.js"), routerModules("lib/dom/ssr/single-fetch.js")]);
  for (const [i, r] of routes.entries()) {
    const f = fetches[i]!;
    if (r.shouldHydrateRouteLoader !== shouldHydrateRouteLoader || f.SingleFetchRedirectSymbol !== SingleFetchRedirectSymbol) continue;
    if (typeof r.createServerRoutes !== "function" || typeof f.StreamTransfer !== "function") continue;
    return { createServerRoutes: r.createServerRoutes as CreateServerRoutes, StreamTransfer: f.StreamTransfer as ComponentType<StreamTransferProps> };
  }
  return undefined;
}

const internals = await find();

/** Whether pages render with the route objects built once (React Router's internals were found). */
export const installed = internals !== undefined;

/**
 * A static router over the component routes (createServerRoutes), made once per build: its data routes, route manifest,
 * future flags and methods are every page's, and so is its state but for the request's own part (`idle`).
 */
interface Template {
  router: DataRouter;
  idle: DataRouter["state"];
}

/**
 * Per build, by its manifest: each language's build has its own, and a build's route modules are those its manifest
 * names (React Router gives each page a new object holding them, so that object is no key).
 */
const templates = new WeakMap<EntryContext["manifest"], Template>();

function templateFor(context: EntryContext, { createServerRoutes }: Internals): Template {
  let done = templates.get(context.manifest);
  if (!done) {
    const routes = createServerRoutes(context.manifest.routes, context.routeModules, context.future, context.isSpaMode);
    // The state of no request: each page's router answers with its own (routerFor).
    const none = { basename: "/", location: context.staticHandlerContext.location, matches: [], loaderData: {}, actionData: null, errors: null, _match: () => null };
    const router = createStaticRouter(routes, none as unknown as StaticHandlerContext, { future: context.future });
    templates.set(context.manifest, (done = { router, idle: router.state }));
  }
  return done;
}

/**
 * The static router of one page: what createStaticRouter would make for `context`, over the data routes made once. Its
 * matches are mapped to those routes as createStaticRouter maps them; everything else is the template's.
 */
function routerFor({ router: template, idle }: Template, context: StaticHandlerContext): DataRouter {
  const manifest = template.manifest as Record<string, RouteObject | undefined>;
  const own = <M extends { route: { id?: string } }>(m: M) => ({ ...m, route: manifest[m.route.id!] ?? m.route });
  const matches = context.matches.map(own);
  const match = (context as unknown as { _match: (l: unknown) => { route: { id?: string } }[] | null })._match;
  const { location, loaderData, actionData, errors } = context;
  return Object.create(template, {
    basename: { get: () => context.basename },
    // A state object of its own each time it is read, as React Router's static router gives.
    state: { get: () => ({ ...idle, location, matches, loaderData, actionData, errors, fetchers: new Map(), blockers: new Map() }) },
    match: { value: (location: unknown) => match(location)?.map(own) ?? null },
  }) as DataRouter;
}

/**
 * The hydration data's reader, taken from its stream only if it is read: app/entry.server.tsx reads the stream first
 * and hands StreamTransfer what it read, so the stream stays unlocked for React Router's own render (the check).
 */
function lazyReader(stream: ReadableStream<Uint8Array>): ReadableStreamDefaultReader<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return { read: () => (reader ??= stream.getReader()).read() } as ReadableStreamDefaultReader<Uint8Array>;
}

/**
 * The page, as React Router's <ServerRouter> renders it (react-router's lib/dom/ssr/server.tsx, which this follows
 * step for step, leaving out its `url`, which it parses and never reads, and its `nonce`, which Haya's pages do not use:
 * their scripts are allowed by hash), with the route objects built once.
 */
function ServerRouter({ context, internals }: { context: EntryContext; internals: Internals }): ReactElement {
  const { manifest, routeModules, criticalCss, serverHandoffString } = context;
  // Loader data of routes that hydrate with a fallback is not sent: the browser runs their client loaders.
  const state = context.staticHandlerContext;
  state.loaderData = { ...state.loaderData };
  for (const match of state.matches) {
    const id = match.route.id;
    const module = routeModules[id];
    const route = manifest.routes[id];
    if (module && route && shouldHydrateRouteLoader(id, module.clientLoader, route.hasLoader, context.isSpaMode) && (module.HydrateFallback || !route.hasLoader)) delete state.loaderData[id];
  }
  const router = routerFor(templateFor(context, internals), state);
  const handoff = context.serverHandoffStream;
  const framework = {
    manifest,
    routeModules,
    criticalCss,
    serverHandoffString,
    future: context.future,
    ssr: context.ssr,
    isSpaMode: context.isSpaMode,
    routeDiscovery: context.routeDiscovery,
    serializeError: context.serializeError,
    renderMeta: context.renderMeta,
  };
  return createElement(
    Fragment,
    null,
    createElement(
      FrameworkContext.Provider,
      { value: framework },
      createElement(RemixErrorBoundary, { location: router.state.location }, createElement(StaticRouterProvider, { router, context: state, hydrate: false })),
    ),
    handoff ? createElement(Suspense, null, createElement(internals.StreamTransfer, { context, identifier: 0, reader: lazyReader(handoff), textDecoder: new TextDecoder() })) : null,
  );
}

/**
 * The page's markup, its kept parts spliced (server-once.server.tsx): with the route objects built once when React
 * Router's internals were found, else with its own <ServerRouter>. Checked (SERVER_ONCE_CHECK=1), it is also rendered
 * React Router's way and unspliced, and a page that differs fails with both.
 */
export function renderPage(context: EntryContext, url: string): Spliced {
  const theirs = () => renderToString(createElement(RouterServerRouter, { context, url }));
  if (!internals) return spliced(theirs);
  const page = spliced(() => renderToString(createElement(ServerRouter, { context, internals })));
  if (checking) {
    const [html, other] = [splicedText(page), theirs()];
    if (other !== html) throw new Error(`ServerRouter: the page at ${url} differs from React Router's own render:\n${html}\n---\n${other}`);
  }
  return page;
}
