// Personal API tokens: created, listed and revoked on /account; checked on each /api/v1 call that carries one.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { ConflictError, NotFoundError, UnauthorizedError } from "../../errors";
import type { CurrentSession } from "./accounts.service";
import { isApiScope, MAX_TOKENS_PER_USER, type ApiScope } from "../../../core/api-scopes";
import type { CreateTokenInput } from "./api-tokens.schema";
import * as repo from "./api-tokens.repo";
import type { RateLimiter } from "./rate-limit";
import { m } from "../../../core/paraglide/messages";

/** Every secret starts so: recognisable in a script, a log or a secret scanner's rules. */
export const TOKEN_PREFIX = "haya_pat_";
/** The secret's random part: 32 bytes, base64url (43 characters). */
const SECRET = /^haya_pat_[A-Za-z0-9_-]{43}$/;
/** Random characters shown after the prefix, enough to tell a person's tokens apart, far too few to guess the rest. */
const VISIBLE = 6;
const DAY = 86_400_000;

export interface TokenView {
  id: number;
  name: string;
  /** `haya_pat_abc123…`: the start of the secret, to recognise it. */
  prefix: string;
  scopes: ApiScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
}

/** Who a token acts for: the same session shape as a signed-in browser's, and what it may do. */
export interface TokenAuth {
  session: CurrentSession;
  tokenId: number;
  scopes: ApiScope[];
}

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");
/** Scopes as stored, keeping only the ones this version knows (a removed scope grants nothing). */
const known = (scopes: string[]) => scopes.filter(isApiScope);
const view = (row: repo.TokenRow): TokenView => ({ ...row, prefix: `${row.prefix}…`, scopes: known(row.scopes) });

export function createApiTokensService(db: Db, deps: { limiter: RateLimiter; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    list: async (userId: string): Promise<TokenView[]> => (await repo.listActive(db, userId, now())).map(view),

    /** A new token: the secret is in this answer and nowhere else, ever (only its hash is kept). */
    async create(userId: string, input: CreateTokenInput): Promise<{ secret: string; token: TokenView }> {
      const secret = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
      const at = now();
      const expiresAt = input.expiresIn === "never" ? null : new Date(at.getTime() + Number(input.expiresIn) * DAY);
      const row = await repo.insertCapped(
        db,
        { userId, name: input.name, tokenHash: hashOf(secret), prefix: secret.slice(0, TOKEN_PREFIX.length + VISIBLE), scopes: input.scopes, expiresAt },
        MAX_TOKENS_PER_USER,
        at,
      );
      if (!row) throw new ConflictError(m.err_tokens_max({ max: MAX_TOKENS_PER_USER }));
      return { secret, token: view(row) };
    },

    /** Stops a token at once: its next call is a 401. */
    async revoke(userId: string, id: number): Promise<void> {
      if (!(await repo.revoke(db, userId, id, now()))) throw new NotFoundError(m.err_token_not_yours());
    },

    /**
     * The person and scopes behind a bearer secret, counting the call against the token's rate limit. Unknown, revoked
     * and expired tokens are an UnauthorizedError saying which; too many calls, a RateLimitedError.
     */
    async authenticate(secret: string): Promise<TokenAuth> {
      // A malformed secret costs no database lookup.
      const row = SECRET.test(secret) ? await repo.findByHash(db, hashOf(secret)) : undefined;
      if (!row) throw new UnauthorizedError(m.err_token_unknown());
      const at = now();
      if (row.revokedAt) throw new UnauthorizedError(m.err_token_revoked());
      if (row.expiresAt && row.expiresAt <= at) throw new UnauthorizedError(m.err_token_expired());
      await deps.limiter.attempt([["apiToken", String(row.id)]]);
      // The row says when it was last recorded: most calls within a minute of the last one write nothing more.
      if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= 60_000) await repo.touch(db, row.id, at);
      return { session: { user: row.user, token: `api-token:${row.id}` }, tokenId: row.id, scopes: known(row.scopes) };
    },
  };
}
export type ApiTokensService = ReturnType<typeof createApiTokensService>;
