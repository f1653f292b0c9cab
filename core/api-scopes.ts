// Personal API token scopes and form limits, shared by the /account form and the server (api-tokens.schema.ts validates
// with them). Plain constants, so the page's script carries no validation library; the words are message functions,
// called as the form renders, in its language.
import { m } from "../core/paraglide/messages";

/**
 * What a token may do on /api/v1, and nothing else: an owner's listings (photos and blocked days included) and the
 * bookings the person is a party to. Account-level operations (profile, password, email, business and payout details,
 * tokens themselves), making a booking and paying for one are never open to a token (server/http/api/token-scopes.ts).
 */
export const API_SCOPES = ["listings:read", "listings:write", "bookings:read", "bookings:write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const SCOPE_LABELS: Record<ApiScope, { label: () => string; hint: () => string }> = {
  "listings:read": { label: m.account_scope_listings_read, hint: m.account_scope_listings_read_hint },
  "listings:write": { label: m.account_scope_listings_write, hint: m.account_scope_listings_write_hint },
  "bookings:read": { label: m.account_scope_bookings_read, hint: m.account_scope_bookings_read_hint },
  "bookings:write": { label: m.account_scope_bookings_write, hint: m.account_scope_bookings_write_hint },
};

export const isApiScope = (v: string): v is ApiScope => (API_SCOPES as readonly string[]).includes(v);

/** Active tokens (neither revoked nor expired) one person may hold: a fleet has a few scripts, not hundreds. */
export const MAX_TOKENS_PER_USER = 20;
export const TOKEN_NAME_MAX = 60;

/** How long a new token lasts; "never" is allowed, and the form offers 90 days first. */
export const TOKEN_LIFETIMES = { "30": m.account_token_30_days, "90": m.account_token_90_days, "365": m.account_token_1_year, never: m.account_token_no_expiry } as const;
export type TokenLifetime = keyof typeof TOKEN_LIFETIMES;
