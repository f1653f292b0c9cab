// /login/two-factor: the sign-in's second step for accounts with two-factor sign-in: the authenticator app's code, or
// (?recovery=1) one of the recovery codes. Reached from /login with better-auth's short-lived two-factor cookie.
import { useActionData, useSearchParams } from "react-router";
import { Form, Link, redirect } from "~/lib/links";
import { safeRedirect } from "../../../server/features/accounts/accounts.schema";
import { FormField, FormMessage } from "~/components/form-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { fromError, invalid, readForm } from "~/lib/forms.server";
import { redirectWith } from "~/lib/session.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/two-factor";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export const meta = () => [...pageMeta(m.account_2fa_title(), m.account_2fa_meta_description()), { name: "robots", content: "noindex" }];

export function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  if (context.session) throw redirect(safeRedirect(pageUrl(request).searchParams.get("redirectTo")));
  return null;
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const values = await readForm(request);
  const recovery = values.recovery === "1";
  if (!values.code?.trim()) return invalid(values, { code: recovery ? m.account_2fa_need_recovery() : m.account_2fa_need_code() });
  try {
    const { headers } = await context.services.twoFactor.signIn(values.code, context.meta, { recovery });
    return redirectWith(safeRedirect(values.redirectTo), headers);
  } catch (e) {
    return fromError(values, e);
  }
}

export default function TwoFactorSignIn() {
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const failed = result && !result.ok ? result : undefined;
  const recovery = params.get("recovery") === "1";
  const redirectTo = params.get("redirectTo") ?? "";
  const other = new URLSearchParams(params);
  if (recovery) other.delete("recovery");
  else other.set("recovery", "1");
  return (
    <main className="flex justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md">
        <h1 className="text-2xl font-bold">{m.account_2fa_title()}</h1>
        <p className="mt-1 text-slate-600">
          {recovery ? m.account_2fa_lead_recovery() : m.account_2fa_lead_code()}
        </p>
        <Form method="post" className="mt-6 space-y-4" key={recovery ? "recovery" : "app"}>
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          {recovery && <input type="hidden" name="recovery" value="1" />}
          {/* Said once: beside the field when it is about the code. */}
          <FormMessage error={failed?.errors.form !== failed?.errors.code ? failed?.errors.form : undefined} />
          <FormField
            name="code"
            label={recovery ? m.account_2fa_recovery_code() : m.phone_login_code()}
            required
            autoComplete="one-time-code"
            inputMode={recovery ? "text" : "numeric"}
            maxLength={recovery ? 32 : 8}
            error={failed?.errors.code}
          />
          <SubmitButton className="w-full">{m.account_2fa_verify()}</SubmitButton>
        </Form>
        <p className="mt-4 text-center text-sm text-slate-700">
          <Link to={`/login/two-factor?${other}`} replace className="font-semibold text-brand-700 underline">
            {recovery ? m.account_2fa_use_app() : m.account_2fa_use_recovery()}
          </Link>
        </p>
        <p className="mt-2 text-center text-sm">
          <Link to="/login" className="text-brand-700 underline">
            {m.account_2fa_start_again()}
          </Link>
        </p>
      </div>
    </main>
  );
}
