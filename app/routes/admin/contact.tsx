// /admin/contact: the contact inbox. Open messages from the contact and support forms, newest first (?status=done: the
// closed ones); Reply by e-mail (the sender gets the operator's words) and Mark done, each kept in the audit log.
import { useActionData } from "react-router";
import { Link } from "~/lib/links";
import { lagosTime } from "@core/dates";
import { m } from "@core/paraglide/messages";
import { ActionForm, ActionResult } from "./components/action-form";
import { adminAction } from "./admin-action.server";
import { readForm } from "~/lib/forms.server";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/contact";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "../../lib/page-url.server";

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  requireOperator(context, request);
  const status = pageUrl(request).searchParams.get("status") === "done" ? "done" : "open";
  const rows = await context.services.adminQueues.contact.list(status);
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return { status, messages: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString(), repliedAt: iso(r.repliedAt), doneAt: iso(r.doneAt) })) };
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request);
  const values = await readForm(request);
  const { contact } = context.services.adminQueues;
  const id = Number(values.id);
  return adminAction(values, async () => {
    if (values.intent === "done") {
      await contact.done(operator, id);
      return m.admin_contact_done_message();
    }
    await contact.reply(operator, id, { reply: values.reply ?? "" });
    return m.admin_contact_reply_sent();
  });
}

export default function ContactInbox({ loaderData: { status, messages } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <main className="space-y-4">
      <h1 className="text-2xl font-bold">{m.admin_contact()}</h1>
      <nav aria-label={m.admin_contact_filter()} className="flex gap-4">
        <Link to="/admin/contact" aria-current={status === "open" ? "page" : undefined} className={status === "open" ? "font-semibold underline" : "text-brand-700 underline"}>
          {m.admin_contact_open()}
        </Link>
        <Link to="/admin/contact?status=done" aria-current={status === "done" ? "page" : undefined} className={status === "done" ? "font-semibold underline" : "text-brand-700 underline"}>
          {m.admin_contact_done()}
        </Link>
      </nav>
      <ActionResult result={result} />
      {messages.length === 0 ? (
        <p className="text-slate-700">{status === "open" ? m.admin_contact_no_open() : m.admin_contact_no_done()}</p>
      ) : (
        <ul className="space-y-4">
          {messages.map((c) => (
            <li key={c.id} className="rounded-lg border bg-white p-4">
              <h2 className="font-semibold">
                {c.name} &lt;{c.email}&gt; · {c.topic}
              </h2>
              <p className="text-sm text-slate-600">
                {m.admin_contact_from({ when: lagosTime(new Date(c.createdAt)), source: c.source })}
                {c.repliedAt && ` · ${m.admin_contact_replied({ when: lagosTime(new Date(c.repliedAt)) })}`}
                {c.doneAt && ` · ${m.admin_contact_closed({ when: lagosTime(new Date(c.doneAt)) })}`}
              </p>
              <p className="mt-2 whitespace-pre-wrap">{c.message}</p>
              <div className="mt-3 space-y-2">
                <ActionForm intent="reply" idPrefix={`c-${c.id}`} hidden={{ id: String(c.id) }} button={m.admin_contact_reply()} note={{ label: m.admin_contact_reply_label({ name: c.name }), required: true, multiline: true, name: "reply" }} />
                {c.status === "open" && <ActionForm intent="done" idPrefix={`c-${c.id}`} hidden={{ id: String(c.id) }} button={m.admin_contact_mark_done()} />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
