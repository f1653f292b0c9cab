// What the account forms and API accept: zod shapes shared by route actions and /api/v1 handlers.
import { z } from "zod";
import { m } from "../../../core/paraglide/messages";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .string({ error: () => m.err_email_required() })
  .trim()
  .min(1, { error: () => m.err_email_required() })
  .max(254, { error: () => m.err_email_too_long() })
  .pipe(z.email({ error: () => m.err_email_like() }))
  .transform((v) => v.toLowerCase());

const newPassword = z
  .string({ error: () => m.err_password_required() })
  .min(1, { error: () => m.err_password_required() })
  .min(PASSWORD_MIN, { error: () => m.err_password_min({ min: PASSWORD_MIN }) })
  .max(PASSWORD_MAX, { error: () => m.err_password_max({ max: PASSWORD_MAX }) });

/** Sign-in checks the password, not its shape; the bound only stops huge bodies reaching the hash. */
const anyPassword = z.string({ error: () => m.err_password_enter() }).min(1, { error: () => m.err_password_enter() }).max(PASSWORD_MAX, { error: () => m.err_wrong_credentials() });

const fullName = z
  .string({ error: () => m.err_name_required() })
  .trim()
  .min(1, { error: () => m.err_name_required() })
  .max(80, { error: () => m.err_name_max() })
  .refine((v) => !/[<>]/.test(v), { error: () => m.err_name_brackets() });

/** Nigerian phone numbers: +234 and 10 digits. 0803 123 4567, 234803…, +234 803-123-4567 all become +2348031234567. */
export function normalisePhone(input: string): string | undefined {
  const digits = input.replace(/[\s\-().]/g, "");
  const m = /^(?:\+?234|0)([789][01]\d{8})$/.exec(digits);
  return m ? `+234${m[1]}` : undefined;
}

/** A string kept in the normal form `normalise` gives it, or refused with `message()` (read as it is parsed: the request's language) when it has none. */
const normalisedBy = (normalise: (v: string) => string | undefined, message: () => string, base: z.ZodString = z.string()) =>
  base.transform((v, ctx) => {
    const n = normalise(v);
    if (n !== undefined) return n;
    ctx.addIssue({ code: "custom", message: message() });
    return z.NEVER;
  });

const phone = normalisedBy(normalisePhone, m.err_phone_nigerian, z.string().trim());

/** CAC numbers: RC (companies) or BN (business names) then digits; stored upper-case without spaces. */
export function normaliseCac(input: string): string | undefined {
  const m = /^(RC|BN)[\s-]*(\d{1,9})$/i.exec(input.trim());
  return m ? `${m[1]!.toUpperCase()}${m[2]}` : undefined;
}

/** A mobile number to prove or sign in with (required). */
const mobile = z.preprocess((v) => v ?? "", z.string().trim().min(1, { error: () => m.err_phone_required() }).pipe(phone));
/** What the SMS says: 6 digits (spaces typed between them are dropped). */
const smsCode = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s/g, "") : (v ?? "")),
  z.string().min(1, { error: () => m.err_sms_code() }).regex(/^\d{6}$/, { error: () => m.err_sms_code() }),
);
export const phoneNumberSchema = z.object({ phone: mobile });
export const phoneCodeSchema = z.object({ phone: mobile, code: smsCode });

export const signUpSchema = z.object({ name: fullName, email, password: newPassword });
export const signInSchema = z.object({ email, password: anyPassword });
export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({ token: z.string().min(1, { error: () => m.err_reset_link_invalid() }).max(200), password: newPassword });

/** Optional: an empty field (or null, in JSON) removes the number; anything else must be a Nigerian number, with its own message. */
const optionalPhone = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), phone.nullable()).optional();

export const profileSchema = z.object({ name: fullName, phone: optionalPhone });

export const changePasswordSchema = z.object({ currentPassword: anyPassword, newPassword });
export const changeEmailSchema = z.object({ newEmail: email, currentPassword: anyPassword });
export const deleteAccountSchema = z.object({
  currentPassword: anyPassword,
  confirm: z.literal("DELETE", { error: () => m.err_type_delete() }),
});

export const businessSchema = z.object({
  businessName: z.string({ error: () => m.err_business_name() }).trim().min(2, { error: () => m.err_business_name() }).max(120, { error: () => m.err_max_120() }),
  cacNumber: normalisedBy(normaliseCac, m.err_cac_format, z.string({ error: () => m.err_cac_required() })),
  phone,
});

/** PATCH /api/v1/me: name, phone or both; an empty or null phone removes the number. */
export const profilePatchSchema = z
  .object({ name: fullName.optional(), phone: optionalPhone })
  .refine((v) => v.name !== undefined || v.phone !== undefined, { error: () => m.err_profile_name_or_phone() });

/**
 * What the account API answers with: the person's own details and nothing that signs them in (no password hash,
 * no session token). Parsing drops every other column, whatever the repository starts returning.
 */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  phone: z.string().nullable(),
  phoneNumber: z.string().nullable().describe("The mobile number proved by SMS code (+234…): booking texts go to it, and it signs in with a code; null when none"),
  businessName: z.string().nullable(),
  cacNumber: z.string().nullable(),
  businessPhone: z.string().nullable(),
  businessStatus: z.enum(["unverified", "pending", "verified"]),
  createdAt: z.iso.datetime(),
});
export type Me = z.infer<typeof meSchema>;

export function toMe(profile: Omit<Me, "createdAt"> & { createdAt: Date }): Me {
  return meSchema.parse({ ...profile, createdAt: profile.createdAt.toISOString() });
}

/** Where to go after signing in: only a path on this site (never //other.host or a full URL). */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.length > 2000) return fallback;
  // Read as a browser reads a Location header (tabs and newlines dropped, "\" taken as "/"): "/\t/evil.example" is "//evil.example".
  let url: URL;
  try {
    url = new URL(to, "http://haya.invalid");
  } catch {
    return fallback;
  }
  const path = url.pathname + url.search + url.hash;
  if (url.host !== "haya.invalid" || path.startsWith("//") || /^\/(login|logout)\b/.test(path)) return fallback;
  return path;
}
