// Personal API token scopes and form limits, shared by the /account form and the server (api-tokens.schema.ts validates
// with them). Plain constants, so the page's script carries no validation library.

/**
 * What a token may do on /api/v1, and nothing else: an owner's listings (photos and blocked days included) and the
 * bookings the person is a party to. Account-level operations (profile, password, email, business and payout details,
 * tokens themselves), making a booking and paying for one are never open to a token (server/http/api/token-scopes.ts).
 */
export const API_SCOPES = ["listings:read", "listings:write", "bookings:read", "bookings:write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const SCOPE_LABELS: Record<ApiScope, { label: string; hint: string }> = {
  "listings:read": { label: "Read your listings", hint: "Your listings in every status, drafts and paused ones too." },
  "listings:write": { label: "Change your listings", hint: "Create, edit, publish, pause and delete listings; their photos and blocked days." },
  "bookings:read": { label: "Read your bookings", hint: "Bookings of your listings and bookings you made, with the renter's or owner's details." },
  "bookings:write": { label: "Answer your bookings", hint: "Accept, decline or cancel bookings, and mark pick-ups and returns." },
};

export const isApiScope = (v: string): v is ApiScope => (API_SCOPES as readonly string[]).includes(v);

/** Active tokens (neither revoked nor expired) one person may hold: a fleet has a few scripts, not hundreds. */
export const MAX_TOKENS_PER_USER = 20;
export const TOKEN_NAME_MAX = 60;

/** How long a new token lasts; "never" is allowed, and the form offers 90 days first. */
export const TOKEN_LIFETIMES = { "30": "30 days", "90": "90 days", "365": "1 year", never: "No expiry" } as const;
export type TokenLifetime = keyof typeof TOKEN_LIFETIMES;
