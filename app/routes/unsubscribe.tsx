// /unsubscribe?token=…: the link in a non-essential email's List-Unsubscribe header (and footer). GET shows a page with
// a button and changes nothing (a mail scanner that opens links unsubscribes nobody); POST turns that kind of email off
// for the person the signed token names: the button's post, or a mail client's one-click post (RFC 8058: body
// List-Unsubscribe=One-Click, no session and no Origin, the one POST the cross-site guard lets through, http/csrf.ts).
// A malformed or forged token is a 400 page saying so.
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { Form, Link } from "~/lib/links";
import { SubmitButton } from "~/components/ui/submit-button";
import { pageMeta } from "~/lib/seo";
import { InvalidError } from "../../server/errors";
import { BAD_UNSUBSCRIBE_TOKEN as BAD_TOKEN, kindInfo } from "../../core/notifications";
import type { Route } from "./+types/unsubscribe";

export const meta = () => [...pageMeta("Unsubscribe", "Stop one kind of email from Haya."), { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

const badToken = () => data({ message: BAD_TOKEN }, { status: 400, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const who = await context.services.notifications.readToken(token);
  if (who) return { token, label: kindInfo(who.kind)!.label, done: false, search: false };
  // A saved search's alert email names that search alone (features/saved): its alerts go off, the search stays.
  const search = await context.services.savedSearches.readUnsubscribe(token);
  if (!search) throw badToken();
  return { token, label: search.label, done: false, search: true };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const token = new URL(request.url).searchParams.get("token") ?? String(form.get("token") ?? "");
  try {
    if (token.startsWith("search.")) return { token, label: (await context.services.savedSearches.unsubscribe(token)).label, done: true, search: true };
    const { kind } = await context.services.notifications.unsubscribe(token);
    return { token, label: kindInfo(kind)!.label, done: true, search: false };
  } catch (e) {
    if (e instanceof InvalidError) throw badToken();
    throw e;
  }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, label, done, search } = actionData ?? loaderData;
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold">Unsubscribe</h1>
      {done ? (
        <div role="status" className="mt-4 space-y-2 rounded-lg bg-green-50 p-4 text-green-900">
          <p className="font-semibold">Done: you will no longer get emails about this.</p>
          <p>{search ? <>Alerts are off for your saved search {label}. It stays on your Saved page, where you can turn them on again.</> : <>“{label}”. You still see it under Notifications on Haya.</>}</p>
        </div>
      ) : (
        <>
          <p className="mt-4 text-slate-800">{search ? "Stop alert emails for your saved search" : "Stop emails about"}: <strong>{label}</strong>?</p>
          <p className="mt-2 text-slate-700">{search ? "The search stays on your Saved page." : "You will still see these under Notifications on Haya. Emails about your money and bookings you must act on always come."}</p>
          <Form method="post" action={`/unsubscribe?token=${encodeURIComponent(token)}`} className="mt-6">
            <input type="hidden" name="token" value={token} />
            <SubmitButton>Unsubscribe</SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-6 text-sm text-slate-700">
        {search ? (
          <>
            Manage your saved searches and their alerts on <Link to="/saved#searches" className="font-semibold text-brand-700 underline">your Saved page</Link> (sign in first).
          </>
        ) : (
          <>
            Choose each kind on <Link to="/account#notifications" className="font-semibold text-brand-700 underline">your profile page</Link> (sign in first).
          </>
        )}
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "message" in error.data ? String(error.data.message) : BAD_TOKEN;
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold">This link does not work</h1>
      <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-900">{message}</p>
      <p className="mt-6 text-sm text-slate-700">
        Choose your emails on <Link to="/account#notifications" className="font-semibold text-brand-700 underline">your profile page</Link> (sign in first).
      </p>
    </main>
  );
}
