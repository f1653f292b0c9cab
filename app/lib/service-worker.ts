// Registers the offline service worker (public/sw.js, served at /sw.js): seen pages open again without a connection.

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  // The document's own URL, before any client-side navigation changes location.
  const page = location.href;
  const firstVisit = !navigator.serviceWorker.controller;
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // On the first visit this page and its files loaded before the worker existed: tell it what they were, so
        // it keeps them too (it re-reads them from the browser's HTTP cache, not over the network).
        if (!firstVisit) return;
        const resources = performance.getEntriesByType("resource").map((e) => e.name);
        registration.active?.postMessage({ type: "seen", page, resources });
      })
      // No worker (private browsing, storage full, old browser): the site works as it does without one.
      .catch(() => {});
  };
  // After load: the worker's download and start-up never compete with the first view on a slow connection.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
