// /admin/business: businesses waiting for verification, oldest first, with their details and certificate; Approve, or
// Reject with the reason the owner reads. Each decision is e-mailed to the owner and kept in the audit log.
import { useActionData } from "react-router";
import { Link } from "~/lib/links";
import { lagosTime } from "@core/dates";
import { m } from "@core/paraglide/messages";
import { ActionForm, ActionResult } from "./components/action-form";
import { adminAction } from "./admin-action.server";
import { readForm } from "~/lib/forms.server";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/business";
import { pageContext } from "../../../server/http/page-context";

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  requireOperator(context, request);
  const pending = await context.services.adminQueues.business.pending();
  return { pending: pending.map((b) => ({ ...b, requestedAt: new Date(b.requestedAt).toISOString() })) };
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request);
  const values = await readForm(request);
  return adminAction(values, async () => {
    const decision = values.intent === "approve" ? "approve" : values.intent === "reject" ? "reject" : undefined;
    const r = await context.services.adminQueues.business.decide(operator, values.userId ?? "", { decision, reason: values.reason ?? "" });
    return r.businessStatus === "verified" ? m.admin_business_approved() : m.admin_business_rejected();
  });
}

export default function BusinessQueue({ loaderData: { pending } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <main className="space-y-4">
      <h1 className="text-2xl font-bold">{m.admin_business()}</h1>
      <ActionResult result={result} />
      {pending.length === 0 ? (
        <p className="text-slate-700">{m.admin_business_empty()}</p>
      ) : (
        <ul className="space-y-4">
          {pending.map((b) => (
            <li key={b.id} className="rounded-lg border bg-white p-4">
              <h2 className="text-lg font-semibold">{b.businessName}</h2>
              <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">{m.admin_business_cac()}</dt>
                <dd>{b.cacNumber}</dd>
                <dt className="text-slate-600">{m.admin_business_phone()}</dt>
                <dd>{b.businessPhone}</dd>
                <dt className="text-slate-600">{m.admin_owner()}</dt>
                <dd>
                  {b.name} ({b.email})
                </dd>
                <dt className="text-slate-600">{m.admin_business_asked()}</dt>
                <dd>{lagosTime(new Date(b.requestedAt))}</dd>
              </dl>
              <p className="mt-2">
                {b.hasCertificate ? (
                  <Link to={`/admin/business/${encodeURIComponent(b.id)}/certificate`} reloadDocument className="text-brand-700 underline">
                    {m.admin_business_certificate({ name: b.businessName ?? "" })}
                  </Link>
                ) : (
                  <span className="text-red-800">{m.admin_business_no_certificate()}</span>
                )}
              </p>
              <div className="mt-3 space-y-2">
                <ActionForm intent="approve" idPrefix={`b-${b.id}`} hidden={{ userId: b.id }} button={m.admin_business_approve()} />
                <ActionForm intent="reject" idPrefix={`b-${b.id}`} hidden={{ userId: b.id }} button={m.admin_business_reject()} destructive note={{ label: m.admin_business_reject_reason(), required: true }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
