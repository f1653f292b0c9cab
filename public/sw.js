// Haya's service worker: pages a visitor has seen open again offline; hashed assets and photos come from a local cache.
// Plain JavaScript copied as-is to /sw.js (no build step, no library) so that it stays small and can be read in one go.
// Registered by app/lib/service-worker.ts. Rules:
// - page navigations and React Router's client data requests (*.data, /__manifest): network first, the saved copy
//   of that URL when the network fails, else the offline page (navigations) or a document reload (data requests);
// - /assets/* (content-hashed, immutable) and /media/*@<width>.<format> photo variants (immutable): cache first;
// - anything else (POST and other writes, /api/, other origins, ranges) is left to the browser and never saved.
// Only complete 200 responses from our own origin are saved, never one marked no-store.
//
// Caches are keyed by URL alone, so only pages that are the same for everyone are saved: responses to a signed-in
// person carry `Vary: Cookie` and are never saved (nor are `no-store` ones).

/** Bump when the cache layout or the rules change: `activate` deletes every Haya cache of another version. */
const VERSION = "v2";
const CACHES = {
  pages: `haya-pages-${VERSION}`,
  data: `haya-data-${VERSION}`,
  assets: `haya-assets-${VERSION}`,
  media: `haya-media-${VERSION}`,
};
/** Entries kept per cache, oldest dropped first: phones have little storage, and stale pages are of little use. */
const LIMITS = { pages: 50, data: 80, assets: 120, media: 150 };
const MEDIA_URL = /^\/media\/.+@\d+\.(webp|avif)$/;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set(Object.values(CACHES));
      for (const name of await caches.keys()) {
        if (name.startsWith("haya-") && !keep.has(name)) await caches.delete(name);
      }
      // The page request starts while the worker boots instead of after: no start-up delay on a slow phone.
      await self.registration.navigationPreload?.enable();
      // Take charge of the open tab now, so what the visitor opens next in this visit is saved too.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || request.headers.has("range")) return;
  if (request.mode === "navigate") return event.respondWith(navigate(event, url));
  if (url.pathname.startsWith("/api/")) return;
  if (url.pathname.endsWith(".data") || url.pathname === "/__manifest") return event.respondWith(routerData(event, url));
  if (url.pathname.startsWith("/assets/")) return event.respondWith(cacheFirst(event, "assets"));
  if (MEDIA_URL.test(url.pathname)) return event.respondWith(cacheFirst(event, "media"));
});

// The page shown before this worker took charge (the first visit) was not seen by it; the page sends its own URL and
// the files it loaded. They are fetched again through the HTTP cache (a 304 or no request at all), not re-downloaded.
self.addEventListener("message", (event) => {
  if (event.data?.type !== "seen") return;
  const { page, resources } = event.data;
  event.waitUntil(
    (async () => {
      if (typeof page === "string") await savePage(page).catch(() => {});
      for (const href of Array.isArray(resources) ? resources : []) {
        const url = new URL(href, self.location.origin);
        if (url.origin !== self.location.origin) continue;
        const name = url.pathname.startsWith("/assets/") ? "assets" : MEDIA_URL.test(url.pathname) ? "media" : undefined;
        if (!name || (await match(name, url.href))) continue;
        const response = await fetch(url).catch(() => undefined);
        if (response && savable(url, response)) await save(name, url.href, response);
      }
    })(),
  );
});

async function navigate(event, url) {
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    // A proxy in front of a stopped server answers 502–504: the saved copy is more use than that error page.
    if (response.status >= 502 && response.status <= 504) return (await match("pages", url.href)) || response;
    // Only pages: a photo or robots.txt opened in a tab is not one to list as "pages you can open offline".
    const html = /^text\/html/.test(response.headers.get("Content-Type") ?? "");
    if (html && savable(url, response)) event.waitUntil(savePageResponse(url.href, response.clone()));
    return response;
  } catch {
    return (await match("pages", url.href)) || offlinePage(url);
  }
}

async function routerData(event, url) {
  try {
    const response = await fetch(event.request);
    if (savable(url, response)) event.waitUntil(save("data", url.href, response.clone()));
    return response;
  } catch {
    return (await match("data", url.href)) || reloadDocument(url);
  }
}

async function cacheFirst(event, name) {
  const url = new URL(event.request.url);
  const cached = await match(name, url.href);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (savable(url, response)) event.waitUntil(save(name, url.href, response.clone()));
  return response;
}

/**
 * Nothing saved for a client-side navigation: ask React Router to load the URL as a full document instead, which
 * `navigate` answers with the saved page or the offline page. A 204 with these headers is React Router's own
 * "redirect, reloading the document" answer to a single-fetch request (and "reload" to a /__manifest request).
 */
