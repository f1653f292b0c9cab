// One operator action as a plain form (works without JavaScript): hidden fields saying what it acts on, an optional
// reason or note, and its button. The admin area's queues put one beside each item.

import { SubmitButton } from "~/components/ui/submit-button";
import { Form } from "~/lib/links";

export interface ActionFormProps {
  intent: string;
  /** What the action is about, e.g. { id: "42" }. */
  hidden: Record<string, string>;
  button: string;
  /** A text box for the reason or note (the audit log keeps it); `required` when the action needs one. */
  note?: { label: string; required?: boolean; multiline?: boolean; name?: string };
  /** A distinct id prefix, so each label points at its own box. */
  idPrefix: string;
  destructive?: boolean;
}

export function ActionForm({ intent, hidden, button, note, idPrefix, destructive }: ActionFormProps) {
  const id = `${idPrefix}-${intent}`;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {note && (
        <label htmlFor={id} className="flex min-w-64 flex-1 flex-col text-sm">
          {note.label}
          {note.multiline ? (
            <textarea id={id} name={note.name ?? "reason"} required={note.required} rows={4} maxLength={5000} className="rounded border px-2 py-1" />
          ) : (
            <input id={id} name={note.name ?? "reason"} required={note.required} maxLength={1000} className="rounded border px-2 py-1" />
          )}
        </label>
      )}
      <SubmitButton variant={destructive ? "danger" : "default"} size="sm">
        {button}
      </SubmitButton>
    </Form>
  );
}

/** What the last action did, or why it did nothing, at the top of a queue (a live region, so it is announced). */
export function ActionResult({ result }: { result: { ok: true; message: string } | { ok: false; errors: Record<string, string> } | undefined }) {
  if (!result) return null;
  const text = result.ok ? result.message : Object.values(result.errors)[0];
  return (
    <p role={result.ok ? "status" : "alert"} className={result.ok ? "rounded bg-green-50 p-3 text-green-900" : "rounded bg-red-50 p-3 text-red-900"}>
      {text}
    </p>
  );
}
