// /unsubscribe?token=…: the link in a non-essential email's List-Unsubscribe header (and footer). GET shows a page with
// a button and changes nothing (a mail scanner that opens links unsubscribes nobody); POST turns that kind of email off
// for the person the signed token names: the button's post, or a mail client's one-click post (RFC 8058: body
// List-Unsubscribe=One-Click, no session and no Origin, the one POST the cross-site guard lets through, http/csrf.ts).
// A malformed or forged token is a 400 page saying so.
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { Form, Link } from "~/lib/links";
import { SubmitButton } from "~/components/ui/submit-button";
import { pageMeta } from "~/lib/seo";
import { InvalidError } from "../../../server/errors";
import { kindInfo } from "../../../core/notifications";
import type { Route } from "./+types/index";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export const meta = () => [...pageMeta(m.account_unsubscribe_title(), m.account_unsubscribe_meta_description()), { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

const badToken = () => data({ message: m.account_unsubscribe_bad_token() }, { status: 400, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const token = pageUrl(request).searchParams.get("token") ?? "";
  const who = await context.services.notifications.readToken(token);
  if (who) return { token, label: kindInfo(who.kind)!.label(), done: false, search: false };
  // A saved search's alert email names that search alone (features/saved): its alerts go off, the search stays.
  const search = await context.services.savedSearches.readUnsubscribe(token);
  if (!search) throw badToken();
  return { token, label: search.label, done: false, search: true };
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const form = await request.formData().catch(() => new FormData());
  const token = pageUrl(request).searchParams.get("token") ?? String(form.get("token") ?? "");
  try {
    if (token.startsWith("search.")) return { token, label: (await context.services.savedSearches.unsubscribe(token)).label, done: true, search: true };
    const { kind } = await context.services.notifications.unsubscribe(token);
    return { token, label: kindInfo(kind)!.label(), done: true, search: false };
  } catch (e) {
    if (e instanceof InvalidError) throw badToken();
    throw e;
  }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, label, done, search } = actionData ?? loaderData;
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold">{m.account_unsubscribe_title()}</h1>
      {done ? (
        <div role="status" className="mt-4 space-y-2 rounded-lg bg-green-50 p-4 text-green-900">
          <p className="font-semibold">{m.account_unsubscribe_done()}</p>
          <p>{search ? m.account_unsubscribe_search_done({ label }) : m.account_unsubscribe_kind_done({ label })}</p>
        </div>
      ) : (
        <>
          <p className="mt-4 text-slate-800">{search ? m.account_unsubscribe_ask_search() : m.account_unsubscribe_ask_kind()} <strong>{label}</strong>?</p>
          <p className="mt-2 text-slate-700">{search ? m.account_unsubscribe_search_stays() : m.account_unsubscribe_kind_note()}</p>
          <Form method="post" action={`/unsubscribe?token=${encodeURIComponent(token)}`} className="mt-6">
            <input type="hidden" name="token" value={token} />
            <SubmitButton>{m.account_unsubscribe_title()}</SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-6 text-sm text-slate-700">
        {search ? (
          <>
            {m.account_unsubscribe_manage_searches()} <Link to="/saved#searches" className="font-semibold text-brand-700 underline">{m.account_unsubscribe_saved_page()}</Link> {m.account_sign_in_first()}
          </>
        ) : (
          <>
            {m.account_unsubscribe_choose_kind()} <Link to="/account#notifications" className="font-semibold text-brand-700 underline">{m.account_unsubscribe_profile_page()}</Link> {m.account_sign_in_first()}
          </>
        )}
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "message" in error.data ? String(error.data.message) : m.account_unsubscribe_bad_token();
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold">{m.account_unsubscribe_bad_title()}</h1>
      <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-900">{message}</p>
      <p className="mt-6 text-sm text-slate-700">
        {m.account_unsubscribe_choose_emails()} <Link to="/account#notifications" className="font-semibold text-brand-700 underline">{m.account_unsubscribe_profile_page()}</Link> {m.account_sign_in_first()}
      </p>
    </main>
  );
}
