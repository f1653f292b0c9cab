// /forgot-password: asks for the account's e-mail and sends a single-use reset link (the answer never says whether it exists).
import { useActionData } from "react-router";
import { Form, Link } from "~/lib/links";
import { forgotPasswordSchema } from "../../../server/features/accounts/accounts.schema";
import { FormField, FormMessage } from "~/components/form-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { fromError, fromZod, readForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";

export const meta = () => pageMeta(m.account_forgot_title(), m.account_forgot_meta_description());

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const values = await readForm(request);
  const parsed = forgotPasswordSchema.safeParse(values);
  if (!parsed.success) return fromZod(values, parsed.error);
  try {
    const { message } = await context.services.accounts.requestPasswordReset(parsed.data, context.meta);
    return { ok: true as const, message };
  } catch (e) {
    return fromError(values, e);
  }
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const failed = result && !result.ok ? result : undefined;
  return (
    <main className="flex justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md">
        <h1 className="text-2xl font-bold">{m.account_forgot_title()}</h1>
        <p className="mt-1 text-slate-600">{m.account_forgot_lead()}</p>
        {result?.ok ? (
          <div className="mt-6">
            <FormMessage success={result.message} />
          </div>
        ) : (
          <Form method="post" className="mt-6 space-y-4">
            <FormMessage error={failed?.errors.form} />
            <FormField name="email" label={m.login_email()} type="email" required autoComplete="email" defaultValue={failed?.values.email} error={failed?.errors.email} />
            <SubmitButton className="w-full">
              {m.account_forgot_send()}
            </SubmitButton>
          </Form>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to="/login" className="text-brand-700 underline">
            {m.account_back_to_sign_in()}
          </Link>
        </p>
      </div>
    </main>
  );
}
