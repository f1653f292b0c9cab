// Shapes of identity checks: what a person sends (shared by the API and the page) and the reasons said back to them.
import { z } from "zod";
import { m } from "../../../core/paraglide/messages";
import type { Locale } from "../../../core/locales";
import { ID_TYPES } from "./provider";

/** Checks a person may make in a day, and in all before an operator must look (an operator may allow 5 more, again and again). */
export const DAILY_ATTEMPTS = 3;
export const TOTAL_ATTEMPTS = 5;
/** The checks a person may make in all: the first 5, or what an operator raised it to. */
export const attemptsAllowed = (raised: number | null | undefined) => raised ?? TOTAL_ATTEMPTS;

/** A selfie's largest size, in bytes. */
export const SELFIE_MAX_BYTES = 8 * 1024 * 1024;

export const IDENTITY_STATUSES = ["none", "pending", "review", "verified", "refused"] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** idNumber arrives without spaces or dashes, upper-cased. A NIN is 11 digits; a licence or passport number letters and digits. */
export const identityInput = z
  .object({
    idType: z.enum(ID_TYPES, { error: () => m.err_identity_type() }),
    idNumber: z.string({ error: () => m.err_identity_number() }),
  })
  .superRefine((v, ctx) => {
    const ok = v.idType === "nin" ? /^\d{11}$/.test(v.idNumber) : /^[A-Z0-9]{6,20}$/.test(v.idNumber);
    if (!ok) ctx.addIssue({ code: "custom", path: ["idNumber"], message: v.idType === "nin" ? m.err_identity_nin() : m.err_identity_number() });
  });

const REASONS: Record<string, (inputs?: object, options?: { locale?: Locale }) => string> = {
  not_found: m.identity_reason_not_found,
  not_test_number: m.identity_reason_not_test_number,
  invalid: m.identity_reason_invalid,
  name: m.identity_reason_name,
  face: m.identity_reason_face,
  reused: m.identity_reason_reused,
  attempts: m.identity_reason_attempts,
  more_attempts: m.identity_reason_more_attempts,
};
/** A reason code said in the current request's language; null for none. */
export const reasonText = (code: string | null | undefined, locale?: Locale): string | null =>
  code ? (REASONS[code]?.({}, locale ? { locale } : {}) ?? null) : null;

export const identitySchema = z
  .object({
    status: z.enum(IDENTITY_STATUSES),
    idType: z.enum(ID_TYPES).nullable(),
    idLast4: z.string().nullable().describe("The last 4 characters of the number; the whole number is never kept"),
    verifiedAt: z.string().nullable().describe("ISO time of the verification, when verified"),
    reason: z.string().nullable().describe("Why it was refused or is in review, in the request's language"),
  })
  .meta({ id: "Identity" });
