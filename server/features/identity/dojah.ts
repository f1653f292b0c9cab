// Dojah's KYC REST API (docs/decisions/059-identity-provider.md): a NIN looked up with the selfie matched against the
// register's photo; a driver's licence or passport looked up without a face match (the service sends those to review).
// Auth is two headers, AppId and Authorization (the secret key). A 404 is "not found"; a 400 is a number Dojah refuses;
// anything else that is not a 200 (or no answer within the timeout) is an outage: the check stays pending.
import type { IdentityAnswer, IdentityProvider, IdentityRequest } from "./provider";
import { IdentityProviderError } from "./provider";

export interface DojahOptions {
  appId: string;
  secretKey: string;
  /** https://api.dojah.io (live) or https://sandbox.dojah.io; a local fake in tests. */
  baseUrl: string;
  fetch?: typeof fetch;
}

interface DojahEntity {
  first_name?: string;
  last_name?: string;
  middle_name?: string;
  date_of_birth?: string;
  birth_date?: string;
  reference_id?: string;
  selfie_verification?: { confidence_value?: number; match?: boolean };
}

export function dojahIdentityProvider(opts: DojahOptions): IdentityProvider {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, "");

  async function call(path: string, init: RequestInit, timeoutMs: number): Promise<{ status: number; entity: DojahEntity | undefined; reference: string | null }> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        ...init,
        headers: { AppId: opts.appId, Authorization: opts.secretKey, Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new IdentityProviderError(`dojah ${path}: no answer (${e instanceof Error ? e.name : "error"})`);
    }
    if (res.status >= 500 || res.status === 429 || res.status === 401 || res.status === 403)
      throw new IdentityProviderError(`dojah ${path}: HTTP ${res.status}`);
    const body = (await res.json().catch(() => undefined)) as { entity?: DojahEntity; reference_id?: string } | undefined;
    if (res.status === 200 && !body?.entity) throw new IdentityProviderError(`dojah ${path}: an answer without its entity`);
    return { status: res.status, entity: body?.entity, reference: body?.entity?.reference_id ?? body?.reference_id ?? null };
  }

  return {
    name: "dojah",
    async verify(req: IdentityRequest, { timeoutMs }): Promise<IdentityAnswer> {
      const r =
        req.idType === "nin"
          ? await call("/api/v1/kyc/nin/verify", { method: "POST", body: JSON.stringify({ nin: req.idNumber, selfie_image: Buffer.from(req.selfie).toString("base64") }) }, timeoutMs)
          : req.idType === "drivers_licence"
            ? await call(`/api/v1/kyc/dl?license_number=${encodeURIComponent(req.idNumber)}`, { method: "GET" }, timeoutMs)
            : await call(`/api/v1/kyc/passport?passport_number=${encodeURIComponent(req.idNumber)}&surname=${encodeURIComponent(req.profileName.trim().split(/\s+/).at(-1) ?? "")}`, { method: "GET" }, timeoutMs);
      const none = { reference: r.reference, firstName: null, middleName: null, lastName: null, dateOfBirth: null, faceScore: null };
      if (r.status === 404) return { outcome: "not_found", ...none };
      if (r.status !== 200 || !r.entity) return { outcome: "invalid", ...none };
      const e = r.entity;
      const score = e.selfie_verification?.confidence_value;
      return {
        outcome: "found",
        reference: r.reference,
        firstName: e.first_name ?? null,
        middleName: e.middle_name ?? null,
        lastName: e.last_name ?? null,
        dateOfBirth: e.date_of_birth ?? e.birth_date ?? null,
        faceScore: typeof score === "number" && Number.isFinite(score) ? score : null,
      };
    },
  };
}
