// Who is on the other end of a request: their IP address and the origin they reached us at (proxies considered).
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** With TRUST_PROXY the last X-Forwarded-For entry (added by our own proxy) is the client; entries before it are the client's word. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req.header("x-forwarded-for")?.split(",").pop()?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // not a Node socket (app.request() in tests)
  }
}

/** The origin the browser used: behind a TLS-terminating proxy, X-Forwarded-Proto tells the scheme. */
export function requestOrigin(url: string, headers: Headers, trustProxy: boolean): string {
  const u = new URL(url);
  const proto = trustProxy ? headers.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  return `${proto === "https" || proto === "http" ? proto : u.protocol.slice(0, -1)}://${headers.get("host") ?? u.host}`;
}
