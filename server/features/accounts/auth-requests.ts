// What the accounts' services hand better-auth of a request (who is asking, as headers) and read back from its refusals
// (their codes). Beneath accounts.service.ts, phone.ts and two-factor.ts, which all speak to better-auth.
import { APIError } from "better-auth";

/** Who is asking: the edge fills this from the HTTP request. */
export interface RequestMeta {
  ip: string;
  /** The request's headers (better-auth reads the session cookie and user agent from them). */
  headers: Headers;
}

export function authHeaders(meta: Pick<RequestMeta, "ip" | "headers">) {
  const h = new Headers();
  for (const name of ["cookie", "user-agent"]) {
    const v = meta.headers.get(name);
    if (v) h.set(name, v);
  }
  h.set("x-forwarded-for", meta.ip);
  return h;
}

/**
 * Headers for a call that starts a new session (joining, signing in): the address and the browser, which the session
 * keeps for "Where you are signed in" (/account), and not the visitor's cookie, which would be a session to replace.
 */
export const newSessionHeaders = (meta: Pick<RequestMeta, "ip" | "headers">) => authHeaders({ ...meta, headers: new Headers({ "user-agent": meta.headers.get("user-agent") ?? "" }) });

export const code = (e: unknown) => (e instanceof APIError ? (e.body as { code?: string } | undefined)?.code : undefined);
