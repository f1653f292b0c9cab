// /admin/people/{id}: a person's file for the console: profile, role, ban, their listings, bookings (either side) and
// payouts; a failed payout can be retried here, and another person's role changed (admins). Each look is an audit row
// ('person.view').
import { useActionData } from "react-router";
import { Form, Link } from "~/lib/links";
import { lagosTime } from "@core/dates";
import { formatNaira } from "@core/money";
import { ActionResult } from "~/components/admin/action-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { ListSection, NoSuchFile, PAYOUT_RETRY, RetryForm } from "~/components/admin/file-parts";
import { InvalidError } from "../../../server/errors";
import { consoleAction } from "~/lib/console-action.server";
import { fileOr404 } from "~/lib/console-file.server";
import { readForm } from "~/lib/forms.server";
import { moneyAction } from "~/lib/money-actions.server";
import { requireOperator } from "~/lib/operator.server";
import type { Route } from "./+types/person";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const operator = requireOperator(context, request);
  return fileOr404(() => context.services.console.person(operator, params.id ?? ""), {
    canMoveMoney: operator.role === "admin",
    // Admins set others' roles here (never their own: another admin must).
    canChangeRole: operator.role === "admin" && operator.id !== params.id,
  });
}

const ROLES = ["user", "support", "admin"] as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const operator = requireOperator(context, request);
  const values = await readForm(request);
  if (values.intent !== "role") return moneyAction(context, operator, values);
  return consoleAction(values, async () => {
    const role = ROLES.find((r) => r === values.role);
    if (!role) throw new InvalidError("Choose user, support or admin", { role: "Choose user, support or admin" });
    const r = await context.services.operators.changeRole(params.id ?? "", role, operator, values.reason ?? "");
    return r.changed ? `${r.person.name} is now ${role}.` : `${r.person.name} was already ${role}.`;
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
        <dt className="text-slate-600">Email</dt>
        <dd>
          {person.email} {person.emailVerified ? "(verified)" : "(not verified)"}
        </dd>
        <dt className="text-slate-600">Phone</dt>
        <dd>{person.phone ?? "None given"}</dd>
        <dt className="text-slate-600">Place</dt>
        <dd>{[person.city, person.state].filter(Boolean).join(", ") || "None given"}</dd>
        <dt className="text-slate-600">Id</dt>
        <dd>{person.id}</dd>
        <dt className="text-slate-600">Role</dt>
        <dd>
          {person.role}
          {person.twoFactorEnabled ? " · two-factor sign-in on" : ""}
        </dd>
        {loaderData.canChangeRole && (
          <>
            <dt className="text-slate-600">Change role</dt>
            <dd>
              <Form method="post" className="flex flex-wrap items-end gap-2" aria-label="Change role">
                <input type="hidden" name="intent" value="role" />
                <label className="flex flex-col">
                  New role
                  <select name="role" defaultValue={person.role} className="rounded border px-2 py-1">
                    {ROLES.map((r) => (
                      <option key={r}>{r}</option>
                    ))}
                  </select>
                </label>
                <label className="flex min-w-48 flex-1 flex-col">
                  Why (the audit log keeps it)
                  <input name="reason" required maxLength={1000} className="rounded border px-2 py-1" />
                </label>
                <SubmitButton size="sm">Change role</SubmitButton>
              </Form>
            </dd>
          </>
        )}
        <dt className="text-slate-600">Business</dt>
        <dd>
          {person.businessName ? `${person.businessName} (${person.businessStatus})` : "None"}
        </dd>
        <dt className="text-slate-600">Ban</dt>
        <dd>
          {person.bannedAt
            ? `Banned ${lagosTime(person.bannedAt)}: ${person.banReason ?? ""}`
            : "Not banned"}
        </dd>
        <dt className="text-slate-600">Joined</dt>
        <dd>{lagosTime(person.createdAt)}</dd>
        {person.deletedAt && (
          <>
            <dt className="text-slate-600">Account deleted</dt>
            <dd>{lagosTime(person.deletedAt)}</dd>
          </>
        )}
      </dl>
      <ListSection id="listings" title={`Listings (${listings.length})`}>
        {listings.map((l) => (
          <li key={l.id}>
            Listing {l.id}: {l.title || "(no title yet)"} · {l.status}
          </li>
        ))}
      </ListSection>
      <ListSection id="bookings" title={`Bookings (${bookings.length})`}>
        {bookings.map((b) => (
          <li key={b.id}>
            <Link to={`/admin/bookings/${b.id}`} className="text-brand-700 underline">
              Booking {b.id}: {b.title}
            </Link>{" "}
            · as {b.side} · {b.status} · {b.startDate} to {b.endDate} · {formatNaira(b.totalKobo)}
          </li>
        ))}
      </ListSection>
      <ListSection id="payouts" title={`Payouts (${payouts.length})`}>
        {payouts.map((p) => (
          <li key={p.id}>
            Payout {p.id} ({p.reference}) · {formatNaira(p.amountKobo)} · {p.status}
            {p.failureReason ? ` · ${p.failureReason}` : ""}
            {p.status === "failed" && loaderData.canMoveMoney && (
              <RetryForm kind="payout" id={p.id} explain={PAYOUT_RETRY} />
            )}
          </li>
        ))}
      </ListSection>
    </main>
  );
}
