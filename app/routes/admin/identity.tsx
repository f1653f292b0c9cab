// /admin/identity: identity checks an operator must decide (a name or face mismatch, an unclear result, or 5 attempts),
// oldest first: the person's selfie (each look is audited), what the provider answered (never the whole number), and
// Verify, or Refuse with the reason the person reads; a person who used their 5 attempts may be allowed 5 more. Beside
// it, the checks refused because their number is verified on another account, with both accounts' files, until an
// operator dismisses the flag with a note. Each action is kept in the audit log.
import { useActionData } from "react-router";
import { lagosTime } from "@core/dates";
import { m } from "@core/paraglide/messages";
import { readForm } from "~/lib/forms.server";
import { Link } from "~/lib/links";
import { pageContext } from "../../../server/http/page-context";
import { ActionForm, ActionResult } from "./components/action-form";
import { adminAction } from "./admin-action.server";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/identity";

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  requireOperator(context, request);
  const { identity } = context.services;
  const [pending, reused] = await Promise.all([identity.reviewQueue(), identity.reusedFlags()]);
  // Every word from here, so that this page adds no messages or date code to the chunks other pages share.
  return {
    pending: pending.map((c) => ({
      ...c,
      createdAt: lagosTime(c.createdAt),
      selfieAlt: m.admin_identity_selfie({ name: c.name }),
    })),
    reused: reused.map((r) => ({
      ...r,
      createdAt: lagosTime(r.createdAt),
      holder: r.holder && {
        ...r.holder,
        since: r.holder.verifiedAt ? m.admin_identity_holder_since({ date: lagosTime(r.holder.verifiedAt) }) : "",
      },
    })),
    words: {
      title: m.admin_identity(),
      queue: m.admin_identity_queue(),
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
      more: m.admin_identity_more(),
      moreReason: m.admin_identity_more_reason(),
      reused: m.admin_identity_reused(),
      reusedIntro: m.admin_identity_reused_intro(),
      reusedEmpty: m.admin_identity_reused_empty(),
      triedBy: m.admin_identity_tried_by(),
      tried: m.admin_identity_tried(),
      holder: m.admin_identity_holder(),
      holderGone: m.admin_identity_holder_gone(),
      dismiss: m.admin_identity_dismiss(),
      dismissNote: m.admin_identity_dismiss_note(),
    },
  };
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request);
  const values = await readForm(request);
  const { identity } = context.services;
  return adminAction(values, async () => {
    if (values.intent === "dismiss") {
      await identity.dismissReused(operator, values.checkId, { note: values.reason ?? "" });
      return m.admin_identity_dismissed();
    }
    if (values.intent === "more") {
      const r = await identity.allowMoreAttempts(operator, values.userId ?? "", {
        reason: values.reason ?? "",
      });
      return m.admin_identity_more_done({ name: r.name, count: r.allowed });
    }
    const decision = values.intent === "approve" ? "approve" : values.intent === "refuse" ? "refuse" : undefined;
    const r = await identity.decide(operator, Number(values.checkId), {
      decision,
      reason: values.reason ?? "",
    });
    return r.status === "verified" ? m.admin_identity_approved() : m.admin_identity_refused();
  });
}

/** A person's file, named with their email too: the two accounts of a reused number often bear the same name. */
const fileLink = (id: string, name: string, email: string) => (
  <Link to={`/admin/people/${id}`} className="text-brand-700 underline">
    {name} ({email})
  </Link>
);

/** One of the page's two lists: its heading, what it is for, and its items or the words for none. */
function Part({ id, title, intro, empty, children }: { id: string; title: string; intro?: string; empty: string | null; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {intro && <p className="text-slate-700">{intro}</p>}
      {empty ? <p className="text-slate-700">{empty}</p> : <ul className="space-y-4">{children}</ul>}
    </section>
  );
}

export default function IdentityQueue({ loaderData: { pending, reused, words } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <main className="space-y-6">
      <h1 className="text-2xl font-bold">{words.title}</h1>
      <ActionResult result={result} />
      <Part id="queue" title={words.queue} empty={pending.length === 0 ? words.empty : null}>
        {pending.map((c) => (
          <li key={c.id} className="rounded-lg border bg-white p-4">
            <h3 className="text-lg font-semibold">{fileLink(c.userId, c.name, c.email)}</h3>
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
              {c.flag === "attempts" && <ActionForm intent="more" idPrefix={`i-${c.id}`} hidden={{ userId: c.userId }} button={words.more} note={{ label: words.moreReason, required: true }} />}
            </div>
          </li>
        ))}
      </Part>
      <Part id="reused" title={words.reused} intro={words.reusedIntro} empty={reused.length === 0 ? words.reusedEmpty : null}>
        {reused.map((r) => (
          <li key={r.id} className="rounded-lg border bg-white p-4">
            <h3 className="text-lg font-semibold">
              {r.idType} …{r.idLast4}
            </h3>
            <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{words.triedBy}</dt>
              <dd>{fileLink(r.userId, r.name, r.email)}</dd>
              <dt className="text-slate-600">{words.tried}</dt>
              <dd>{r.createdAt}</dd>
              <dt className="text-slate-600">{words.holder}</dt>
              <dd>
                {r.holder ? (
                  <>
                    {fileLink(r.holder.id, r.holder.name, r.holder.email)} {r.holder.since}
                  </>
                ) : (
                  words.holderGone
                )}
              </dd>
            </dl>
            <div className="mt-3">
              <ActionForm intent="dismiss" idPrefix={`r-${r.id}`} hidden={{ checkId: String(r.id) }} button={words.dismiss} note={{ label: words.dismissNote, required: true }} />
            </div>
          </li>
        ))}
      </Part>
    </main>
  );
}
