// /login/phone: signing in with a verified mobile number and a 6-digit SMS code instead of the password (works without
// JavaScript): the number, then the code. The first step answers the same whether or not the number is on Haya.
import { useActionData, useSearchParams } from "react-router";
import { Form, Link, redirect } from "~/lib/links";
import { phoneCodeSchema, phoneNumberSchema, safeRedirect } from "../../../server/features/accounts/accounts.schema";
import { FormField, FormMessage } from "~/components/form-field";
import { showPhone } from "~/components/account/phone-section";
import { SubmitButton } from "~/components/ui/submit-button";
import { fromError, fromZod, readForm } from "~/lib/forms.server";
import { redirectWith } from "~/lib/session.server";
import { pageMeta } from "~/lib/seo";
import { m } from "@core/paraglide/messages";
import type { Route } from "./+types/phone";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export const meta = () => pageMeta(m.login_with_phone(), m.phone_login_meta_description());

export function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  if (context.session) throw redirect(safeRedirect(pageUrl(request).searchParams.get("redirectTo")));
  return null;
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const values = await readForm(request);
  const { phone } = context.services;
  try {
    if (values.step === "code") {
      const parsed = phoneCodeSchema.safeParse(values);
      if (!parsed.success) return fromZod(values, parsed.error);
      const { headers } = await phone.signIn(parsed.data.phone, parsed.data.code, context.meta);
      return redirectWith(safeRedirect(values.redirectTo), headers);
    }
    const parsed = phoneNumberSchema.safeParse(values);
    if (!parsed.success) return fromZod(values, parsed.error);
    await phone.requestSignInCode(parsed.data.phone, context.meta);
    return { ok: true as const, phone: parsed.data.phone };
  } catch (e) {
    return fromError(values, e);
  }
}

export default function PhoneSignIn() {
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const failed = result && !result.ok ? result : undefined;
  const redirectTo = params.get("redirectTo") ?? "";
  // The code's step: once a code was asked for, or a code was refused (the number rides along, hidden).
  const codeFor = result?.ok ? result.phone : failed?.values.step === "code" ? failed.values.phone : undefined;
  const errors = failed?.errors ?? {};
  const back = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  return (
    <main className="flex justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md">
        <h1 className="text-2xl font-bold">{m.login_with_phone()}</h1>
        <p className="mt-1 text-slate-600">
          {codeFor ? m.phone_login_lead_code({ phone: showPhone(codeFor) }) : m.phone_login_lead_number()}
        </p>
        {codeFor ? (
          <Form method="post" className="mt-6 space-y-4" key={`code-${codeFor}`}>
            <input type="hidden" name="step" value="code" />
            <input type="hidden" name="phone" value={codeFor} />
            {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
            <FormMessage error={errors.form !== errors.code ? errors.form : undefined} success={result?.ok ? m.phone_login_sent() : undefined} />
            <FormField name="code" label={m.phone_login_code()} required inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} error={errors.code} />
            <SubmitButton className="w-full">{m.login_sign_in_button()}</SubmitButton>
          </Form>
        ) : (
          <Form method="post" className="mt-6 space-y-4" key="number">
            <input type="hidden" name="step" value="number" />
            {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
            <FormMessage error={errors.form !== errors.phone ? errors.form : undefined} />
            <FormField name="phone" label={m.phone_login_number()} type="tel" required inputMode="tel" autoComplete="tel" maxLength={20} placeholder="0803 123 4567" defaultValue={failed?.values.phone} error={errors.phone} />
            <SubmitButton className="w-full">{m.phone_send_code()}</SubmitButton>
          </Form>
        )}
        {codeFor && (
          <Form method="post" className="mt-3" key={`again-${codeFor}`}>
            <input type="hidden" name="step" value="number" />
            <input type="hidden" name="phone" value={codeFor} />
            {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
            <SubmitButton variant="outline" className="w-full">
              {m.phone_send_again()}
            </SubmitButton>
          </Form>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to={`/login${back}`} className="text-brand-700 underline">
            {m.phone_login_with_email()}
          </Link>
        </p>
      </div>
    </main>
  );
}
