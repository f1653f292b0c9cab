// /business: 'For Business' owners add their business name, CAC number and phone, and ask an admin to verify them with
// their CAC certificate (a PDF or image, multipart); the page shows the request's status and, after a rejection, why.
import { ShieldCheck } from "lucide-react";
import { Form } from "~/lib/links";
import { useActionData, useSearchParams } from "react-router";
import { filesIn } from "@core/uploads";
import { businessSchema } from "../../server/features/accounts/accounts.schema";
import { FormField, FormMessage } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { SubmitButton } from "~/components/ui/submit-button";
import { fieldsOf, fromError, fromZod } from "~/lib/forms.server";
import { requireSession } from "~/lib/session.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/business";

export const meta = () =>
  pageMeta(
    "For Business",
    "Register your business on Haya and get the Verified owner badge on your listings.",
  );

// The page shows a person's business details: never kept by a cache, shared or not.
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const p = await context.services.accounts.getProfile(session.user.id);
  const verification = await context.services.moderation.business.statusOf(session.user.id);
  return {
    rejectionReason: verification.rejectionReason,
    business: {
      businessName: p.businessName ?? "",
      cacNumber: p.cacNumber ?? "",
      phone: p.businessPhone ?? "",
    },
    status: p.businessStatus,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireSession(context, request);
  // Read once, the certificate too: the request to verify carries it (multipart).
  const form = await request.formData();
  const values = fieldsOf(form);
  const { accounts } = context.services;
  try {
    if (values.intent === "verify") {
      const [file] = filesIn(form, "certificate");
      await context.services.moderation.business.request(session.user.id, file ? new Uint8Array(await file.arrayBuffer()) : null);
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

const STATUS = {
  unverified: { label: "Unverified", tone: "grey" },
  pending: { label: "Pending", tone: "yellow" },
  verified: { label: "Verified", tone: "green" },
} as const;

export default function Business({ loaderData }: Route.ComponentProps) {
  const { business, status, rejectionReason } = loaderData;
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
      <h1 className="text-3xl font-bold">For Business</h1>
      <p className="mt-3 leading-7 text-slate-700">
        Rent out as a registered business. Add your business name, CAC registration number and
        phone, then ask us to verify them. Once an admin has checked them, every listing of yours
        shows a{" "}
        <span className="inline-flex items-center gap-1 font-semibold text-green-800">
          <ShieldCheck aria-hidden className="size-4" />
          Verified owner
        </span>{" "}
        badge, so renters know who they are dealing with.
      </p>

      <section aria-labelledby="status" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="status" className="flex flex-wrap items-center gap-3 text-lg font-semibold">
          Verification status <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>
        </h2>
        <div className="mt-3 space-y-3 text-slate-700">
          {verifyFailed && <FormMessage error={failed.errors.certificate ?? failed.errors.form} />}
          {tooLarge && !result && <FormMessage error="That file is larger than 5 MB: choose a smaller scan or photo of your certificate." />}
          {status === "unverified" && rejectionReason && (
            <div className="rounded-lg bg-red-50 p-3 text-red-900">
              <p className="font-semibold">We could not verify your business.</p>
              <p>The reason: {rejectionReason}</p>
              <p>Correct your details if needed, then ask again with your certificate.</p>
            </div>
          )}
          {result?.ok && result.intent === "verify" && (
            <FormMessage success="Thank you: your request is with us." />
          )}
          {status === "verified" && (
            <p>Your business is verified: your listings show the Verified owner badge.</p>
          )}
          {status === "pending" && <p>We are checking your details; an admin approves them.</p>}
          {status === "unverified" && !complete && (
            <p>Save your business details below, then ask for verification.</p>
          )}
          {status === "unverified" && complete && (
            <Form method="post" encType="multipart/form-data" className="space-y-3">
              <p>Your details are saved. When they are right, send us your CAC certificate and ask us to check them.</p>
              <input type="hidden" name="intent" value="verify" />
              <div className="flex flex-col gap-1">
                <label htmlFor="certificate" className="font-medium text-slate-900">
                  CAC certificate
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
                  A PDF, JPEG or PNG of up to 5 MB. Only Haya&apos;s team sees it.
                </p>
              </div>
              <SubmitButton>
                Ask for verification
              </SubmitButton>
            </Form>
          )}
        </div>
      </section>

      <section aria-labelledby="details" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="details" className="text-lg font-semibold">
          Business details
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
                ? "Business details saved. They changed, so your business is unverified again: ask for verification when you are ready."
                : "Business details saved.")
            }
          />
          <FormField
            name="businessName"
            label="Business name"
            required
            maxLength={120}
            autoComplete="organization"
            defaultValue={values.businessName}
            error={errors.businessName}
          />
          <FormField
            name="cacNumber"
            label="CAC registration number"
            required
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            hint="RC or BN followed by digits, e.g. RC1234567"
            defaultValue={values.cacNumber}
            error={errors.cacNumber}
          />
          <FormField
            name="phone"
            label="Business phone"
            type="tel"
            required
            maxLength={20}
            autoComplete="tel"
            hint="+234 and 10 digits, or the local form, e.g. 0803 123 4567"
            defaultValue={values.phone}
            error={errors.phone}
          />
          {status !== "unverified" && (
            <p className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">
              Your business is {STATUS[status].label.toLowerCase()}. Changing any of these details
              sends it back to unverified, and you will need to ask for verification again.
            </p>
          )}
          <SubmitButton>
            Save details
          </SubmitButton>
        </Form>
      </section>
    </main>
  );
}
