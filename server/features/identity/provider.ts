// The one interface Haya checks identities through: the in-app sandbox (default, no network) or Dojah (DOJAH_APP_ID and
// DOJAH_SECRET_KEY). The service never talks to either directly; a provider that cannot answer throws
// IdentityProviderError, and the job queue asks again later.

export const ID_TYPES = ["nin", "drivers_licence", "passport"] as const;
export type IdType = (typeof ID_TYPES)[number];

export interface IdentityRequest {
  idType: IdType;
  /** The whole number: sent to the provider, never stored. */
  idNumber: string;
  /** The selfie (WebP after the photo pipeline), for the provider's face match. */
  selfie: Uint8Array;
  /** The name on the profile (the sandbox answers with it for a matching test number). */
  profileName: string;
}

export interface IdentityAnswer {
  /** found: the register holds the number; not_found: it does not; invalid: a number the provider refuses to look up. */
  outcome: "found" | "not_found" | "invalid";
  /** The provider's reference for this look-up, kept to find it in their dashboard. */
  reference: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD as the register holds it. */
  dateOfBirth: string | null;
  /** 0–100: how sure the provider is that the selfie is the register's photo; null when it gives none. */
  faceScore: number | null;
}

export interface IdentityProvider {
  readonly name: "sandbox" | "dojah";
  /** Looks the number up and matches the selfie; throws IdentityProviderError when the provider cannot answer in time. */
  verify(req: IdentityRequest, opts: { timeoutMs: number }): Promise<IdentityAnswer>;
}

/** The provider could not be reached, timed out or failed on its side: the check stays pending and is asked again. */
export class IdentityProviderError extends Error {
  override name = "IdentityProviderError";
}
