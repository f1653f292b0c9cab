// Block / Unblock this person and Report them: plain forms with intents (no JavaScript needed). The report form sits in
// a <details>, closed until asked for, and opens again on its own refusal.
import { REPORT_DETAILS_MAX_CHARS, REPORT_REASONS, reportReasonLabel } from "@core/messages";
import { Form } from "~/lib/links";
import { describedBy, FieldFrame } from "~/components/form-field";
import { IntentForm, useFormResult } from "~/components/intent-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { FieldError, Textarea } from "~/components/ui/input";
import { m } from "@core/paraglide/messages";

export const BLOCK_INTENTS = ["block", "unblock"] as const;
export const REPORT_INTENT = "report";

export function ConversationSafety({ action, other, blockedByMe }: { action: string; other: { id: string; name: string }; blockedByMe: boolean }) {
  const report = useFormResult(REPORT_INTENT);
  const block = useFormResult(BLOCK_INTENTS);
  const reason = report.values.reason;
  return (
    <div className="space-y-3">
      <Form method="post" action={`${action}#safety`} preventScrollReset className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value={blockedByMe ? "unblock" : "block"} />
        <SubmitButton variant="outline" size="sm">
          {blockedByMe ? m.people_unblock({ name: other.name }) : m.people_block({ name: other.name })}
        </SubmitButton>
        <p className="text-sm text-slate-600">
          {blockedByMe ? m.people_blocked_note() : m.people_block_note()}
        </p>
      </Form>
      {block.formError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {block.formError}
        </p>
      )}
      <details open={report.failed || undefined} className="rounded-lg ring-1 ring-slate-200">
        <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-slate-900">{m.people_report_person({ name: other.name })}</summary>
        <IntentForm action={action} intent={REPORT_INTENT} anchor="safety" formError={report.formError} submit={{ label: m.people_report_send(), variant: "outline" }} className="space-y-4 px-4 pb-4">
          <fieldset aria-describedby={report.errors.reason ? "f-reason-error" : undefined}>
            <legend className="text-sm font-medium text-slate-900">{m.people_report_why()}</legend>
            <div className="mt-2 grid gap-2">
              {REPORT_REASONS.map((r) => (
                <label key={r} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="reason" value={r} defaultChecked={r === reason} required className="size-4 accent-brand-700" />
                  {reportReasonLabel(r)}
                </label>
              ))}
            </div>
            <FieldError id="f-reason-error" message={report.errors.reason} />
          </fieldset>
          <FieldFrame id="f-details" label={m.people_report_details()} error={report.errors.details}>
            <Textarea
              id="f-details"
              name="details"
              rows={3}
              maxLength={REPORT_DETAILS_MAX_CHARS}
              defaultValue={report.values.details ?? ""}
              aria-invalid={report.errors.details ? true : undefined}
              aria-describedby={describedBy("f-details", false, report.errors.details)}
              className="min-h-20"
            />
          </FieldFrame>
        </IntentForm>
      </details>
    </div>
  );
}
