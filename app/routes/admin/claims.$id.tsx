// /admin/claims/{id}: one disputed deposit claim, both sides' words and photos, and the booking's pick-up and return
// photos (each served through the admin area and audited); the admin decides what the owner gets (₦0 up to the claim)
// with a reason both sides read. The ledger lines, e-mails and the audit row happen in the decision's transaction.
import { useActionData } from "react-router";
import { Form, Link } from "~/lib/links";
import { lagosTime } from "@core/dates";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";
import { ActionResult } from "./components/action-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { adminAction } from "./admin-action.server";
import { fileOr404 } from "./admin-file.server";
import { fromZod, readForm } from "~/lib/forms.server";
import { requireOperator } from "./admin-gate.server";
import { claimDecisionFormSchema } from "../../../server/features/admin/admin-desk.schema";
import type { Route } from "./+types/claims.$id";
import { pageContext } from "../../../server/http/page-context";

export const handle = { adminOnly: true };

export async function loader({ request, context: provider, params }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request, { admin: true });
  return fileOr404(() => context.services.adminDesk.claim(operator, Number(params.id)));
}

export async function action({ request, context: provider, params }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request, { admin: true });
  const values = await readForm(request);
  const form = claimDecisionFormSchema.safeParse(values);
  if (!form.success) return fromZod(values, form.error);
  return adminAction(values, async () => {
    const v = await context.services.adminDesk.decideClaim(operator, Number(params.id), {
      amountKobo: form.data.amount,
      note: form.data.note,
    });
    return m.admin_claim_decided({ amount: formatNaira(v.settledAmountKobo ?? 0) });
  });
}

type Result = { ok: true; message: string } | { ok: false; errors: Record<string, string>; values: Record<string, string> } | undefined;

/** A box of the decision form with its label and, after a refused post, its error (described by it) and what was typed. */
function Field({ name, label, result, children }: { name: string; label: string; result: Result; children: (props: { id: string; name: string; required: true; "aria-invalid"?: true; "aria-describedby"?: string; defaultValue: string }) => React.ReactNode }) {
  const error = result && !result.ok ? result.errors[name] : undefined;
  return (
    <div className="flex flex-col text-sm">
      <label htmlFor={name}>{label}</label>
      {children({ id: name, name, required: true, defaultValue: result && !result.ok ? (result.values[name] ?? "") : "", ...(error ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {}) })}
      {error && (
        <p id={`${name}-error`} className="text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

type Photo = {
  id: number;
  width: number;
  height: number;
  createdAt: string;
  by?: { name: string };
};

function Photos({
  id,
  title,
  bookingId,
  photos,
}: {
  id: string;
  title: string;
  bookingId: number;
  photos: Photo[];
}) {
  return (
    <section aria-labelledby={`photos-${id}`} className="space-y-2">
      <h3 id={`photos-${id}`} className="font-semibold">
        {title}
      </h3>
      {photos.length === 0 ? (
        <p className="text-sm text-slate-600">{m.admin_claim_none()}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {photos.map((p, i) => (
            <li key={p.id}>
              <a
                href={`/admin/bookings/${bookingId}/photos/${p.id}@1280.webp`}
                target="_blank"
                rel="noreferrer"
              >
                <img
                  src={`/admin/bookings/${bookingId}/photos/${p.id}@320.webp`}
                  alt={p.by ? m.admin_claim_photo_alt_by({ title, n: i + 1, name: p.by.name }) : m.admin_claim_photo_alt({ title, n: i + 1 })}
                  width={160}
                  height={Math.round((160 * p.height) / p.width)}
                  className="rounded border"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function ClaimPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  if (!loaderData.file) return <NoClaim />;
  const { claim, booking, photos } = loaderData.file;
  const claimPhotos = claim.photos.filter((p) => p.stage === "claim");
  const answerPhotos = claim.photos.filter((p) => p.stage === "claim_answer");
  return (
    <main className="space-y-6">
      <h1 className="text-2xl font-bold">
        {m.admin_claim_title({ claim: claim.id, booking: booking.id })}
      </h1>
      <ActionResult result={result} />
      <p>
        <Link to={`/admin/bookings/${booking.id}`} className="text-brand-700 underline">
          {m.admin_booking_title({ id: booking.id, title: booking.title })}
        </Link>
        {m.admin_claim_deposit({ amount: formatNaira(booking.depositKobo) })} <strong>{claim.status}</strong>.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <section className="rounded-lg border bg-white p-4" aria-labelledby="owner-says">
          <h2 id="owner-says" className="text-lg font-semibold">
            {m.admin_claim_owner_says({ name: booking.owner.name, amount: formatNaira(claim.amountKobo) })}
          </h2>
          <p className="mt-2 whitespace-pre-wrap">{claim.description}</p>
          <p className="mt-1 text-sm text-slate-600">
            {m.admin_lagos_time({ when: lagosTime(new Date(claim.createdAt)) })}
          </p>
        </section>
        <section className="rounded-lg border bg-white p-4" aria-labelledby="renter-says">
          <h2 id="renter-says" className="text-lg font-semibold">
            {m.admin_claim_renter_says({ name: booking.renter.name })}
          </h2>
          <p className="mt-2 whitespace-pre-wrap">{claim.answerText ?? m.admin_claim_no_words()}</p>
        </section>
      </div>
      <section className="space-y-4 rounded-lg border bg-white p-4" aria-labelledby="photos">
        <h2 id="photos" className="text-lg font-semibold">
          {m.admin_claim_photos()}
        </h2>
        <Photos id="claim" title={m.admin_claim_owner_photos()} bookingId={booking.id} photos={claimPhotos} />
        <Photos id="answer" title={m.admin_claim_renter_photos()} bookingId={booking.id} photos={answerPhotos} />
        <Photos id="pickup" title={m.admin_claim_pickup_photos()} bookingId={booking.id} photos={photos.pickup} />
        <Photos id="return" title={m.admin_claim_return_photos()} bookingId={booking.id} photos={photos.return} />
      </section>
      {claim.status === "disputed" ? (
        <section className="rounded-lg border bg-white p-4" aria-labelledby="decide">
          <h2 id="decide" className="text-lg font-semibold">
            {m.admin_claim_decide()}
          </h2>
          <p className="mb-3 text-slate-700">
            {m.admin_claim_explain({ claimed: formatNaira(claim.amountKobo), deposit: formatNaira(booking.depositKobo) })}
          </p>
          <Form method="post" className="space-y-3" noValidate>
            <Field name="amount" label={m.admin_claim_amount()} result={result}>
              {(props) => <input {...props} inputMode="decimal" className="max-w-48 rounded border px-2 py-1" />}
            </Field>
            <Field name="note" label={m.admin_claim_reason()} result={result}>
              {(props) => <textarea {...props} rows={4} maxLength={2000} className="rounded border px-2 py-1" />}
            </Field>
            <SubmitButton>{m.admin_claim_submit()}</SubmitButton>
          </Form>
        </section>
      ) : (
        <p>
          {m.admin_claim_settled({ amount: formatNaira(claim.settledAmountKobo ?? 0) })}{" "}
          {claim.decisionNote ? m.admin_claim_settled_reason({ note: claim.decisionNote }) : ""}
        </p>
      )}
    </main>
  );
}

function NoClaim() {
  return (
    <main className="space-y-3">
      <h1 className="text-2xl font-bold">{m.admin_no_such_claim()}</h1>
      <p>
        <Link to="/admin/claims" className="text-brand-700 underline">
          {m.admin_back_to_claims()}
        </Link>
      </p>
    </main>
  );
}
