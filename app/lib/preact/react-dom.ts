// React DOM's API in the browser, served by Preact (decision 048), with React 19's `preload`, which compat lacks.
// @ts-expect-error -- compat's types are written as `export =`; the bundler reads its ES module, whose exports are named.
export * from "preact/compat";
export { default } from "preact/compat";

interface PreloadOptions {
  as: string;
  fetchPriority?: "high" | "low" | "auto";
  imageSrcSet?: string;
  imageSizes?: string;
  type?: string;
  crossOrigin?: string;
}

/** A `<link rel="preload">` in the head, once per resource, as React DOM's `preload` adds it. */
export function preload(href: string, options: PreloadOptions): void {
  if (typeof document === "undefined") return;
  const key = options.imageSrcSet ?? href;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if ((link.getAttribute("imagesrcset") ?? link.getAttribute("href")) === key) return;
  }
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = options.as;
  if (href) link.href = href;
  if (options.imageSrcSet) link.setAttribute("imagesrcset", options.imageSrcSet);
  if (options.imageSizes) link.setAttribute("imagesizes", options.imageSizes);
  if (options.fetchPriority) link.setAttribute("fetchpriority", options.fetchPriority);
  if (options.type) link.type = options.type;
  if (options.crossOrigin !== undefined) link.crossOrigin = options.crossOrigin;
  document.head.appendChild(link);
}
