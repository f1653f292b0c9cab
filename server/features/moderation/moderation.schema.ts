// What the console's queues take in (forms and the API share these) and their limits.
import { z } from "zod";

export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const CERTIFICATE_MESSAGE = "Choose your CAC certificate as a PDF, JPEG or PNG file up to 5 MB";

const text = (max: number, what: string) => z.string({ error: `Write ${what}` }).trim().max(max, `Keep ${what} under ${max} characters`);

/** Approve, or reject with the reason the owner reads. */
export const decisionSchema = z
  .object({ decision: z.enum(["approve", "reject"], { error: "Choose approve or reject" }), reason: text(1000, "the reason").default("") })
  .refine((d) => d.decision === "approve" || d.reason.length > 0, { message: "Write the reason for the rejection: the owner reads it", path: ["reason"] });

/** An operator's reason or note (a ban's, a dismissal's): required, so the audit log always says why. */
export const reasonSchema = z.object({ reason: text(1000, "the reason").min(1, "Write the reason: it goes in the audit log") });

export const replySchema = z.object({ reply: text(5000, "the reply").min(1, "Write the reply") });

/** How an operator closes a report: dismissed with a note, or the listing suspended, or the person banned. */
export const resolveSchema = z.object({
  action: z.enum(["dismiss", "suspend-listing", "ban-user"], { error: "Choose dismiss, suspend-listing or ban-user" }),
  reason: text(1000, "the note").min(1, "Write a note: it goes in the audit log"),
});
export type ResolveInput = z.infer<typeof resolveSchema>;

/** The first problem of a failed parse, for a form's or the API's message. */
export const firstIssue = (e: z.ZodError) => e.issues[0]?.message ?? "Check the form";
