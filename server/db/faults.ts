// Which errors mean "the database cannot answer right now" (a statement or lock timeout, no free connection, the server
// unreachable or restarting) rather than "this request is wrong" or "Haya has a bug". The HTTP layer answers these with
// 503 and Retry-After instead of 500: trying again in a few seconds is the right thing to do, and nothing was changed
// (a timed-out statement rolls its transaction back).

/** SQLSTATE codes of transient faults: canceled by statement_timeout, lock_timeout, shutting down or starting up, too
 * many connections, connection exceptions (class 08), and the two a retry resolves (serialisation failure, deadlock). */
const TRANSIENT_SQLSTATES = new Set(["57014", "55P03", "57P01", "57P02", "57P03", "53300", "40001", "40P01"]);

/** Socket errors node-postgres passes on when the server cannot be reached or the connection drops. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EPIPE", "EAI_AGAIN"]);

/** pg-pool: no connection within connectionTimeoutMillis. */
const NO_FREE_CONNECTION = "timeout exceeded when trying to connect";
/** node-postgres's query_timeout: no answer on a connection that went silent. */
const NO_ANSWER = "Query read timeout";

/** node-postgres and pg-pool's own wording for a connection it could not get or lost (they carry no code). */
const DRIVER_MESSAGES = [
  NO_FREE_CONNECTION,
  "Connection terminated", // the server closed it (restart, administrator) or the connect timed out
  NO_ANSWER,
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool", // a request that arrives while the process shuts down
  "PGlite is closed", // the embedded database, likewise
];

/** Why the database could not answer, as an operator tunes it: a timeout, no free connection, or the connection itself. */
export type FaultReason = "statement_timeout" | "lock_timeout" | "no_free_connection" | "no_answer" | "connection" | "other";

function reasonOf(e: object): FaultReason | undefined {
  const code = "code" in e && typeof e.code === "string" ? e.code : undefined;
  const message = "message" in e && typeof e.message === "string" ? e.message : "";
  if (code === "57014") return "statement_timeout";
  if (code === "55P03") return "lock_timeout";
  if (message.includes(NO_FREE_CONNECTION)) return "no_free_connection";
  if (message.includes(NO_ANSWER)) return "no_answer";
  if (code && (code.startsWith("08") || SOCKET_CODES.has(code))) return "connection";
  if ((code && TRANSIENT_SQLSTATES.has(code)) || DRIVER_MESSAGES.some((m) => message.includes(m))) return "other";
  return undefined;
}

/**
 * The transient fault in `error`, or an error it wraps (Drizzle's query errors wrap the driver's as `cause`), with its
 * reason; undefined when it is none (a bug, a bad request).
 */
export function databaseFault(error: unknown): FaultReason | undefined {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const reason = reasonOf(e);
    if (reason) return reason;
    if (e instanceof AggregateError) {
      const inner = e.errors.map(databaseFault).find((r) => r !== undefined);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** True when `error`, or an error it wraps, is a transient fault: answer 503 and Retry-After. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseFault(error) !== undefined;
}

/**
 * A prepared statement that can no longer run as prepared: a table it reads changed shape under it ("cached plan must
 * not change result type", 0A000; a rolling deploy's migration, or a test's). On either database the statement is sent
 * again unprepared or prepared anew (db/client.ts, db/pglite-statements.ts).
 */
export function isPlanChanged(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "0A000" && /cached plan/.test(String(message));
}

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