function reloadDocument(url) {
  const headers = { "X-Remix-Reload-Document": "true", "X-Remix-Status": "302" };
  if (url.pathname.endsWith(".data")) headers["X-Remix-Redirect"] = pageOfData(url);
  return new Response(null, { status: 204, headers });
}

/** "/item/1.data?_routes=…" → "/item/1"; "/_root.data" → "/"; "/x/_.data" → "/x/" (React Router's single-fetch URLs). */
function pageOfData(url) {
  const page = new URL(url);
  page.searchParams.delete("_routes");
  if (page.pathname === "/_root.data") page.pathname = "/";
  else if (page.pathname.endsWith("/_.data")) page.pathname = page.pathname.slice(0, -"_.data".length);
  else page.pathname = page.pathname.slice(0, -".data".length);
  return page.pathname + page.search;
}

function savable(url, response) {
  return (
    response.status === 200 &&
    response.type === "basic" &&
    !response.redirected &&
    !url.pathname.startsWith("/api/") &&
    !/no-store/i.test(response.headers.get("Cache-Control") ?? "") &&
    // Pages for a signed-in person vary by cookie (server/http/middleware/session.ts): never kept, so a shared phone shows
    // nobody's name or data offline after they sign out.
    !/cookie/i.test(response.headers.get("Vary") ?? "")
  );
}

async function match(name, href) {
  const cache = await caches.open(CACHES[name]);
  // Keyed by URL only (see the note at the top): ignore Vary (Accept-Encoding) on the saved request.
  return cache.match(href, { ignoreVary: true });
}

async function save(name, href, response) {
  const cache = await caches.open(CACHES[name]);
  await cache.put(href, response);
  // put() moves a URL saved again to the end, so the oldest-seen entries go first.
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - LIMITS[name]))) await cache.delete(old);
}

async function savePage(href) {
  const url = new URL(href);
  url.hash = "";
  const response = await fetch(url, { headers: { Accept: "text/html" } });
  if (savable(url, response) && /text\/html/.test(response.headers.get("Content-Type") ?? "")) await savePageResponse(url.href, response);
}

/** Pages are saved with their title in a header, so the offline page can list them without reading each body. */
async function savePageResponse(href, response) {
  const html = await response.text();
  const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replace(/ \| Haya$/, "");
  const headers = { "Content-Type": "text/html; charset=utf-8", "X-Haya-Title": encodeURIComponent(title) };
  await save("pages", href, new Response(html, { headers }));
}

/** The offline page's words, in the language of the page asked for (/pcm/…: Nigerian Pidgin; decision 038). */
const OFFLINE_WORDS = {
  en: {
    title: "You're offline",
    text: "This page isn't saved on your phone yet, and Haya can't be reached right now. Check your mobile data or Wi-Fi, then try again.",
    retry: "Try again",
    saved: "Pages you can open offline",
    home: "Go to the Haya home page",
    homeHref: "/",
  },
  pcm: {
    title: "Network no dey",
    text: "Dis page never save for your phone, and Haya no fit connect now. Check your data or Wi-Fi, then try again.",
    retry: "Try again",
    saved: "Pages wey you fit open without network",
    home: "Go to Haya front page",
    homeHref: "/pcm",
  },
};

async function offlinePage(url) {
  const lang = /^\/pcm(\/|$)/.test(url.pathname) ? "pcm" : "en";
  const words = OFFLINE_WORDS[lang];
  const cache = await caches.open(CACHES.pages);
  const items = [];
  for (const request of (await cache.keys()).reverse()) {
    const saved = await cache.match(request);
    const page = new URL(request.url);
    const title = decodeURIComponent(saved?.headers.get("X-Haya-Title") ?? "") || page.pathname;
    items.push(`<li><a href="${escapeHtml(sameSiteHref(page))}">${escapeHtml(title)}</a></li>`);
  }
  const seen = items.length
    ? `<h2>${words.saved}</h2><ul>${items.join("")}</ul>`
    : `<p><a href="${words.homeHref}">${words.home}</a></p>`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#065f46"><title>${words.title} | Haya</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:36rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.75rem;margin:0 0 .5rem}h2{font-size:1.1rem;margin-top:2rem}
a{color:#065f46}ul{padding-left:1.25rem}li{margin:.5rem 0}.retry{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;
border-radius:.5rem;background:#065f46;color:#fff;font-weight:600;text-decoration:none}</style></head>
<body><main><p><strong style="color:#065f46;font-size:1.5rem">Haya</strong></p><h1>${words.title}</h1>
<p>${words.text}</p>
<a class="retry" href="${escapeHtml(sameSiteHref(url))}">${words.retry}</a>${seen}</main></body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

/** A link on this site: a path such as //evil.example/x would otherwise be read as another host. */
function sameSiteHref(url) {
  return url.pathname.replace(/^\/+/, "/") + url.search;
}

function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e) => {
    const named = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[e.toLowerCase()];
    if (named) return named;
    return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}
