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
import { ActionForm, type ActionFormProps, ActionResult } from "./components/action-form";
import { adminAction } from "./admin-action.server";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/identity";

/** A value beside a label: words, or a person's file (with words after it). */
type Value = string | number | null | { to: string; label: string; after?: string };
/** One item of either list, as the page shows it: every word and link made here, so the page's code stays small. */
interface Entry {
  key: string;
  heading: Value;
  /** The selfie's address and its alt text, or the words for none; absent for a list without selfies. */
  selfie?: { src: string | null; alt: string };
  facts: [string, Value][];
  actions: Omit<ActionFormProps, "idPrefix">[];
}

/** A person's file, named with their email too: the two accounts of a reused number often bear the same name. */
const fileOf = (id: string, name: string, email: string, after?: string): Value => ({ to: `/admin/people/${id}`, label: `${name} (${email})`, ...(after ? { after: ` ${after}` } : {}) });

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  requireOperator(context, request);
  const { identity } = context.services;
  const [pending, reused] = await Promise.all([identity.reviewQueue(), identity.reusedFlags()]);
  // Every word from here, so that this page adds no messages or date code to the chunks other pages share.
  const note = (label: string) => ({ label, required: true });
  return {
    pending: pending.map((c) => {
      const checkId = { checkId: String(c.id) };
      const entry: Entry = {
        key: `i-${c.id}`,
        heading: fileOf(c.userId, c.name, c.email),
        selfie: c.hasSelfie ? { src: `/admin/identity/${c.id}/selfie`, alt: m.admin_identity_selfie({ name: c.name }) } : { src: null, alt: m.admin_identity_no_selfie() },
        facts: [
          [m.admin_identity_why(), c.reason],
          [m.admin_identity_document(), `${c.idType} …${c.idLast4} (${c.provider} ${c.providerRef ?? ""})`],
          [m.admin_identity_profile_name(), c.name],
          [m.admin_identity_register_name(), c.verifiedName],
          [m.admin_identity_dob(), c.verifiedDob],
          [m.admin_identity_face(), c.faceScore ?? "–"],
          [m.admin_business_asked(), lagosTime(c.createdAt)],
        ],
        actions: [
          { intent: "approve", hidden: checkId, button: m.admin_identity_approve() },
          { intent: "refuse", hidden: checkId, button: m.admin_identity_refuse(), destructive: true, note: note(m.admin_identity_refuse_reason()) },
          // Only the person's attempts brought it here: more may be allowed instead of a decision.
          ...(c.flag === "attempts" ? [{ intent: "more", hidden: { userId: c.userId }, button: m.admin_identity_more(), note: note(m.admin_identity_more_reason()) }] : []),
        ],
      };
      return { ...c, entry };
    }),
    reused: reused.map((r) => {
      const entry: Entry = {
        key: `r-${r.id}`,
        heading: `${r.idType} …${r.idLast4}`,
        facts: [
          [m.admin_identity_tried_by(), fileOf(r.userId, r.name, r.email)],
          [m.admin_identity_tried(), lagosTime(r.createdAt)],
          [
            m.admin_identity_holder(),
            r.holder
              ? fileOf(r.holder.id, r.holder.name, r.holder.email, r.holder.verifiedAt ? m.admin_identity_holder_since({ date: lagosTime(r.holder.verifiedAt) }) : "")
              : m.admin_identity_holder_gone(),
          ],
        ],
        actions: [{ intent: "dismiss", hidden: { checkId: String(r.id) }, button: m.admin_identity_dismiss(), note: note(m.admin_identity_dismiss_note()) }],
      };
      return { ...r, entry };
    }),
    words: {
      title: m.admin_identity(),
      queue: m.admin_identity_queue(),
      empty: m.admin_identity_empty(),
      reused: m.admin_identity_reused(),
      reusedIntro: m.admin_identity_reused_intro(),
      reusedEmpty: m.admin_identity_reused_empty(),
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

const show = (v: Value) =>
  v !== null && typeof v === "object" ? (
    <>
      <Link to={v.to} className="text-brand-700 underline">
        {v.label}
      </Link>
      {v.after}
    </>
  ) : (
    v
  );

/** One item of either list: its heading, the selfie, what is known beside it, and what an operator may do. */
function Item({ entry: { key, heading, selfie, facts, actions } }: { entry: Entry }) {
  return (
    <li className="rounded-lg border bg-white p-4">
      <h3 className="text-lg font-semibold">{show(heading)}</h3>
      <div className="mt-2 flex flex-wrap gap-4">
        {selfie && (selfie.src ? <img src={selfie.src} alt={selfie.alt} width={160} height={160} className="rounded border object-cover" /> : <p className="text-red-800">{selfie.alt}</p>)}
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.flatMap(([label, value]) => [
            <dt key={label} className="text-slate-600">
              {label}
            </dt>,
            <dd key={`${label}=`}>{show(value)}</dd>,
          ])}
        </dl>
      </div>
      <div className="mt-3 space-y-2">
        {actions.map((a) => (
          <ActionForm key={a.intent} idPrefix={key} {...a} />
        ))}
      </div>
    </li>
  );
}

/** One of the page's two lists: its heading, what it is for, and its items or the words for none. */
function Part({ id, title, intro, empty, entries }: { id: string; title: string; intro?: string; empty: string; entries: Entry[] }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {intro && <p className="text-slate-700">{intro}</p>}
      {entries.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ul className="space-y-4">
          {entries.map((e) => (
            <Item key={e.key} entry={e} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function IdentityQueue({ loaderData: { pending, reused, words } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <main className="space-y-6">
      <h1 className="text-2xl font-bold">{words.title}</h1>
      <ActionResult result={result} />
      <Part id="queue" title={words.queue} empty={words.empty} entries={pending.map((c) => c.entry)} />
      <Part id="reused" title={words.reused} intro={words.reusedIntro} empty={words.reusedEmpty} entries={reused.map((r) => r.entry)} />
    </main>
  );
}
