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
// module files, the way server/http/pages/route-matching.ts reaches its matcher: a file is one module instance, so these
// are the router's own, checked by identity against what the index exports. A React Router whose files moved renders
// with its own <ServerRouter> (`installed` is false, and server-router.test.ts fails, so an upgrade notices).
//
// Checked: with SERVER_ONCE_CHECK=1 (the browser tests' server) every page is also rendered with React Router's own
// <ServerRouter>, and a page whose markup differs fails (app/entry.server.tsx).
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { createElement, Fragment, Suspense, type ComponentType, type ReactElement } from "react";
import {
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_shouldHydrateRouteLoader as shouldHydrateRouteLoader,
  UNSAFE_SingleFetchRedirectSymbol as SingleFetchRedirectSymbol,
  type EntryContext,
  type RouteObject,
  type StaticHandlerContext,
} from "react-router";

type DataRouter = ReturnType<typeof createStaticRouter>;
type CreateServerRoutes = (routes: EntryContext["manifest"]["routes"], modules: EntryContext["routeModules"], future: EntryContext["future"], spaMode: boolean) => RouteObject[];
type StreamTransferProps = { context: EntryContext; identifier: number; reader: ReadableStreamDefaultReader<Uint8Array>; textDecoder: TextDecoder; nonce?: string };
interface Internals {
  createServerRoutes: CreateServerRoutes;
  StreamTransfer: ComponentType<StreamTransferProps>;
}

/** React Router's createServerRoutes and StreamTransfer, from the build (production or development) its index is. */
async function find(): Promise<Internals | undefined> {
  let index: string;
  try {
    index = createRequire(import.meta.url).resolve("react-router");
  } catch {
    return undefined;
  }
  for (const build of ["production", "development"]) {
    const dir = index.replace(/\/dist\/(production|development)\/index\.(m?js)$/, `/dist/${build}/lib/dom/ssr/`);
    if (dir === index) return undefined;
    const load = (file: string) => import(/* @vite-ignore */ pathToFileURL(dir + file).href).catch(() => ({}) as Record<string, unknown>);
    const [routes, fetch] = await Promise.all([load("routes.js"), load("single-fetch.js")]);
    if (routes.shouldHydrateRouteLoader !== shouldHydrateRouteLoader || fetch.SingleFetchRedirectSymbol !== SingleFetchRedirectSymbol) continue;
    if (typeof routes.createServerRoutes !== "function" || typeof fetch.StreamTransfer !== "function") continue;
    return { createServerRoutes: routes.createServerRoutes as CreateServerRoutes, StreamTransfer: fetch.StreamTransfer as ComponentType<StreamTransferProps> };
  }
  return undefined;
}

const internals = await find();

/** Whether pages render with the route objects built once (React Router's internals were found). */
export const installed = internals !== undefined;

interface Built {
  /**
   * A static router over the component routes (createServerRoutes), made once: its data routes, route manifest, future
   * flags and methods are every page's.
   */
  template: DataRouter;
}

/**
 * Per build, by its manifest: each language's build has its own, and a build's route modules are those its manifest
 * names (React Router gives each page a new object holding them, so that object is no key).
 */
const builds = new WeakMap<EntryContext["manifest"], Built>();

function builtFor(context: EntryContext, create: CreateServerRoutes): Built {
  const done = builds.get(context.manifest);
  if (done) return done;
  const routes = create(context.manifest.routes, context.routeModules, context.future, context.isSpaMode);
  // The state of no request: each page's router answers with its own (routerFor).
  const none = { basename: "/", location: context.staticHandlerContext.location, matches: [], loaderData: {}, actionData: null, errors: null, _match: () => null };
  const template = createStaticRouter(routes, none as unknown as StaticHandlerContext, { future: context.future });
  const built = { template };
  builds.set(context.manifest, built);
  return built;
}

/**
 * The static router of one page: what createStaticRouter would make for `context`, over the data routes made once. Its
 * matches are mapped to those routes as createStaticRouter maps them; everything else is the template's.
 */
function routerFor(template: DataRouter, context: StaticHandlerContext): DataRouter {
  const manifest = template.manifest as Record<string, RouteObject | undefined>;
  const own = <M extends { route: { id?: string } }>(m: M) => ({ ...m, route: manifest[m.route.id!] ?? m.route });
  const matches = context.matches.map(own);
  const match = (context as unknown as { _match: (l: unknown) => { route: { id?: string } }[] | null })._match;
  const base = template.state;
  return Object.create(template, {
    basename: { get: () => context.basename },
    state: {
      get: () => ({
        ...base,
        location: context.location,
        matches,
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
        fetchers: new Map(),
        blockers: new Map(),
      }),
    },
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
 * step for step), with the route objects built once.
 */
export function ServerRouter({ context, url, nonce }: { context: EntryContext; url: string | URL; nonce?: string }): ReactElement {
  if (!internals) throw new Error("ServerRouter: React Router's internals were not found; render React Router's own");
  const { manifest, routeModules, criticalCss, serverHandoffString } = context;
  const { template } = builtFor(context, internals.createServerRoutes);
  // Loader data of routes that hydrate with a fallback is not sent: the browser runs their client loaders.
  const state = context.staticHandlerContext;
  state.loaderData = { ...state.loaderData };
  for (const match of state.matches) {
    const id = match.route.id;
    const module = routeModules[id];
    const route = manifest.routes[id];
    if (module && route && shouldHydrateRouteLoader(id, module.clientLoader, route.hasLoader, context.isSpaMode) && (module.HydrateFallback || !route.hasLoader)) delete state.loaderData[id];
  }
  // React Router's makes `url` a URL and does nothing more with it.
  void url;
  const router = routerFor(template, state);
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
    nonce,
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
    handoff
      ? createElement(Suspense, null, createElement(internals.StreamTransfer, { context, identifier: 0, reader: lazyReader(handoff), textDecoder: new TextDecoder(), nonce }))
      : null,
  );
}
