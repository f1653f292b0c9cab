// /notifications: the signed-in person's notifications, newest first, unread ones marked; each opens through
// /notifications/{id} (marked read, then on to its page); 'Mark all as read'; 'Load More' (?show=N). No JavaScript needed.
import { Bell } from "lucide-react";
import { Form, Link, redirect } from "~/lib/links";
import { data } from "react-router";
import { SubmitButton } from "~/components/ui/submit-button";
import { requireSession } from "~/lib/session.server";
import { pageMeta } from "~/lib/seo";
import { lagosTime } from "../../../core/dates";
import type { Route } from "./+types/index";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export const PAGE = 20;
const MAX = 200;

export const meta = () => [...pageMeta(m.account_notifications_title(), m.account_notifications_meta_description()), { name: "robots", content: "noindex" }];

// Personal: never kept by the browser's cache or any other.
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const session = requireSession(context, request);
  const asked = Number(pageUrl(request).searchParams.get("show"));
  const show = Number.isInteger(asked) && asked > PAGE ? Math.min(asked, MAX) : PAGE;
  const page = await context.services.notifications.list(session.user.id, { limit: show });
  return { items: page.items, unread: page.unread, more: page.next !== null && show < MAX, show };
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const session = requireSession(context, request);
  const form = await request.formData();
  if (form.get("intent") !== "read-all") throw data(m.account_notifications_page_form(), { status: 400 });
  await context.services.notifications.markRead(session.user.id, "all");
  return redirect("/notifications");
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { items, unread, more, show } = loaderData;
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{m.account_notifications_title()}</h1>
        {unread > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <SubmitButton variant="outline">{m.account_notifications_mark_all()}</SubmitButton>
          </Form>
        )}
      </div>
      <p className="mt-2 text-slate-700" role="status">
        {unread === 0 ? m.account_notifications_no_unread() : m.account_notifications_unread({ count: unread })}
      </p>
      {items.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-8 text-center text-slate-700">
          <Bell aria-hidden className="mx-auto size-8 text-slate-400" />
          <p className="mt-2">{m.account_notifications_empty()}</p>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200" aria-label={m.account_notifications_list()}>
          {items.map((item) => (
            <li key={item.id} className={item.read ? "" : "bg-brand-50"}>
              <Link to={`/notifications/${item.id}`} className="flex gap-3 p-4 hover:bg-slate-50 focus-visible:bg-slate-50">
                <span aria-hidden className={`mt-2 size-2.5 shrink-0 rounded-full ${item.read ? "bg-transparent" : "bg-brand-700"}`} />
                <span className="min-w-0">
                  <span className={`block break-words ${item.read ? "text-slate-800" : "font-semibold text-slate-900"}`}>
                    {!item.read && <span className="sr-only">{m.account_notifications_unread_mark()} </span>}
                    {item.title}
                  </span>
                  {item.body && <span className="mt-0.5 block text-sm text-slate-700 break-words">{item.body}</span>}
                  <time dateTime={item.createdAt} className="mt-1 block text-xs text-slate-600">{lagosTime(item.createdAt)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <p className="mt-6 text-center">
          <Link to={`/notifications?show=${show + PAGE}`} preventScrollReset className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-brand-700 underline">
            {m.account_load_more()}
          </Link>
        </p>
      )}
    </main>
  );
}
