// /business: 'For Business' owners add their business name, CAC number and phone, and ask an admin to verify them with
// their CAC certificate (a PDF or image, multipart); the page shows the request's status and, after a rejection, why.
// A visitor sees what Haya offers businesses and why to sign in (components/business-offer.tsx), not a bare redirect.
import { ShieldCheck } from "lucide-react";
import { Form } from "~/lib/links";
import { useActionData, useSearchParams } from "react-router";
import { filesIn } from "@core/uploads";
import { businessSchema } from "../../../server/features/accounts/accounts.schema";
import { FormField, FormMessage } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { BusinessOffer } from "./components/business-offer";
import { SubmitButton } from "~/components/ui/submit-button";
import { fieldsOf, fromError, fromZod } from "~/lib/forms.server";
import { requireSession } from "~/lib/session.server";
import { pageMeta } from "~/lib/seo";
import { m } from "@core/paraglide/messages";
import type { Route } from "./+types/index";
import { pageContext } from "../../../server/http/page-context";

export const meta = () => pageMeta(m.nav_for_business(), m.people_business_meta_description());

// The page shows a person's business details: never kept by a cache, shared or not.
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  if (!context.session) return { visitor: true as const };
  const session = requireSession(context, request);
  const p = await context.services.accounts.getProfile(session.user.id);
  const verification = await context.services.adminQueues.business.statusOf(session.user.id);
  return {
    visitor: false as const,
    rejectionReason: verification.rejectionReason,
    business: {
      businessName: p.businessName ?? "",
      cacNumber: p.cacNumber ?? "",
      phone: p.businessPhone ?? "",
    },
    status: p.businessStatus,
  };
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const session = requireSession(context, request);
  // Read once, the certificate too: the request to verify carries it (multipart).
  const form = await request.formData();
  const values = fieldsOf(form);
  const { accounts } = context.services;
  try {
    if (values.intent === "verify") {
      const [file] = filesIn(form, "certificate");
      await context.services.adminQueues.business.request(session.user.id, file ? new Uint8Array(await file.arrayBuffer()) : null);
      return { ok: true as const, intent: "verify" as const, at: Date.now(), reset: false };
    }
    const parsed = businessSchema.safeParse(values);
    if (!parsed.success) return fromZod(values, parsed.error);
    const before = await accounts.getProfile(session.user.id);
    const after = await accounts.saveBusiness(session.user.id, parsed.data);
    return {
      ok: true as const,
      intent: "save" as const,
      at: Date.now(),
      reset: before.businessStatus !== after.businessStatus,
    };
  } catch (e) {
    return fromError(values, e);
  }
}

// Labels are message functions, called while rendering (the request's language).
const STATUS = {
  unverified: { label: m.people_business_unverified, tone: "grey" },
  pending: { label: m.people_business_pending, tone: "yellow" },
  verified: { label: m.people_verified, tone: "green" },
} as const;

export default function Business({ loaderData }: Route.ComponentProps) {
  return loaderData.visitor ? <BusinessOffer /> : <BusinessDetails {...loaderData} />;
}

