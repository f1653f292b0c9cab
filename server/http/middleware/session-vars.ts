// What the session middleware (session.ts) and a personal API token (bearer.ts) put on a request for what follows.
import type { ApiScope } from "../../../core/api-scopes";
import type { CurrentSession } from "../../features/accounts/accounts.service";
import type { RequestMeta } from "../../features/accounts/auth-requests";

export interface SessionVars {
  session: CurrentSession | null;
  meta: RequestMeta;
  /** Set when the request's identity is a personal API token: what it may do (api/token-scopes.ts enforces it). */
  apiToken?: { id: number; scopes: ApiScope[] } | undefined;
}
