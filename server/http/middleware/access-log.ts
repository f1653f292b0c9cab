// One access line per request (method, route pattern, status, duration, bytes, request id), and the request id itself:
// taken from the client's or proxy's X-Request-Id when it is a sane one, else made here; sent back on the answer, and
// carried into every line the request writes and into the jobs it starts (server/request-context.ts).
import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { Log } from "../../logger";
import { countQueries, observePageData, observeRequest } from "../../metrics";
import { REQUEST_ID, runAs, type WorkContext } from "../../request-context";

/** nginx's status for a request whose client closed the connection before the answer was sent. */
export const CLIENT_CLOSED = 499;

export interface RouteVars {
  /** The page route's pattern (/item/:id), set by the page handler; the API's comes from Hono's own routes. */
  route: string;
}

export function accessLog(log: Log): MiddlewareHandler<{ Variables: RouteVars }> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header("X-Request-Id");
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    const work: WorkContext = { requestId };
    await runAs(work, async () => {
      await next();
      // A client that hung up before the whole answer went out is logged and counted as 499 ('closed by the client',
      // nginx's convention), with the status the server had for it and how far it got: the page a load run's last
      // requests were still waiting for is not a server error (React Router answers an aborted request 500).
      const line = (bytes: number, left?: "before the answer" | "during the body") => {
        const ms = performance.now() - started;
        const route = c.get("route") ?? apiRoute(c);
        const status = left ? CLIENT_CLOSED : c.res.status;
        observeRequest(c.req.method, route, status, ms / 1000);
        if (work.queries) countQueries(c.req.method, route, work.queries);
        if (work.data) observePageData(c.req.method, route, (work.data.to - work.data.from) / 1000);
        const how = left ? { answer: c.res.status, left } : {};
        runAs({ requestId }, () => log("info", "request", { method: c.req.method, route, status, ms: Math.round(ms * 10) / 10, bytes, ...how }));
      };
      if (c.req.raw.signal.aborted) return line(0, "before the answer");
      // Taken before the body: a response made through the Node adapter's light Response class (c.json answered before
      // the compression middleware, as a 413 is) builds its body's real Response from the headers it was made with,
      // dropping those set on it since (this request id, the security headers, Connection: close). Made again below.
      const { status, headers } = c.res;
      headers.set("X-Request-Id", requestId);
      // Its length known (pages and JSON are compressed whole, assets are files): nothing to count, and its body is
      // left alone, so that a light Response is written as it is, not first copied into a real one.
      const known = headers.get("Content-Length");
      if (known !== null && c.res.headers === headers) return line(Number(known));
      const body = c.res.body;
      if (c.res.headers !== headers) c.res = new Response(body, { status, headers });
      const length = c.res.headers.get("Content-Length");
      if (!c.res.body || length !== null) return line(Number(length ?? 0));
      // A body of unknown length (JSON, pages, compressed): counted as it goes out, the line written once it has all
      // gone (the duration is then to the last byte), or when the client leaves first.
      let bytes = 0;
      const source = c.res.body.getReader();
      const counted = new ReadableStream<Uint8Array>({
        async pull(out) {
          const { done, value } = await source.read();
          if (done) {
            out.close();
            line(bytes);
            return;
          }
          bytes += value.byteLength;
          out.enqueue(value);
        },
        cancel(reason) {
          line(bytes, "during the body");
          return source.cancel(reason);
        },
      });
      c.res = new Response(counted, c.res);
    });
  };
}

/** The pattern of the route that answered (/api/v1/bookings/:id), not the path (whose ids would make every line unique). */
function apiRoute(c: Context): string {
  const handlers = matchedRoutes(c).filter((r) => r.path !== "*" && !r.path.endsWith("/*"));
  return handlers[handlers.length - 1]?.path ?? "*";
}

