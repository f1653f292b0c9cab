// The HTTP app: API, photos, static assets and server-rendered pages in one Hono application.
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import fs from "node:fs";
import type { RequestHandler, ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { AVATAR_MAX_BYTES } from "../../core/avatar";
import { formatNaira } from "../../core/money";
import { BASE_LOCALE, isLocale, LOCALES, localeOfPath, localizePath, type Locale } from "../../core/locales";
import { tileOrigin, type MapTiles } from "../../core/map-tiles";
import { LISTING_LIMITS, PAGE_PHOTOS_MAX_BYTES } from "../../core/listing-limits";
import type { MediaService, PhotoFormat } from "../features/media/media.service";
import type { Services } from "../services";
import { routerContext } from "./page-context";
import "./pages/route-matching";
import { CERTIFICATE_MAX_BYTES } from "../features/admin/admin-queues.schema";
import { SELFIE_MAX_BYTES } from "../features/identity/identity.schema";
import { bodyLimits } from "./middleware/body-limit";
import { keepSiteShell } from "./pages/error-pages";
import { uploadGate } from "./middleware/upload-gate";
import { WorkAbortedError } from "../features/media/limit";
import { compressDynamic } from "./middleware/compress";
import { clientIp, requestOrigin } from "./middleware/client";
import { csrfGuard } from "./middleware/csrf";
import { badBytesGuard, MULTI_LINE_FIELDS } from "./middleware/bad-bytes";
import { guardFormActions } from "./middleware/bad-bytes-forms";
import { guardDatabaseFaults, isDatabaseUnavailable, RETRY_AFTER_SECONDS, unavailableAnswer } from "./middleware/database-faults";
import { pageCache } from "./pages/page-cache";
import { buildFor, buildLocaleOf, type ClientAssets } from "./pages/page-builds";
import { languageSwitch, pageLocale } from "./i18n/locale";
import { requestLocale } from "./i18n/request-locale";
import { apiLocale, messagesFollowRequest } from "./i18n/messages-locale";
import { securityHeaders } from "./middleware/security-headers";
import { sessionReader } from "./middleware/session";
import type { SessionVars } from "./middleware/session-vars";
import { apiV1 } from "./api/v1";
import { operatorOnly } from "./api/admin";
import { apiDocsPage } from "./api-docs/page";
import { calendarFeed } from "./calendar-feed";
import { tokenScopes } from "./api/token-scopes";
import type { Log } from "../logger";
import { countDatabaseFault } from "../metrics";
import { accessLog, type RouteVars } from "./middleware/access-log";
import { pageRoutePatterns } from "./pages/route-patterns";
import { timePageData } from "./pages/page-data-timing";
import { metricsEndpoint } from "./metrics-endpoint";
import { visitorCartCookie, visitorCartOf } from "../features/cart/visitor-cart";
import { m } from "../../core/paraglide/messages";

export interface AppDeps {
  services: Services;
  media: MediaService;
  log: Log;
  /** Production: the built server bundle. Development: a loader that asks Vite for it on each request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /**
   * Production: the manifest of each language's browser build (page-builds.ts, decision 044), whose messages speak that
   * language alone; a language without one (development, tests) gets the build's own.
   */
  clientAssets?: Partial<Record<Locale, ClientAssets>>;
  mode: "production" | "development" | "test";
  clientDir?: string;
  /** Seconds a page rendered for a visitor without cookies is reused (server/http/pages/page-cache.ts); 0 = off. */
  pageCacheSeconds?: number;
  /** PUBLIC_URL: a second origin forms may post from (a proxy in front with another Host). Links use services.siteUrl. */
  publicUrl?: string | undefined;
  /** TRUST_PROXY: client IP and scheme come from X-Forwarded-For / -Proto. */
  trustProxy?: boolean;
  /** Serve the /dev/outbox pages (DEV_OUTBOX). */
  devOutbox?: boolean;
  /** Serve the developer tools that change data (/dev/sweep); never in production. */
  devTools?: boolean;
  /** Uploads (photos, profile photos) admitted at once per process; past it, 503 with Retry-After (default 4). */
  uploadsAtOnce?: number;
  /** True once the process has been told to stop (SIGTERM): /readyz says so, and kept-alive connections are closed. */
  draining?: () => boolean;
  /** METRICS_TOKEN: GET /metrics answers with this bearer token only; unset: no /metrics (404). */
  metricsToken?: string | undefined;
  /** MAP_TILE_URL and its credit: the results map's tiles (pages may then load images from that origin). */
  mapTiles?: MapTiles | undefined;
}

const MEDIA_URL = /^\/media\/(.+)@(\d+)\.(webp|avif)$/;
const YEAR = 31_536_000;

export function createApp(deps: AppDeps) {
  const app = new Hono<{ Variables: SessionVars & RouteVars }>();
  // Messages (domain errors, validation) are in the language of the request being answered (messages-locale.ts).
  messagesFollowRequest();

  app.use("*", accessLog(deps.log));
  // The API answers in the language its Accept-Language prefers (English by default): its error messages are Pidgin for
  // pcm, from the first refusal at the edge (another website's write, a body too large, bad bytes) to the handlers'.
  app.use("/api/*", apiLocale());

  // For load balancers, before anything else: /healthz is the process (no database), /readyz whether it should be sent
  // requests (the database answers and is migrated, and the process is not shutting down).
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));
  if (deps.metricsToken) app.get("/metrics", metricsEndpoint(deps.metricsToken));
  app.get("/readyz", async (c) => {
    const draining = deps.draining?.() ?? false;
    const ready = !draining && (await deps.services.ready());
    const status = ready ? "ready" : draining ? "stopping" : "database unavailable";
    return c.json({ status }, ready ? 200 : 503, ready ? { "Cache-Control": "no-store" } : { "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_SECONDS) });
  });
  // While the process drains, each answer closes its connection: the client's next request opens one to another process.
  app.use("*", async (c, next) => {
    await next();
    if (deps.draining?.()) c.header("Connection", "close");
  });

  // Where photos are sent from (each page also in Pidgin, under /pcm): the profile photo on /account, listing photos through the API and from two pages, and a
  // booking's condition photos through the API and from the booking page.
  const UPLOADS = {
    avatar: /^(?:\/pcm)?\/account\/?(?:_?\.data)?$/,
    apiPhoto: /^\/api\/v1\/(?:listings|bookings)\/\d+\/photos\/?$/,
    pagePhotos: /^(?:\/pcm)?\/(?:list-item\/\d+\/photos|my-rentals\/listings\/\d+)\/?(?:_?\.data)?$/,
    bookingPage: /^(?:\/pcm)?\/bookings\/\d+\/?(?:_?\.data)?$/,
    /** A conversation page's Send: the message and up to four photos. */
    messagePage: /^(?:\/pcm)?\/messages\/\d+\/?(?:_?\.data)?$/,
    /** A deposit claim or its answer through the API: several photos at once, like a listing page's post. */
    apiClaim: /^\/api\/v1\/bookings\/\d+\/claims(?:\/answer)?\/?$/,
    /** /business's verification request: the CAC certificate (one PDF or image of up to 5 MB). */
    businessPage: /^(?:\/pcm)?\/business\/?(?:_?\.data)?$/,
    /** The same request through the API. */
    apiBusiness: /^\/api\/v1\/me\/business\/verification\/?$/,
    /** /account/identity's check, and the same through the API: a selfie of up to 8 MB. */
    identityPage: /^(?:\/pcm)?\/account\/identity\/?(?:_?\.data)?$/,
    apiIdentity: /^\/api\/v1\/me\/identity\/?$/,
  };
  // Content-Security-Policy, framing, sniffing, referrer and cross-origin protections on every response; the camera
  // only on the pages where photos are taken, the location only on browse ('Near me').
  app.use("*", securityHeaders({ camera: [UPLOADS.avatar, UPLOADS.pagePhotos, UPLOADS.bookingPage, UPLOADS.messagePage], geolocation: [/^(?:\/pcm)?\/browse(\.data)?$/] }, { imageOrigins: deps.mapTiles ? [tileOrigin(deps.mapTiles.url)] : [] }));
  // Forms and JSON are small; the profile photo upload on /account (a page post, or React Router's .data) is 5 MB. Listing
  // photos are 15 MB each: the API and scripts send one at a time, a page post without JavaScript up to 4 big ones at once.
  // A condition photo through the API is one of 15 MB; the booking page and a claim through the API take up to 60 MB in
  // all (a claim's photos; the services still refuse any one photo over 15 MB).
  app.use(
    "*",
    bodyLimits({
      formMax: 64 * 1024,
      uploads: [
        { path: UPLOADS.avatar, maxSize: AVATAR_MAX_BYTES + 512 * 1024, tooLarge: (path) => localizePath("/account?avatar=too-large#avatar", localeOfPath(path)) },
        { path: UPLOADS.apiPhoto, maxSize: LISTING_LIMITS.photoMaxBytes + 512 * 1024, tooLarge: "" },
        // The booking page takes a condition photo (one) or a deposit claim's photos (several): as much as a listing page.
        { path: UPLOADS.bookingPage, maxSize: PAGE_PHOTOS_MAX_BYTES, tooLarge: (path) => `${path.replace(/\/?_?\.data$/, "")}?photo=too-large#photos` },
        { path: UPLOADS.apiClaim, maxSize: PAGE_PHOTOS_MAX_BYTES, tooLarge: "" },
        { path: UPLOADS.businessPage, maxSize: CERTIFICATE_MAX_BYTES + 512 * 1024, tooLarge: (path) => localizePath("/business?certificate=too-large#status", localeOfPath(path)) },
        { path: UPLOADS.apiBusiness, maxSize: CERTIFICATE_MAX_BYTES + 512 * 1024, tooLarge: "" },
        // An identity check's selfie (8 MB); the service says which field is wrong for anything up to the limit.
        { path: UPLOADS.identityPage, maxSize: SELFIE_MAX_BYTES + 512 * 1024, tooLarge: (path) => localizePath("/account/identity?selfie=too-large#verify", localeOfPath(path)) },
        { path: UPLOADS.apiIdentity, maxSize: SELFIE_MAX_BYTES + 512 * 1024, tooLarge: "" },
        // A message's photos (four of up to 15 MB): as much as a listing page.
        { path: UPLOADS.messagePage, maxSize: PAGE_PHOTOS_MAX_BYTES, tooLarge: (path) => `${path.replace(/\/?_?\.data$/, "")}?photos=too-large#send` },
        {
          path: UPLOADS.pagePhotos,
          maxSize: PAGE_PHOTOS_MAX_BYTES,
          tooLarge: (path) => `${path.replace(/\/?_?\.data$/, "")}?photos=too-large#photos`,
        },
      ],
    }),
  );
  // At most this many uploads hold their bodies at once (two are decoded at a time, the rest wait their turn).
  app.use("*", uploadGate({ paths: Object.values(UPLOADS), max: deps.uploadsAtOnce ?? 4 }));

  // Assets are precompressed at build time; pages and JSON get an ETag and are compressed here.
  const compress = compressDynamic();
  app.use("*", async (c, next) => {
    if (c.req.path.startsWith("/assets/") || c.req.path.startsWith("/media/")) return next();
    return compress(c, next);
  });

  // Forged cross-site writes stop here; then the session cookie, if any, is read once for what follows.
  const originOf = (url: string, headers: Headers) => requestOrigin(url, headers, deps.trustProxy ?? false);
  app.use("*", csrfGuard({ trusted: deps.publicUrl, requestOrigin: originOf }));
  const metaOf = (c: Context) => ({ ip: clientIp(c, deps.trustProxy ?? false), headers: c.req.raw.headers });
  const reader = sessionReader(deps.services, metaOf);
  // The API also takes personal API tokens, each held to its scopes (api/token-scopes.ts) before any handler runs.
  app.use("/api/*", sessionReader(deps.services, metaOf, { tokens: true }));
  // The operators' API answers everyone else as an unknown path does, before anything reads or judges the body (an API
  // token, never an operator's, is refused by its scopes next, as on an unknown path).
  app.use("/api/v1/admin/*", (c, next) => (c.get("apiToken") ? next() : operatorOnly(c as unknown as Parameters<typeof operatorOnly>[0], next)));
  app.use("/api/v1/*", tokenScopes());
  // Control characters and broken encodings in a path, query or API body are a 400 here, never a 500 further in. A
  // provider's signed webhook is its own text: newlines may be anywhere in it. Page forms: guardFormActions, below.
  const WEBHOOKS = "/api/v1/payments/webhooks/";
  app.use("*", badBytesGuard({ multiLine: (path, field) => path.startsWith(WEBHOOKS) || MULTI_LINE_FIELDS.has(field) }));

  app.route("/api/v1", apiV1(deps.services));
  // The API's reference, a page made from the same document as /api/v1/openapi.json.
  app.get("/api/docs", apiDocsPage());

  // A listing's secret iCal feed: a plain GET for other platforms' importers, no session involved.
  app.get("/calendar/:file", calendarFeed(deps.services));

  // A listing's share card (Open Graph, features/media/share-card.ts): its photo, title, price and place as one picture,
  // so that a link on WhatsApp previews like an advert. Published listings only; an hour in caches (a changed price or
  // title is another card, made when next asked for).
  app.get("/item/:id/share.jpg", async (c) => {
    const id = /^\d{1,15}$/.test(c.req.param("id")) ? Number(c.req.param("id")) : NaN;
    const l = Number.isSafeInteger(id) && deps.media.shareCard ? await deps.services.catalogue.getPublished(id) : undefined;
    if (!l || !deps.media.shareCard) return c.text("Not found", 404);
    const card = await deps.media.shareCard(l.photos[0]?.key, { title: l.title, price: `${formatNaira(l.pricePerDayKobo)} / day`, place: `${l.city}, ${l.state}` });
    return c.body(new Uint8Array(card.body), 200, { "Content-Type": card.contentType, "Cache-Control": "public, max-age=3600" });
  });

  app.get("/media/*", async (c) => {
    const m = MEDIA_URL.exec(c.req.path);
    if (!m) return c.text("Not found", 404);
    const variant = await deps.media.getVariant(m[1]!, Number(m[2]), m[3] as PhotoFormat);
    if (!variant) return c.text("Not found", 404);
    return c.body(new Uint8Array(variant.body), 200, {
      "Content-Type": variant.contentType,
      "Cache-Control": `public, max-age=${YEAR}, immutable`,
    });
  });

  if (deps.clientDir) {
    app.use(
      "/assets/*",
      serveStatic({
        root: deps.clientDir,
        precompressed: true,
        onFound: (_p, c) => c.header("Cache-Control", `public, max-age=${YEAR}, immutable`),
      }),
    );
    // Top-level public files (favicon, robots.txt, …) are listed once, so that pages cost no file-system lookups.
    const rootFiles = new Set(
      fs.readdirSync(deps.clientDir, { withFileTypes: true }).filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name)).map((e) => `/${e.name}`),
    );
    const servePublic = serveStatic({
      root: deps.clientDir,
      precompressed: true,
      // Browsers check /sw.js for updates as pages open: revalidated each time (a 304 thanks to the ETag that
      // compressDynamic adds, since it is not precompressed), so a fixed worker reaches phones on their next visit.
      onFound: (_p, c) => c.header("Cache-Control", c.req.path === "/sw.js" ? "no-cache" : "public, max-age=3600"),
    });
    app.use("*", (c, next) => (rootFiles.has(c.req.path) ? servePublic(c, next) : next()));
  }

  const build = deps.build;
  // Page forms are checked for bad bytes first; then a database fault in a loader or action is a 503, not a 500; each
  // loader and action is timed as the page's data (/metrics).
  const guard = (b: ServerBuild) => guardFormActions(guardDatabaseFaults(timePageData(b)));
  // One handler per language: the same server build, naming the modules of that language's browser build.
  const clientAssets = deps.clientAssets ?? {};
  const handlers = Object.fromEntries(
    LOCALES.map((locale) => [locale, createRequestHandler(typeof build === "function" ? () => build().then(guard) : guard(buildFor(build, clientAssets, locale)), deps.mode)]),
  ) as Record<Locale, RequestHandler>;
  const handle: RequestHandler = (request, context) =>
    handlers[typeof build === "function" ? BASE_LOCALE : buildLocaleOf(new URL(request.url), build, clientAssets)](request, context);
  // The site's layout for the pages answered before React Router is reached (error-pages.ts): rendered once, now, as a
  // visitor's 404 page (no database needed). Without pages (API tests) they keep their plain frame.
  // One per language: the Pidgin 404 page, rendered in Pidgin (request-locale.ts), is the Pidgin error pages' frame.
  for (const locale of LOCALES)
    void Promise.resolve()
      .then(() => {
        const url = `${deps.services.siteUrl}${locale === BASE_LOCALE ? "" : `/${locale}`}/__site-shell`;
        const context = { services: deps.services, log: () => {}, siteUrl: deps.services.siteUrl, session: null, meta: { ip: "127.0.0.1", headers: new Headers() }, devOutbox: false, devTools: false };
        return requestLocale.run(locale, () => handle(new Request(url), routerContext(context)));
      })
      .then((res) => res.text())
      .then((html) => keepSiteShell(html, locale) || deps.log("warn", `the error pages (${locale}) keep their plain frame: the 404 page did not have the expected layout`))
      .catch(() => {});
  const pageRoute = typeof build === "function" ? () => undefined : pageRoutePatterns(build);
  const namePage: MiddlewareHandler<{ Variables: RouteVars }> = (c, next) => {
    c.set("route", pageRoute(c.req.path) ?? "(page)");
    return next();
  };
  // A visitor's cart (a signed cookie, features/cart/visitor-cart.ts) joins their account's on the first page they open
  // signed in (the one sign-in leads to), and the cookie goes. A merge that fails keeps the cookie for the next page.
  const mergeVisitorCart: MiddlewareHandler<{ Variables: SessionVars }> = async (c, next) => {
    const session = c.get("session");
    const kept = session ? visitorCartOf(c.req.header("cookie")) : undefined;
    if (!session || kept === undefined) return next();
    const merged = await deps.services.cart.mergeVisitor(session.user.id, kept).then(
      () => true,
      (e: unknown) => (deps.log("warn", "a visitor's cart was not merged", { error: String(e) }), false),
    );
    await next();
    if (merged) c.res.headers.append("Set-Cookie", visitorCartCookie("", deps.services.siteUrl));
  };
  // The header's language switch (a plain link: it works without JavaScript).
  // Signed in, the choice is also the person's: their texts and e-mails are written in it.
  const rememberLanguage: MiddlewareHandler<{ Variables: SessionVars }> = async (c, next) => {
    const session = c.get("session");
    const locale = c.req.param("locale");
    if (session && isLocale(locale)) await deps.services.accounts.setLanguage(session.user.id, locale).catch((e: unknown) => deps.log("warn", "the language was not saved", { error: String(e) }));
    return next();
  };
  app.get("/language/:locale", reader, rememberLanguage, languageSwitch({ secure: deps.services.siteUrl.startsWith("https:") }));
  app.all("*", namePage, reader, mergeVisitorCart, pageLocale(), pageCache({ ttlMs: (deps.pageCacheSeconds ?? 0) * 1000 }), async (c) => {
    const res = await handle(c.req.raw, routerContext({ services: deps.services, log: deps.log, siteUrl: deps.services.siteUrl, session: c.get("session"), meta: c.get("meta"), devOutbox: deps.devOutbox ?? false, devTools: deps.devTools ?? false, mapTiles: deps.mapTiles ?? null }));
    // A page differs for a phone saving data (smaller photos, no prefetching: app/lib/data-saver.tsx).
    if (/^text\/(html|x-script)/.test(res.headers.get("Content-Type") ?? "")) res.headers.append("Vary", "Save-Data");
    if (res.status === 503 && !res.headers.has("Retry-After")) {
      res.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
      res.headers.set("Cache-Control", "no-store");
    }
    return res;
  });

  app.onError((err, c) => {
    // An upload whose phone went away while it waited for the image queue: nobody reads this answer.
    if (err instanceof WorkAbortedError) {
      deps.log("info", "upload dropped: the client went away", { path: c.req.path });
      return c.body(null, 503);
    }
    // The database cannot answer right now (timeouts, no connection): try again in a few seconds.
    if (isDatabaseUnavailable(err)) {
      deps.log("warn", "database unavailable", { path: c.req.path, error: String(err), cause: err.cause instanceof Error ? err.cause.message : undefined });
      countDatabaseFault(err);
      return unavailableAnswer(c);
    }
    const cause = err.cause instanceof Error ? err.cause.message : err.cause === undefined ? undefined : String(err.cause);
    deps.log("error", "unhandled error", { path: c.req.path, error: String(err), cause, stack: err.stack });
    if (c.req.path.startsWith("/api/")) return c.json({ error: "server_error", message: m.err_server_error() }, 500);
    return c.text(m.err_server_error_retry({}, { locale: localeOfPath(c.req.path) }), 500);
  });
  return app;
}
