// /account/identity: a person verifies their identity with a NIN (or a driver's licence or passport number) and a
// selfie, and sees where their check stands. A plain multipart form, so it works without JavaScript; every word comes
// from the loader (this page ships no message catalogue of its own).
import { useActionData, useSearchParams } from "react-router";
import { formatDay, todayInLagos } from "@core/dates";
import { m } from "@core/paraglide/messages";
import { filesIn } from "@core/uploads";
import { FormMessage } from "~/components/form-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { fieldsOf, fromError } from "~/lib/forms.server";
import { Form, Link } from "~/lib/links";
import { pageUrl } from "~/lib/page-url.server";
import { pageMeta } from "~/lib/seo";
import { requireSession } from "~/lib/session.server";
import { safeRedirect } from "../../../server/features/accounts/accounts.schema";
import { pageContext } from "../../../server/http/page-context";
import type { Route } from "./+types/identity";

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.words.title ?? "", loaderData?.words.intro ?? "");

// A person's identity check: never kept by a cache, shared or not.
export const headers = () => ({ "Cache-Control": "no-store" });

const TYPE_WORDS = { nin: m.identity_type_nin, drivers_licence: m.identity_type_drivers_licence, passport: m.identity_type_passport } as const;

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const session = requireSession(context, request);
  const { identity } = context.services;
  const v = await identity.status(session.user.id);
  const type = v.idType && v.idType in TYPE_WORDS ? TYPE_WORDS[v.idType as keyof typeof TYPE_WORDS]() : "";
  const last4 = v.idLast4 ?? "";
  const status =
    v.status === "none"
      ? m.identity_status_none()
      : v.status === "pending"
        ? m.identity_status_pending({ type, last4 })
        : v.status === "review"
          ? m.identity_status_review({ type, last4 })
          : v.status === "verified"
            ? m.identity_status_verified({ type, last4, date: v.verifiedAt ? formatDay(todayInLagos(new Date(v.verifiedAt))) : "" })
            : m.identity_status_refused({ reason: v.reason ?? "" });
  const canSubmit = v.status === "none" || v.status === "refused";
  const url = pageUrl(request);
  const tooLarge = url.searchParams.get("selfie") === "too-large";
  // Sent here to book an item whose owner asks for a verified ID (issue 37): the way back, with the dates chosen.
  const next = safeRedirect(url.searchParams.get("next"), "");
  return {
    status: v.status,
    canSubmit,
    tooLarge,
    next: next
      ? {
          href: next,
          text: v.status === "verified" ? m.identity_continue_booking() : m.identity_back_to_booking(),
          why: v.status === "verified" ? null : m.identity_needed_to_book(),
        }
      : null,
    // A check the provider is answering: the page read again shows where it stands.
    checkAgain: v.status === "pending" ? { href: `${url.pathname}${url.search}`, text: m.identity_check_again() } : null,
    words: {
      title: m.identity_title(),
      intro: m.identity_intro(),
      status,
      outage: v.providerDown ? m.identity_status_outage() : null,
      typeLabel: m.identity_type_label(),
      types: (Object.keys(TYPE_WORDS) as (keyof typeof TYPE_WORDS)[]).map((value) => ({ value, label: TYPE_WORDS[value]() })),
      numberLabel: m.identity_number_label(),
      selfieLabel: m.identity_selfie_label(),
      selfieHint: m.identity_selfie_hint(),
      sandbox: identity.providerName === "sandbox" ? m.identity_sandbox_hint() : null,
      submit: m.identity_submit(),
      sent: m.identity_sent(),
      tooLarge: m.err_identity_selfie_choose(),
    },
  };
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const session = requireSession(context, request);
  const form = await request.formData();
  const values = fieldsOf(form);
  try {
    const [file] = filesIn(form, "selfie");
    await context.services.identity.submit(
      session.user.id,
      { idType: values.idType, idNumber: values.idNumber, selfie: file ? new Uint8Array(await file.arrayBuffer()) : null },
      context.meta.ip,
    );
    return { ok: true as const };
  } catch (e) {
    return fromError(values, e);
  }
}

export default function Identity({ loaderData: { status, canSubmit, tooLarge, next, checkAgain, words } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const failed = result && !result.ok ? result : undefined;
  const errors: Record<string, string | undefined> = failed?.errors ?? {};
  const values: Record<string, string | undefined> = failed?.values ?? {};
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="text-sm text-red-800">
        {errors[name]}
      </p>
    ) : null;
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">{words.title}</h1>
      <p className="mt-3 leading-7 text-slate-700">{words.intro}</p>
      {next?.why && <p className="mt-3 rounded-lg bg-brand-50 p-3 text-brand-900">{next.why}</p>}
      <section aria-labelledby="status" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <p id="status" role="status" className="font-semibold" data-status={status}>
          {words.status}
        </p>
        {words.outage && <p className="mt-2 text-slate-700">{words.outage}</p>}
        {(checkAgain || next) && (
          <p className="mt-3 flex flex-wrap gap-4">
            {checkAgain && <Link to={checkAgain.href} className="font-semibold text-brand-700 underline">{checkAgain.text}</Link>}
            {next && <Link to={next.href} className={status === "verified" ? "rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white" : "font-semibold text-brand-700 underline"}>{next.text}</Link>}
          </p>
        )}
      </section>
      {canSubmit && (
        <section aria-labelledby="verify-title" id="verify" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
          <h2 id="verify-title" className="text-lg font-semibold">
            {words.submit}
          </h2>
          <Form method="post" encType="multipart/form-data" className="mt-3 space-y-4">
            {result?.ok && <FormMessage success={words.sent} />}
            {failed && !errors.idType && !errors.idNumber && !errors.selfie && <FormMessage error={errors.form} />}
            {tooLarge && params.get("selfie") === "too-large" && !result && <FormMessage error={words.tooLarge} />}
            {words.sandbox && <p className="text-sm text-slate-600">{words.sandbox}</p>}
            <div className="flex flex-col gap-1">
              <label htmlFor="idType" className="font-medium text-slate-900">
                {words.typeLabel}
              </label>
              <select id="idType" name="idType" defaultValue={values.idType ?? "nin"} className="rounded-md border border-slate-300 p-2" aria-invalid={errors.idType ? true : undefined} aria-describedby={errors.idType ? "idType-error" : undefined}>
                {words.types.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
              {fieldError("idType")}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="idNumber" className="font-medium text-slate-900">
                {words.numberLabel}
              </label>
              <input id="idNumber" name="idNumber" required autoComplete="off" defaultValue={values.idNumber ?? ""} className="rounded-md border border-slate-300 p-2" aria-invalid={errors.idNumber ? true : undefined} aria-describedby={errors.idNumber ? "idNumber-error" : undefined} />
              {fieldError("idNumber")}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="selfie" className="font-medium text-slate-900">
                {words.selfieLabel}
              </label>
              <input id="selfie" name="selfie" type="file" required accept="image/jpeg,image/png,image/webp" capture="user" aria-describedby={errors.selfie ? "selfie-hint selfie-error" : "selfie-hint"} aria-invalid={errors.selfie ? true : undefined} className="text-sm" />
              <p id="selfie-hint" className="text-sm text-slate-600">
                {words.selfieHint}
              </p>
              {fieldError("selfie")}
            </div>
            <SubmitButton>{words.submit}</SubmitButton>
          </Form>
        </section>
      )}
    </main>
  );
}
