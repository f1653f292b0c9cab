// /item/{id}/report: report a listing to Haya's team (a scam, payment asked outside Haya…), which lands in the admin area's
// reports queue. Signed-in people only (a visitor signs in and comes back); a plain form, no JavaScript needed.
import { data, useActionData, useSearchParams } from "react-router";
import { Form, Link, redirect } from "~/lib/links";
import { REPORT_DETAILS_MAX_CHARS, REPORT_REASONS, reportReasonLabel } from "@core/messages";
import { describedBy, FieldFrame, FormMessage } from "~/components/form-field";
import { FieldError, Textarea } from "~/components/ui/input";
import { SubmitButton } from "~/components/ui/submit-button";
import { fromError, readForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/seo";
import { requireSession } from "~/lib/session.server";
import type { Route } from "./+types/$id.report";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";

const idOf = (v: string | undefined) => (/^\d{1,15}$/.test(v ?? "") ? Number(v) : 0);

export async function loader({ request, params, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  requireSession(context, request);
  const listing = await context.services.catalogue.getPublished(idOf(params.id));
  if (!listing) throw data(null, { status: 404 });
  return { listing: { id: listing.id, title: listing.title } };
}

export async function action({ request, params, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const values = await readForm(request);
  try {
    await context.services.messages.report(user.id, { subjectKind: "listing", subjectId: String(idOf(params.id)), reason: values.reason ?? "", details: values.details ?? "" });
    return redirect(`/item/${idOf(params.id)}/report?sent=1`);
  } catch (e) {
    return fromError(values, e);
  }
}

export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = () => [...pageMeta(m.people_report_listing(), m.people_report_listing_meta_description()), { name: "robots", content: "noindex" }];

export default function ReportListing({ loaderData: { listing } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.errors ?? {};
  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">{m.people_report_listing()}</h1>
      <p className="mt-1 text-slate-700">
        <Link to={`/item/${listing.id}`} className="font-semibold text-brand-700 underline">
          {listing.title}
        </Link>
      </p>
      {params.get("sent") === "1" ? (
        <p role="status" className="mt-6 rounded-lg bg-green-50 p-4 text-green-900">
          {m.people_report_listing_thanks()}
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-5">
          <FormMessage error={errors.form !== errors.reason && errors.form !== errors.details ? errors.form : undefined} />
          <fieldset aria-describedby={errors.reason ? "f-reason-error" : undefined}>
            <legend className="text-sm font-medium text-slate-900">{m.people_report_listing_why()}</legend>
            <div className="mt-2 grid gap-2">
              {REPORT_REASONS.map((r) => (
                <label key={r} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="reason" value={r} defaultChecked={r === failed?.values.reason} required className="size-4 accent-brand-700" />
                  {reportReasonLabel(r)}
                </label>
              ))}
            </div>
            <FieldError id="f-reason-error" message={errors.reason} />
          </fieldset>
          <FieldFrame id="f-details" label={m.people_report_details()} error={errors.details}>
            <Textarea
              id="f-details"
              name="details"
              rows={4}
              maxLength={REPORT_DETAILS_MAX_CHARS}
              defaultValue={failed?.values.details ?? ""}
              aria-invalid={errors.details ? true : undefined}
              aria-describedby={describedBy("f-details", false, errors.details)}
            />
          </FieldFrame>
          <SubmitButton>{m.people_report_send()}</SubmitButton>
        </Form>
      )}
    </main>
  );
}
