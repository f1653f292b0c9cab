// What the admin side's queues take in (forms and the API share these) and their limits.
import { m } from "../../../core/paraglide/messages";
import { z } from "zod";

export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;

const WRITE = { reason: () => m.err_write_reason(), reply: () => m.err_write_reply(), note: () => m.err_write_note() };
const KEEP = { reason: (max: number) => m.err_keep_reason_under({ max }), reply: (max: number) => m.err_keep_reply_under({ max }), note: (max: number) => m.err_keep_note_under({ max }) };
const text = (max: number, what: keyof typeof WRITE) => z.string({ error: WRITE[what] }).trim().max(max, { error: () => KEEP[what](max) });

/** Approve, or reject with the reason the owner reads. */
export const decisionSchema = z
  .object({ decision: z.enum(["approve", "reject"], { error: () => m.err_choose_approve_reject() }), reason: text(1000, "reason").default("") })
  .refine((d) => d.decision === "approve" || d.reason.length > 0, { error: () => m.err_rejection_reason(), path: ["reason"] });

/** An operator's reason or note (a ban's, a dismissal's): required, so the audit log always says why. */
export const reasonSchema = z.object({ reason: text(1000, "reason").min(1, { error: () => m.err_reason_audit_log() }) });

export const replySchema = z.object({ reply: text(5000, "reply").min(1, { error: () => m.err_write_reply() }) });

/** How an operator closes a report: dismissed with a note, or the listing suspended, or the person banned. */
export const resolveSchema = z.object({
  action: z.enum(["dismiss", "suspend-listing", "ban-user"], { error: () => m.err_choose_report_action() }),
  reason: text(1000, "note").min(1, { error: () => m.err_note_audit_log() }),
});
export type ResolveInput = z.infer<typeof resolveSchema>;

/** The first problem of a failed parse, for a form's or the API's message. */
export const firstIssue = (e: z.ZodError) => e.issues[0]?.message ?? m.err_check_form();
