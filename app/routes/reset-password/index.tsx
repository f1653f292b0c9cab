// /reset-password?token=…: the page the e-mailed link opens; the token works once, for 1 hour.
import { useActionData, useSearchParams } from "react-router";
import { Form, Link, redirect } from "~/lib/links";
import { resetPasswordSchema } from "../../../server/features/accounts/accounts.schema";
import { FormField, FormMessage } from "~/components/form-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { fromError, fromZod, readForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";

export const meta = () => [...pageMeta(m.account_reset_title(), m.account_reset_meta_description()), { name: "robots", content: "noindex" }];

// The token is in the URL: never stored by a cache, never sent on to another site.
export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const values = await readForm(request);
  const parsed = resetPasswordSchema.safeParse(values);
  if (!parsed.success) return fromZod(values, parsed.error);
  try {
    await context.services.accounts.resetPassword(parsed.data);
  } catch (e) {
    return fromError(values, e);
  }
  return redirect("/login?reset=1");
}

export default function ResetPassword() {
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const token = params.get("token") ?? "";
  const errors = result && !result.ok ? result.errors : {};
  const expired = Boolean(errors.token) || !token;
  return (
    <main className="flex justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md">
        <h1 className="text-2xl font-bold">{m.account_reset_title()}</h1>
        {expired ? (
          <div className="mt-6 space-y-4">
            <FormMessage error={errors.form ?? m.account_reset_incomplete()} />
            <Link to="/forgot-password" className="inline-block font-semibold text-brand-700 underline">
              {m.account_reset_new_link()}
            </Link>
          </div>
        ) : (
          <Form method="post" className="mt-6 space-y-4">
            <input type="hidden" name="token" value={token} />
            <FormMessage error={errors.form} />
            <FormField
              name="password"
              label={m.account_new_password()}
              type="password"
              required
              maxLength={128}
              autoComplete="new-password"
              hint={m.account_reset_hint()}
              error={errors.password}
            />
            <SubmitButton className="w-full">
              {m.account_reset_save()}
            </SubmitButton>
          </Form>
        )}
      </div>
    </main>
  );
}
