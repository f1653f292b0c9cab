// /admin/identity: identity checks an operator must decide (a name or face mismatch, an unclear result, or 5 attempts),
// oldest first: the person's selfie (each look is audited), what the provider answered (never the whole number), and
// Verify, or Refuse with the reason the person reads. Each decision is emailed and kept in the audit log.
import { useActionData } from "react-router";
import { lagosTime } from "@core/dates";
import { m } from "@core/paraglide/messages";
import { readForm } from "~/lib/forms.server";
import { pageContext } from "../../../server/http/page-context";
import { ActionForm, ActionResult } from "./components/action-form";
import { adminAction } from "./admin-action.server";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/identity";

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  requireOperator(context, request);
  const pending = await context.services.identity.reviewQueue();
  // Every word from here, so that this page adds no messages or date code to the chunks other pages share.
  return {
    pending: pending.map((c) => ({ ...c, createdAt: lagosTime(c.createdAt), selfieAlt: m.admin_identity_selfie({ name: c.name }) })),
    words: {
      title: m.admin_identity(),
      empty: m.admin_identity_empty(),
      noSelfie: m.admin_identity_no_selfie(),
      why: m.admin_identity_why(),
      document: m.admin_identity_document(),
      profileName: m.admin_identity_profile_name(),
      registerName: m.admin_identity_register_name(),
      dob: m.admin_identity_dob(),
      face: m.admin_identity_face(),
      asked: m.admin_business_asked(),
      approve: m.admin_identity_approve(),
      refuse: m.admin_identity_refuse(),
      refuseReason: m.admin_identity_refuse_reason(),
    },
  };
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request);
  const values = await readForm(request);
  return adminAction(values, async () => {
    const decision = values.intent === "approve" ? "approve" : values.intent === "refuse" ? "refuse" : undefined;
    const r = await context.services.identity.decide(operator, Number(values.checkId), { decision, reason: values.reason ?? "" });
    return r.status === "verified" ? m.admin_identity_approved() : m.admin_identity_refused();
  });
}

export default function IdentityQueue({ loaderData: { pending, words } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <main className="space-y-4">
      <h1 className="text-2xl font-bold">{words.title}</h1>
      <ActionResult result={result} />
      {pending.length === 0 ? (
        <p className="text-slate-700">{words.empty}</p>
      ) : (
        <ul className="space-y-4">
          {pending.map((c) => (
            <li key={c.id} className="rounded-lg border bg-white p-4">
              <h2 className="text-lg font-semibold">
                {c.name} ({c.email})
              </h2>
              <div className="mt-2 flex flex-wrap gap-4">
                {c.hasSelfie ? (
                  <img src={`/admin/identity/${c.id}/selfie`} alt={c.selfieAlt} width={160} height={160} className="rounded border object-cover" />
                ) : (
                  <p className="text-red-800">{words.noSelfie}</p>
                )}
                <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-600">{words.why}</dt>
                  <dd>{c.reason}</dd>
                  <dt className="text-slate-600">{words.document}</dt>
                  <dd>
                    {c.idType} …{c.idLast4} ({c.provider} {c.providerRef})
                  </dd>
                  <dt className="text-slate-600">{words.profileName}</dt>
                  <dd>{c.name}</dd>
                  <dt className="text-slate-600">{words.registerName}</dt>
                  <dd>{c.verifiedName}</dd>
                  <dt className="text-slate-600">{words.dob}</dt>
                  <dd>{c.verifiedDob}</dd>
                  <dt className="text-slate-600">{words.face}</dt>
                  <dd>{c.faceScore ?? "–"}</dd>
                  <dt className="text-slate-600">{words.asked}</dt>
                  <dd>{c.createdAt}</dd>
                </dl>
              </div>
              <div className="mt-3 space-y-2">
                <ActionForm intent="approve" idPrefix={`i-${c.id}`} hidden={{ checkId: String(c.id) }} button={words.approve} />
                <ActionForm intent="refuse" idPrefix={`i-${c.id}`} hidden={{ checkId: String(c.id) }} button={words.refuse} destructive note={{ label: words.refuseReason, required: true }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
