// Which errors mean "the database cannot answer right now" (a statement or lock timeout, no free connection, the server
// unreachable or restarting) rather than "this request is wrong" or "Haya has a bug". The HTTP layer answers these with
// 503 and Retry-After instead of 500: trying again in a few seconds is the right thing to do, and nothing was changed
// (a timed-out statement rolls its transaction back).

/** SQLSTATE codes of transient faults: canceled by statement_timeout, lock_timeout, shutting down or starting up, too
 * many connections, connection exceptions (class 08), and the two a retry resolves (serialisation failure, deadlock). */
const TRANSIENT_SQLSTATES = new Set(["57014", "55P03", "57P01", "57P02", "57P03", "53300", "40001", "40P01"]);

/** Socket errors node-postgres passes on when the server cannot be reached or the connection drops. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EPIPE", "EAI_AGAIN"]);

/** node-postgres and pg-pool's own wording for a connection it could not get or lost (they carry no code). */
const DRIVER_MESSAGES = [
  "timeout exceeded when trying to connect", // pg-pool: no connection within connectionTimeoutMillis
  "Connection terminated", // the server closed it (restart, administrator) or the connect timed out
  "Query read timeout", // query_timeout: no answer on a connection that went silent
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool", // a request that arrives while the process shuts down
  "PGlite is closed", // the embedded database, likewise
];

function isTransient(e: object): boolean {
  const code = "code" in e && typeof e.code === "string" ? e.code : undefined;
  if (code && (TRANSIENT_SQLSTATES.has(code) || code.startsWith("08") || SOCKET_CODES.has(code))) return true;
  const message = "message" in e && typeof e.message === "string" ? e.message : "";
  return DRIVER_MESSAGES.some((m) => message.includes(m));
}

/** True when `error`, or an error it wraps (Drizzle's query errors wrap the driver's as `cause`), is a transient fault. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if (isTransient(e)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
