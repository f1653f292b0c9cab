// Personal API tokens: the scopes a token may hold, and the /account form that creates one (shared by page and service).
import { z } from "zod";

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

const isScope = (v: string): v is ApiScope => (API_SCOPES as readonly string[]).includes(v);

/** Active tokens (neither revoked nor expired) one person may hold: a fleet has a few scripts, not hundreds. */
export const MAX_TOKENS_PER_USER = 20;
export const TOKEN_NAME_MAX = 60;

/** How long a new token lasts; "never" is allowed, and the form offers a sensible default. */
export const TOKEN_LIFETIMES = { "30": "30 days", "90": "90 days", "365": "1 year", never: "No expiry" } as const;
export type TokenLifetime = keyof typeof TOKEN_LIFETIMES;

export const createTokenSchema = z.object({
  name: z
    .string({ error: "Give the token a name" })
    .trim()
    .min(1, "Give the token a name, such as the script that will use it")
    .max(TOKEN_NAME_MAX, `Use at most ${TOKEN_NAME_MAX} characters`)
    .refine((v) => !/[<>]/.test(v), "Names cannot contain < or >"),
  // Checked as a whole, so that any refusal shows beside the group of boxes (`scopes`), not one box.
  scopes: z
    .array(z.string(), { error: "Choose at least one scope" })
    .min(1, "Choose at least one scope")
    .refine((v) => v.every(isScope), "Choose from the scopes listed")
    .transform((v) => [...new Set(v)] as ApiScope[]),
  expiresIn: z.enum(Object.keys(TOKEN_LIFETIMES) as [TokenLifetime, ...TokenLifetime[]], { error: "Choose how long the token lasts" }).default("90"),
});
export type CreateTokenInput = z.output<typeof createTokenSchema>;

export const revokeTokenSchema = z.object({ tokenId: z.coerce.number({ error: "No such token" }).int().min(1).max(2 ** 31 - 1) });
