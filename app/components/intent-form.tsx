// Pages with several forms (/account, /list-item, the manage page): each a plain post with an `intent` (works without
// JavaScript) that shows only its own answer: errors beside the fields, what was typed, a success notice.
import { useEffect, useRef } from "react";
import { Form } from "~/lib/links";
import type * as React from "react";
import { useLocation, useSearchParams } from "react-router";
import { useAnswer } from "~/hooks/use-answer";
import { FormMessage } from "~/components/form-field";
import type { Button } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import type { FormFailure, Values } from "~/lib/forms.server";

/** What such a page's action answers when it does not redirect. `problems` lists what went wrong beside a success. */
export type FormResult = { ok: true; intent: string; message: string; problems?: string[] } | FormFailure;

const intentOf = (r: FormResult) => (r.ok ? r.intent : r.values.intent);

/**
 * The answer for the forms whose intent is one of `intents`: errors, the values to show (typed ones after a refusal,
 * else `saved`), and the success message (from the answer, or from `?saved=<intent>` after a redirect).
 */
export function useFormResult(intents: string | readonly string[], saved: Values = {}, savedMessage?: string) {
  const result = useAnswer<FormResult>();
  const [params] = useSearchParams();
  const list: readonly string[] = typeof intents === "string" ? [intents] : intents;
  const mine = result && list.includes(intentOf(result) ?? "") ? result : undefined;
  const failed = mine && !mine.ok ? mine : undefined;
  const errors = failed?.errors ?? {};
  // A domain error names its field and the form; said once, beside the field, is enough.
  const formError = Object.entries(errors).some(([k, v]) => k !== "form" && v === errors.form) ? undefined : errors.form;
  const savedHere = list.includes(params.get("saved") ?? "") ? savedMessage : undefined;
  return {
    errors,
    formError,
    values: failed ? { ...saved, ...failed.values } : saved,
    success: mine?.ok ? mine.message : savedHere,
    problems: mine?.ok ? (mine.problems ?? []) : [],
    failed: !!failed,
  };
}

type IntentFormProps = Omit<React.ComponentProps<typeof Form>, "method" | "action"> & {
  /** The page to post to (never the current URL, which may carry ?saved=… from an earlier form). */
  action: string;
  intent: string;
  /** The section to come back to without JavaScript (the browser scrolls to it when the answer arrives). */
  anchor?: string;
  formError?: string | undefined;
  success?: string | undefined;
  submit: { label: string } & Pick<React.ComponentProps<typeof Button>, "variant" | "className" | "aria-label">;
  /** Beside the submit button (a Back link). */
  after?: React.ReactNode;
};

/**
 * Rebuilt after every answer, as a page load is without JavaScript: fields show what was saved, or what was typed
 * before a refusal. After a refusal, focus moves to the first field in error, which reads out its message.
 */
export function IntentForm({ action, intent, anchor, formError, success, submit: { label, ...button }, after, children, ...props }: IntentFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const { key } = useLocation();
  const result = useAnswer<FormResult>();
  const mine = result && !result.ok && result.values.intent === intent;
  useEffect(() => {
    if (mine) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [mine, key]);
  const submit = (
    <SubmitButton {...button}>
      {label}
    </SubmitButton>
  );
  return (
    <Form key={key} ref={ref} method="post" action={anchor ? `${action}#${anchor}` : action} preventScrollReset={!!anchor} className="space-y-5" {...props}>
      <input type="hidden" name="intent" value={intent} />
      <FormMessage error={formError} success={success} />
      {children}
      {after ? (
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-end">
          {submit}
          {after}
        </div>
      ) : (
        submit
      )}
    </Form>
  );
}

/** A titled card of such a page, a target for `#id` links. */
export function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-52 sm:scroll-mt-44 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
