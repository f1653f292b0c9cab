// /admin/contact: the contact inbox. Open messages from the contact and support forms, newest first (?status=done: the
// closed ones); Reply by e-mail (the sender gets the operator's words) and Mark done, each kept in the audit log.
import { useActionData } from "react-router";
import { Link } from "~/lib/links";
import { lagosTime } from "@core/dates";
import { ActionForm, ActionResult } from "~/components/admin/action-form";
import { consoleAction } from "~/lib/console-action.server";
import { readForm } from "~/lib/forms.server";
import { requireOperator } from "~/lib/operator.server";
import type { Route } from "./+types/contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context, request);
  const status = new URL(request.url).searchParams.get("status") === "done" ? "done" : "open";
  const rows = await context.services.moderation.contact.list(status);
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return { status, messages: rows.map((m) => ({ ...m, createdAt: new Date(m.createdAt).toISOString(), repliedAt: iso(m.repliedAt), doneAt: iso(m.doneAt) })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = requireOperator(context, request);
  const values = await readForm(request);
  const { contact } = context.services.moderation;
  const id = Number(values.id);
  return consoleAction(values, async () => {
    if (values.intent === "done") {
      await contact.done(operator, id);
      return "Marked done.";
    }
    await contact.reply(operator, id, { reply: values.reply ?? "" });
    return "Reply sent by email.";
  });
}

export default function ContactInbox({ loaderData: { status, messages } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <main className="space-y-4">
      <h1 className="text-2xl font-bold">Contact inbox</h1>
      <nav aria-label="Inbox filter" className="flex gap-4">
        <Link to="/admin/contact" aria-current={status === "open" ? "page" : undefined} className={status === "open" ? "font-semibold underline" : "text-brand-700 underline"}>
          Open
        </Link>
        <Link to="/admin/contact?status=done" aria-current={status === "done" ? "page" : undefined} className={status === "done" ? "font-semibold underline" : "text-brand-700 underline"}>
          Done
        </Link>
      </nav>
      <ActionResult result={result} />
      {messages.length === 0 ? (
        <p className="text-slate-700">{status === "open" ? "No open messages." : "No closed messages yet."}</p>
      ) : (
        <ul className="space-y-4">
          {messages.map((m) => (
            <li key={m.id} className="rounded-lg border bg-white p-4">
              <h2 className="font-semibold">
                {m.name} &lt;{m.email}&gt; · {m.topic}
              </h2>
              <p className="text-sm text-slate-600">
                {lagosTime(new Date(m.createdAt))} (Lagos) · from the {m.source} form
                {m.repliedAt && ` · replied ${lagosTime(new Date(m.repliedAt))}`}
                {m.doneAt && ` · done ${lagosTime(new Date(m.doneAt))}`}
              </p>
              <p className="mt-2 whitespace-pre-wrap">{m.message}</p>
              <div className="mt-3 space-y-2">
                <ActionForm intent="reply" idPrefix={`c-${m.id}`} hidden={{ id: String(m.id) }} button="Reply by email" note={{ label: `Your reply to ${m.name}`, required: true, multiline: true, name: "reply" }} />
                {m.status === "open" && <ActionForm intent="done" idPrefix={`c-${m.id}`} hidden={{ id: String(m.id) }} button="Mark done" />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
