// /login: the seed's one card that toggles between sign in and sign up, now with real accounts (works without JavaScript).
// Either way the person goes back to where they were (redirectTo, or the page they opened it from); a new member who
// came from nowhere in particular gets a short welcome (/account?joined=1).
import { useActionData, useSearchParams } from "react-router";
import { Form, Link, redirect } from "~/lib/links";
import { safeRedirect, signInSchema, signUpSchema } from "../../../server/features/accounts/accounts.schema";
import { FormField, FormMessage, useClearPasswords } from "~/components/form-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { fromError, fromZod, readForm } from "~/lib/forms.server";
import { redirectWith } from "~/lib/session.server";
import { pageMeta } from "~/lib/seo";
import { m } from "@core/paraglide/messages";
import { delocalizePath } from "@core/locales";
import type { Route } from "./+types/index";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export const meta = () => pageMeta(m.login_meta_title(), m.login_meta_description());

/** What signing in is for, when a page sent the person here to do something (`why`): said above the form. */
const WHY: Record<string, () => string> = { favourite: m.login_why_favourite, business: m.login_why_business };

// The form may carry the page the visitor came from (their Referer): never kept, so never shown to someone else.
export const headers = () => ({ "Cache-Control": "no-store" });

/**
 * The page of this site a visitor opened sign-in from (the header's link carries no redirectTo), read from the Referer,
 * to go back there afterwards; none from home or the sign-in pages themselves.
 */
function cameFrom(request: Request, siteUrl: string): string | null {
  // Parsed without throwing: most arrivals have no Referer, and an exception's stack costs more than the page's data.
  const from = URL.parse(request.headers.get("Referer") ?? "");
  if (!from) return null;
  if (from.origin !== pageUrl(request).origin && from.origin !== new URL(siteUrl).origin) return null;
  const path = delocalizePath(from.pathname) + from.search;
  if (/^\/(?:$|\?|login|logout|forgot-password|reset-password|verify-email)/.test(path)) return null;
  return safeRedirect(path, "") || null;
}

export function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const url = pageUrl(request);
  if (context.session) throw redirect(safeRedirect(url.searchParams.get("redirectTo")));
  return { from: url.searchParams.has("redirectTo") ? null : cameFrom(request, context.siteUrl) };
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const values = await readForm(request);
  const to = safeRedirect(values.redirectTo);
  const { accounts } = context.services;
  try {
    if (values.mode === "signup") {
      const parsed = signUpSchema.safeParse(values);
      if (!parsed.success) return fromZod(values, parsed.error);
      const result = await accounts.signUp(parsed.data, context.meta);
      // An address that already has an account: the same "check your inbox" as a new one, and an e-mail to its owner.
      if (result.taken) return { ok: true as const, sentTo: parsed.data.email };
      // Back where they came from; else a short welcome with the next steps (not every setting: account.tsx).
      return redirectWith(values.redirectTo ? to : `/account?joined=1`, result.headers);
    }
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) return fromZod(values, parsed.error);
    const { headers, twoFactor } = await accounts.signIn(parsed.data, context.meta);
    // The password was right; the account asks for its authenticator code next (better-auth's cookie rides on the redirect).
    if (twoFactor) return redirectWith(`/login/two-factor${values.redirectTo ? `?redirectTo=${encodeURIComponent(to)}` : ""}`, headers);
    return redirectWith(to, headers);
  } catch (e) {
    return fromError(values, e);
  }
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const signup = params.get("mode") === "signup";
  const why = WHY[params.get("why") ?? ""];
  const failed = result && !result.ok ? result : undefined;
  const formRef = useClearPasswords(failed);
  const errors = failed?.errors ?? {};
  const values = failed?.values ?? {};
  // Where to go after: asked for, or the page they came from (kept through a refused attempt by the form's own values).
  const redirectTo = params.get("redirectTo") ?? loaderData?.from ?? values.redirectTo ?? "";
  const toggle = new URLSearchParams(params);
  if (redirectTo) toggle.set("redirectTo", redirectTo);
  if (signup) toggle.delete("mode");
  else toggle.set("mode", "signup");
  const toggleHref = `/login${toggle.size ? `?${toggle}` : ""}`;
  return (
    <main className="flex justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md">
        <h1 className="text-2xl font-bold">{signup ? m.login_title_sign_up() : m.login_title_sign_in()}</h1>
        <p className="mt-1 text-slate-600">{signup ? m.login_lead_sign_up() : m.login_lead_sign_in()}</p>
        {why && !result?.ok && <p className="mt-4 rounded-lg bg-brand-50 p-3 text-brand-900">{why()}</p>}
        {result?.ok ? (
          <p role="status" className="mt-6 rounded-lg bg-green-50 p-4 text-green-900">
            {m.login_sent({ email: result.sentTo })}
          </p>
        ) : (
          <Form method="post" className="mt-6 space-y-4" key={signup ? "signup" : "signin"} ref={formRef}>
            <input type="hidden" name="mode" value={signup ? "signup" : "signin"} />
            {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
            <FormMessage
              error={errors.form}
              success={params.get("reset") === "1" && !signup ? m.login_reset_done() : undefined}
            />
            {signup && <FormField name="name" label={m.login_full_name()} required autoComplete="name" maxLength={80} defaultValue={values.name} error={errors.name} />}
            <FormField name="email" label={m.login_email()} type="email" required autoComplete="email" defaultValue={values.email} error={errors.email} />
            <FormField
              name="password"
              label={m.login_password()}
              type="password"
              required
              maxLength={128}
              autoComplete={signup ? "new-password" : "current-password"}
              hint={signup ? m.login_password_hint() : undefined}
              error={errors.password}
            />
            {!signup && (
              <p className="flex flex-wrap justify-between gap-2 text-sm">
                <Link to={`/login/phone${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`} className="text-brand-700 underline">
                  {m.login_with_phone()}
                </Link>
                <Link to="/forgot-password" className="text-brand-700 underline">
                  {m.login_forgot()}
                </Link>
              </p>
            )}
            <SubmitButton className="w-full">
              {signup ? m.login_create_account() : m.login_sign_in_button()}
            </SubmitButton>
          </Form>
        )}
        <p className="mt-4 text-center text-sm text-slate-700">
          {signup ? m.login_have_account() : m.login_no_account()}{" "}
          <Link to={toggleHref} replace className="font-semibold text-brand-700 underline">
            {signup ? m.login_toggle_sign_in() : m.login_toggle_sign_up()}
          </Link>
        </p>
      </div>
    </main>
  );
}
