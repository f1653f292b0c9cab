// What Node's HTTP server answers by itself, before a request reaches the app: headers too large (431), a request it
// cannot parse (400). Node's own answers are bare; these are the site's page, or JSON for the API.
import { randomUUID } from "node:crypto";
import type { Socket } from "node:net";
import { localeOfPath } from "../../../core/locales";
import { badRequestPage, errorPage, headersTooLargePage } from "../pages/error-pages";
import { contentSecurityPolicy } from "../middleware/security-headers";

const REASONS: Record<number, string> = { 400: "Bad Request", 431: "Request Header Fields Too Large" };

/** The raw response for `status`: JSON when the request line was for /api, else the page. */
export function clientErrorResponse(status: 400 | 431, requestStart: string): string {
  const api = /^[A-Z]+ \/api\//.test(requestStart);
  // The page in the language of the path asked for ("GET /pcm/… HTTP/1.1"); the API's message in English.
  const locale = api ? "en" : localeOfPath(/^[A-Z]+ (\S+)/.exec(requestStart)?.[1] ?? "/");
  const { title, text } = status === 431 ? headersTooLargePage(locale) : badRequestPage(locale);
  const body = api ? JSON.stringify({ error: status === 431 ? "headers_too_large" : "invalid_request", message: text }) : errorPage(title, text, locale);
  const type = api ? "application/json" : "text/html; charset=utf-8";
  return `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${randomUUID()}\r\nCache-Control: no-store\r\nContent-Security-Policy: ${contentSecurityPolicy()}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`;
}

/** A request line's start ("GET /api/…"): what a chunk that begins a request begins with. */
const REQUEST_LINE = /^[A-Z]{3,7} \//;
const REQUEST_START = Symbol("request start");
type Tracked = Socket & { [REQUEST_START]?: string };

/**
 * The http.Server 'connection' listener: remembers how the latest request on the connection began. Headers too large
 * are found where the parser passes the limit, often in a later chunk than the request line, and the answer (JSON
 * under /api, else a page) depends on that line.
 */
export function rememberRequestStarts(socket: Socket) {
  socket.on("data", (chunk: Buffer) => {
    const start = chunk.toString("latin1", 0, 256);
    if (REQUEST_LINE.test(start)) (socket as Tracked)[REQUEST_START] = start;
  });
}

/** The http.Server 'clientError' listener. */
export function onClientError(err: Error & { code?: string; rawPacket?: Buffer }, socket: Socket) {
  if (!socket.writable || (err as { code?: string }).code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  const status = err.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const packet = err.rawPacket?.subarray(0, 256).toString("latin1") ?? "";
  socket.end(clientErrorResponse(status, REQUEST_LINE.test(packet) ? packet : ((socket as Tracked)[REQUEST_START] ?? packet)));
}
