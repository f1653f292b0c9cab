// A labelled input with its error message beside it, wired for screen readers (aria-invalid, aria-describedby).
import { useEffect, useRef } from "react";
import type * as React from "react";
import { FieldError, Input, Label } from "~/components/ui/input";

/** The ids a field's `aria-describedby` names: its hint and its error, when it has them. */
export const describedBy = (id: string, hint: unknown, error: string | undefined) => [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

/** Label above, hint and error below: the frame every kind of field shares (the control goes in `children`). */
export function FieldFrame({ id, label, hint, hintClassName, error, className, children }: { id: string; label: string; hint?: string | undefined; hintClassName?: string; error?: string | undefined; className?: string | undefined; children: React.ReactNode }) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={`mt-1 text-sm ${hintClassName ?? "text-slate-600"}`}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type Props = React.ComponentProps<"input"> & { name: string; label: string; error?: string | undefined; hint?: string };

export function FormField({ name, label, error, hint, id = `f-${name}`, ...input }: Props) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <Input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
    </FieldFrame>
  );
}

/** The form-wide message (rate limits, wrong credentials) or a success notice, announced when it appears. */
export function FormMessage({ error, success }: { error?: string | undefined; success?: string | undefined }) {
  if (error)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
        {error}
      </p>
    );
  if (success)
    return (
      <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
        {success}
      </p>
    );
  return null;
}

/**
 * A ref for a <Form> whose password fields are emptied after each failed submission (`result` changes), as a page
 * reload does without JavaScript: a rejected password is never left in the field.
 */
export function useClearPasswords(result: unknown) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!result) return;
    for (const input of ref.current?.querySelectorAll<HTMLInputElement>('input[type="password"]') ?? []) input.value = "";
  }, [result]);
  return ref;
}
