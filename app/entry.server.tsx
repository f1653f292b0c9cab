// Server rendering: the whole page is rendered into one buffer before it is sent.
// Haya's loaders return complete data (nothing is deferred), so streaming would only add stream
// plumbing per request; one buffer is cheaper to send and lets server/http/compress.ts hash and
// compress it in one call. (renderToString is not an option: React Router's hydration data is
// streamed through a Suspense boundary that only a streaming render fills.)
import { Writable } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { pagePolicy } from "../server/http/security-headers";
import { requestLocale } from "../server/http/request-locale";
import { readRequestLocaleFrom } from "~/lib/i18n";

// Messages rendered on the server are in the language of the request being answered (server/http/locale.ts sets it).
readRequestLocaleFrom(() => requestLocale.getStore());

export const streamTimeout = 5_000;

/**
 * The page is fully rendered HTML: it can be read before its JavaScript arrives, which only makes it
 * interactive. So the scripts React Router preloads are fetched at low priority, after the HTML,
 * the stylesheet and the main photo, which on a slow connection brings the first paint and the
 * largest photo forward. (Chromium gives a module preload high priority unless told otherwise.)
 */
function lowPriorityScripts(html: string): string {
  return html.replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href=');
}

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") {
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status, headers });
  }

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      highWaterMark: 1 << 20,
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        const html = lowPriorityScripts(Buffer.concat(chunks).toString("utf8"));
        headers.set("Content-Type", "text/html; charset=utf-8");
        // The page's own inline scripts, by hash, and no others (server/http/security-headers.ts).
        headers.set("Content-Security-Policy", pagePolicy(html, import.meta.env.DEV));
        resolve(new Response(html, { status, headers }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