function BusinessDetails({ business, status, rejectionReason }: Exclude<Route.ComponentProps["loaderData"], { visitor: true }>) {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const tooLarge = params.get("certificate") === "too-large";
  const failed = result && !result.ok ? result : undefined;
  const verifyFailed = failed?.values.intent === "verify";
  const errors = failed && !verifyFailed ? failed.errors : {};
  // After a failed save the form keeps what was typed; otherwise it shows what is saved (normalised).
  const values = failed && !verifyFailed ? failed.values : business;
  const complete = Boolean(business.businessName && business.cacNumber && business.phone);
  const saved = result?.ok && result.intent === "save" ? result : undefined;
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">{m.nav_for_business()}</h1>
      <p className="mt-3 leading-7 text-slate-700">
        {m.people_business_lead_before()}{" "}
        <span className="inline-flex items-center gap-1 font-semibold text-green-800">
          <ShieldCheck aria-hidden className="size-4" />
          {m.item_verified_owner()}
        </span>{" "}
        {m.people_business_lead_after()}
      </p>

      <section aria-labelledby="status" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="status" className="flex flex-wrap items-center gap-3 text-lg font-semibold">
          {m.people_business_status()} <Badge tone={STATUS[status].tone}>{STATUS[status].label()}</Badge>
        </h2>
        <div className="mt-3 space-y-3 text-slate-700">
          {verifyFailed && <FormMessage error={failed.errors.certificate ?? failed.errors.form} />}
          {tooLarge && !result && <FormMessage error={m.people_business_too_large()} />}
          {status === "unverified" && rejectionReason && (
            <div className="rounded-lg bg-red-50 p-3 text-red-900">
              <p className="font-semibold">{m.people_business_not_verified()}</p>
              <p>{m.people_business_reason({ reason: rejectionReason })}</p>
              <p>{m.people_business_try_again()}</p>
            </div>
          )}
          {result?.ok && result.intent === "verify" && (
            <FormMessage success={m.people_business_request_sent()} />
          )}
          {status === "verified" && (
            <p>{m.people_business_is_verified()}</p>
          )}
          {status === "pending" && <p>{m.people_business_is_pending()}</p>}
          {status === "unverified" && !complete && (
            <p>{m.people_business_save_first()}</p>
          )}
          {status === "unverified" && complete && (
            <Form method="post" encType="multipart/form-data" className="space-y-3">
              <p>{m.people_business_send_certificate()}</p>
              <input type="hidden" name="intent" value="verify" />
              <div className="flex flex-col gap-1">
                <label htmlFor="certificate" className="font-medium text-slate-900">
                  {m.people_business_certificate()}
                </label>
                <input
                  id="certificate"
                  name="certificate"
                  type="file"
                  required
                  accept="application/pdf,image/jpeg,image/png"
                  aria-describedby="certificate-hint"
                  className="text-sm"
                />
                <p id="certificate-hint" className="text-sm text-slate-600">
                  {m.people_business_certificate_hint()}
                </p>
              </div>
              <SubmitButton>
                {m.people_business_ask()}
              </SubmitButton>
            </Form>
          )}
        </div>
      </section>

      <section aria-labelledby="details" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="details" className="text-lg font-semibold">
          {m.people_business_details()}
        </h2>
        {/* A new form after each save, so the fields show the saved (normalised) values even when the person typed them
            differently; keyed by the values too, because the action's answer can arrive before the reloaded details. */}
        <Form
          method="post"
          className="mt-4 space-y-4"
          key={`${saved?.at ?? ""}|${business.businessName}|${business.cacNumber}|${business.phone}`}
        >
          <input type="hidden" name="intent" value="save" />
          <FormMessage
            error={errors.form}
            success={
              saved &&
              (saved.reset
                ? m.people_business_saved_reset()
                : m.people_business_saved())
            }
          />
          <FormField
            name="businessName"
            label={m.people_business_name()}
            required
            maxLength={120}
            autoComplete="organization"
            defaultValue={values.businessName}
            error={errors.businessName}
          />
          <FormField
            name="cacNumber"
            label={m.people_business_cac()}
            required
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            hint={m.people_business_cac_hint()}
            defaultValue={values.cacNumber}
            error={errors.cacNumber}
          />
          <FormField
            name="phone"
            label={m.admin_business_phone()}
            type="tel"
            required
            maxLength={20}
            autoComplete="tel"
            hint={m.people_business_phone_hint()}
            defaultValue={values.phone}
            error={errors.phone}
          />
          {status !== "unverified" && (
            <p className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">
              {status === "verified" ? m.people_business_change_verified() : m.people_business_change_pending()}
            </p>
          )}
          <SubmitButton>
            {m.account_save_details()}
          </SubmitButton>
        </Form>
      </section>
    </main>
  );
}
