// /admin/people/{id}: a person's file for the admin area: profile, role, ban, their listings, bookings (either side) and
// payouts; a failed payout can be retried here, and another person's role changed (admins); a person who used their
// identity checks' attempts may be allowed 5 more. Each look is an audit row ('person.view').
import { useActionData } from "react-router";
import { Form, Link } from "~/lib/links";
import { lagosTime } from "@core/dates";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";
import { ActionForm, ActionResult } from "./components/action-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { ListSection, NoSuchFile, RetryForm } from "./components/file-parts";
import { InvalidError } from "../../../server/errors";
import { adminAction } from "./admin-action.server";
import { fileOr404 } from "./admin-file.server";
import { readForm } from "~/lib/forms.server";
import { moneyAction } from "./money-actions.server";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/people.$id";
import { pageContext } from "../../../server/http/page-context";

export async function loader({ request, context: provider, params }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request);
  const id = params.id ?? "";
  const read = async () => {
    const file = await context.services.adminDesk.person(operator, id);
    const a = await context.services.identity.attempts(id);
    // Its words from here: they add nothing to the page's browser code.
    const identity = {
      label: m.admin_person_identity(),
      more: m.admin_identity_more(),
      moreReason: m.admin_identity_more_reason(),
      text: a.verifiedAt ? m.admin_person_identity_verified({ date: lagosTime(a.verifiedAt) }) : m.admin_person_identity_attempts({ used: a.used, allowed: a.allowed }),
      canAllowMore: a.canAllowMore,
    };
    return { ...file, identity };
  };
  return fileOr404(read, {
    canMoveMoney: operator.role === "admin",
    // Admins set others' roles here (never their own: another admin must).
    canChangeRole: operator.role === "admin" && operator.id !== params.id,
  });
}

const ROLES = ["user", "support", "admin"] as const;

export async function action({ request, context: provider, params }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request);
  const values = await readForm(request);
  if (values.intent === "more")
    return adminAction(values, async () => {
      const r = await context.services.identity.allowMoreAttempts(operator, params.id ?? "", { reason: values.reason ?? "" });
      return m.admin_identity_more_done({ name: r.name, count: r.allowed });
    });
  if (values.intent !== "role") return moneyAction(context, operator, values);
  return adminAction(values, async () => {
    const role = ROLES.find((r) => r === values.role);
    if (!role) throw new InvalidError(m.admin_person_choose_role(), { role: m.admin_person_choose_role() });
    const r = await context.services.operators.changeRole(params.id ?? "", role, operator, values.reason ?? "");
    return r.changed ? m.admin_person_now({ name: r.person.name, role }) : m.admin_person_already({ name: r.person.name, role });
  });
}

export default function Person({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { file } = loaderData;
  if (!file) return <NoSuchFile what="person" />;
  const { person, listings, bookings, payouts } = file;
  return (
    <main className="space-y-6">
      <h1 className="text-2xl font-bold">{person.name}</h1>
      <ActionResult result={result} />
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded-lg border bg-white p-4 text-sm">
        <dt className="text-slate-600">{m.admin_person_email()}</dt>
        <dd>
          {person.email} {person.emailVerified ? m.admin_person_verified() : m.admin_person_not_verified()}
        </dd>
        <dt className="text-slate-600">{m.admin_person_phone()}</dt>
        <dd>{person.phone ?? m.admin_person_none_given()}</dd>
        <dt className="text-slate-600">{m.admin_person_place()}</dt>
        <dd>{[person.city, person.state].filter(Boolean).join(", ") || m.admin_person_none_given()}</dd>
        <dt className="text-slate-600">{m.admin_person_id()}</dt>
        <dd>{person.id}</dd>
        <dt className="text-slate-600">{m.admin_person_role()}</dt>
        <dd>
          {person.role}
          {person.twoFactorEnabled ? ` · ${m.admin_person_two_factor()}` : ""}
        </dd>
        {loaderData.canChangeRole && (
          <>
            <dt className="text-slate-600">{m.admin_person_change_role()}</dt>
            <dd>
              <Form method="post" className="flex flex-wrap items-end gap-2" aria-label={m.admin_person_change_role()}>
                <input type="hidden" name="intent" value="role" />
                <label className="flex flex-col">
                  {m.admin_person_new_role()}
                  <select name="role" defaultValue={person.role} className="rounded border px-2 py-1">
                    {ROLES.map((r) => (
                      <option key={r}>{r}</option>
                    ))}
                  </select>
                </label>
                <label className="flex min-w-48 flex-1 flex-col">
                  {m.admin_person_why()}
                  <input name="reason" required maxLength={1000} className="rounded border px-2 py-1" />
                </label>
                <SubmitButton size="sm">{m.admin_person_change_role()}</SubmitButton>
              </Form>
            </dd>
          </>
        )}
        <dt className="text-slate-600">{m.admin_person_business()}</dt>
        <dd>
          {person.businessName ? `${person.businessName} (${person.businessStatus})` : m.admin_person_none()}
        </dd>
        <dt className="text-slate-600">{file.identity.label}</dt>
        <dd>
          {file.identity.text}
          {file.identity.canAllowMore && (
            <div className="mt-2">
              <ActionForm intent="more" idPrefix="person" hidden={{}} button={file.identity.more} note={{ label: file.identity.moreReason, required: true }} />
            </div>
          )}
        </dd>
        <dt className="text-slate-600">{m.admin_person_ban()}</dt>
        <dd>
          {person.bannedAt
            ? m.admin_person_banned({ when: lagosTime(person.bannedAt), reason: person.banReason ?? "" })
            : m.admin_person_not_banned()}
        </dd>
        <dt className="text-slate-600">{m.admin_person_joined()}</dt>
        <dd>{lagosTime(person.createdAt)}</dd>
        {person.deletedAt && (
          <>
            <dt className="text-slate-600">{m.admin_person_deleted()}</dt>
            <dd>{lagosTime(person.deletedAt)}</dd>
          </>
        )}
      </dl>
      <ListSection id="listings" title={m.admin_person_listings({ count: listings.length })}>
        {listings.map((l) => (
          <li key={l.id}>
            {m.admin_listing_title({ id: l.id, title: l.title || m.admin_no_title() })} · {l.status}
          </li>
        ))}
      </ListSection>
      <ListSection id="bookings" title={m.admin_person_bookings({ count: bookings.length })}>
        {bookings.map((b) => (
          <li key={b.id}>
            <Link to={`/admin/bookings/${b.id}`} className="text-brand-700 underline">
              {m.admin_booking_title({ id: b.id, title: b.title })}
            </Link>{" "}
            · {m.admin_person_as({ side: b.side })} · {b.status} · {m.admin_dates({ start: b.startDate, end: b.endDate })} · {formatNaira(b.totalKobo)}
          </li>
        ))}
      </ListSection>
      <ListSection id="payouts" title={m.admin_person_payouts({ count: payouts.length })}>
        {payouts.map((p) => (
          <li key={p.id}>
            {m.admin_person_payout({ id: p.id, reference: p.reference, amount: formatNaira(p.amountKobo), status: p.status })}
            {p.failureReason ? ` · ${p.failureReason}` : ""}
            {p.status === "failed" && loaderData.canMoveMoney && (
              <RetryForm kind="payout" id={p.id} explain={m.admin_payout_retry()} />
            )}
          </li>
        ))}
      </ListSection>
    </main>
  );
}
