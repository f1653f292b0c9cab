// HTTP for the fuzz: node:http over kept-alive connections (at most `sockets` open), so that a connection the server
// resets shows up as the error of the request that met it, not as a retry hidden by a pool.
import http from "node:http";
import type net from "node:net";

export interface WireRequest {
  method: string;
  /** Under the base URL, already encoded: /api/v1/bookings/1?x=y. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer | undefined;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body (its first 256 KB; an event stream's is not read). */
  body: Buffer;
  ms: number;
  /** A network error instead of an answer: ECONNRESET, EPIPE, socket hang up, TIMEOUT… */
  error?: string;
  /** The request before this one on the same kept-alive connection, if any: what a reset often follows. */
  previous?: string;
}

const KEEP = 256 * 1024;
/** What each connection carried last, for the next request's `previous`. */
const LAST = Symbol("last request on this connection");
type Tracked = net.Socket & { [LAST]?: { what: string; at: number } };

export function httpClient(baseUrl: string, sockets = 4) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });

  function send(req: WireRequest, { timeoutMs = 30_000, keep = KEEP } = {}): Promise<Answer> {
    const started = performance.now();
    return new Promise((resolve) => {
      let socket: Tracked | undefined;
      let previous: string | undefined;
      let settled = false;
      const done = (a: Omit<Answer, "ms">) => {
        if (settled) return;
        settled = true;
        const what = `${req.method} ${req.path.slice(0, 120)} → ${a.error ?? a.status}`;
        if (socket) socket[LAST] = { what, at: performance.now() };
        resolve({ ...a, ms: performance.now() - started, ...(previous ? { previous } : {}) });
      };
      const fail = (error: string) => done({ status: 0, headers: {}, body: Buffer.alloc(0), error });
      const headers = { ...req.headers };
      if (req.body && !Object.keys(headers).some((k) => k.toLowerCase() === "content-length")) headers["content-length"] = String(req.body.length);
      let r: http.ClientRequest;
      try {
        r = http.request({ host: base.hostname, port: base.port, method: req.method, path: req.path, headers, agent }, (res) => {
          const answer = (body: Buffer, error?: string) => done({ status: res.statusCode ?? 0, headers: res.headers, body, ...(error ? { error } : {}) });
          // An event stream never ends by itself: its status and headers are the answer.
          if (String(res.headers["content-type"] ?? "").startsWith("text/event-stream")) {
            res.destroy();
            return answer(Buffer.alloc(0));
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on("data", (c: Buffer) => {
            if (size < keep) chunks.push(c);
            size += c.length;
          });
          res.on("end", () => answer(Buffer.concat(chunks).subarray(0, keep)));
          res.on("error", (e: NodeJS.ErrnoException) => answer(Buffer.concat(chunks), e.code ?? e.message));
        });
      } catch (e) {
        // Node refused to write the request (a header it will not send): the fuzz's own mistake, not the server's.
        return fail(`client: ${(e as Error).message}`);
      }
      r.on("socket", (s: Tracked) => {
        socket = s;
        const last = s[LAST];
        if (last && r.reusedSocket) previous = `${last.what}, ${(performance.now() - last.at).toFixed(0)} ms before, on the same connection`;
      });
      r.setTimeout(timeoutMs, () => r.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
      r.on("error", (e: NodeJS.ErrnoException) => fail(e.code ?? e.message));
      r.end(req.body);
    });
  }

  /** A JSON call for setting up (fixtures): throws unless the status is one of `expect`. */
  async function json<T = unknown>(method: string, path: string, opts: { headers?: Record<string, string>; body?: unknown; expect?: number[] } = {}): Promise<{ status: number; data: T; headers: http.IncomingHttpHeaders }> {
    const body = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
    const a = await send({ method, path, headers: { ...(body ? { "content-type": "application/json" } : {}), ...opts.headers }, body }, { keep: 64 * 1024 * 1024 });
    if (a.error || !(opts.expect ?? [200, 201]).includes(a.status)) throw new Error(`${method} ${path} → ${a.error ?? a.status} ${a.body.toString("utf8").slice(0, 500)}`);
    const text = a.body.toString("utf8");
    return { status: a.status, data: (text ? JSON.parse(text) : undefined) as T, headers: a.headers };
  }

  return { send, json, close: () => agent.destroy(), origin: base.origin };
}
export type HttpClient = ReturnType<typeof httpClient>;
