// What the account forms and API accept: zod shapes shared by route actions and /api/v1 handlers.
import { z } from "zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .string({ error: "Enter your email address" })
  .trim()
  .min(1, "Enter your email address")
  .max(254, "That email address is too long")
  .pipe(z.email({ error: "Enter an email address like name@example.com" }))
  .transform((v) => v.toLowerCase());

const newPassword = z
  .string({ error: "Enter a password" })
  .min(1, "Enter a password")
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);

/** Sign-in checks the password, not its shape; the bound only stops huge bodies reaching the hash. */
const anyPassword = z.string({ error: "Enter your password" }).min(1, "Enter your password").max(PASSWORD_MAX, "Incorrect email or password");

const fullName = z
  .string({ error: "Enter your full name" })
  .trim()
  .min(1, "Enter your full name")
  .max(80, "Use at most 80 characters")
  .refine((v) => !/[<>]/.test(v), "Names cannot contain < or >");

/** Nigerian phone numbers: +234 and 10 digits. 0803 123 4567, 234803…, +234 803-123-4567 all become +2348031234567. */
export function normalisePhone(input: string): string | undefined {
  const digits = input.replace(/[\s\-().]/g, "");
  const m = /^(?:\+?234|0)([789][01]\d{8})$/.exec(digits);
  return m ? `+234${m[1]}` : undefined;
}

/** A string kept in the normal form `normalise` gives it, or refused with `message` when it has none. */
const normalisedBy = (normalise: (v: string) => string | undefined, message: string, base: z.ZodString = z.string()) =>
  base.transform((v, ctx) => {
    const n = normalise(v);
    if (n !== undefined) return n;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

const phone = normalisedBy(normalisePhone, "Enter a Nigerian number: +234 and 10 digits, or 11 digits starting with 0", z.string().trim());

/** CAC numbers: RC (companies) or BN (business names) then digits; stored upper-case without spaces. */
export function normaliseCac(input: string): string | undefined {
  const m = /^(RC|BN)[\s-]*(\d{1,9})$/i.exec(input.trim());
  return m ? `${m[1]!.toUpperCase()}${m[2]}` : undefined;
}

/** A mobile number to prove or sign in with (required). */
const mobile = z.preprocess((v) => v ?? "", z.string().trim().min(1, "Enter your mobile number").pipe(phone));
/** What the SMS says: 6 digits (spaces typed between them are dropped). */
const smsCode = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s/g, "") : (v ?? "")),
  z.string().min(1, "Enter the 6-digit code from the SMS").regex(/^\d{6}$/, "Enter the 6-digit code from the SMS"),
);
export const phoneNumberSchema = z.object({ phone: mobile });
export const phoneCodeSchema = z.object({ phone: mobile, code: smsCode });

export const signUpSchema = z.object({ name: fullName, email, password: newPassword });
export const signInSchema = z.object({ email, password: anyPassword });
export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({ token: z.string().min(1, "This reset link is not valid").max(200), password: newPassword });

/** Optional: an empty field (or null, in JSON) removes the number; anything else must be a Nigerian number, with its own message. */
const optionalPhone = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), phone.nullable()).optional();

export const profileSchema = z.object({ name: fullName, phone: optionalPhone });

export const changePasswordSchema = z.object({ currentPassword: anyPassword, newPassword });
export const changeEmailSchema = z.object({ newEmail: email, currentPassword: anyPassword });
export const deleteAccountSchema = z.object({
  currentPassword: anyPassword,
  confirm: z.literal("DELETE", { error: "Type DELETE to confirm" }),
});

export const businessSchema = z.object({
  businessName: z.string({ error: "Enter the business name" }).trim().min(2, "Enter the business name").max(120, "Use at most 120 characters"),
  cacNumber: normalisedBy(normaliseCac, "Enter RC or BN followed by digits, e.g. RC1234567", z.string({ error: "Enter the CAC registration number" })),
  phone,
});

/** PATCH /api/v1/me: name, phone or both; an empty or null phone removes the number. */
export const profilePatchSchema = z
  .object({ name: fullName.optional(), phone: optionalPhone })
  .refine((v) => v.name !== undefined || v.phone !== undefined, "Send a name, a phone or both");

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
