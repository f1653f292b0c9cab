// /messages: the signed-in person's conversations, newest activity first: the other person, the listing, the last
// message as they may read it, its time and the unread count. 'Load More' follows the cursor: a plain link without
// JavaScript (the next page), appended in place with it.
import { data } from "react-router";
import { Link } from "~/lib/links";
import { MessageSquare } from "lucide-react";
import { PersonAvatar, messageTime } from "~/components/messages/person-avatar";
import { NotFoundMessage } from "~/components/not-found-message";
import { revalidateOnUrlChange, useCursorPages } from "~/hooks/use-cursor-pages";
import { pageMeta } from "~/lib/seo";
import { requireSession } from "~/lib/session.server";
import type { Route } from "./+types/index";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const cursor = pageUrl(request).searchParams.get("cursor");
  if (cursor !== null && !CURSOR.test(cursor)) throw data(null, { status: 404 });
  const inbox = await context.services.messages.inbox(user.id, cursor ? { before: cursor } : {});
  return { result: { items: inbox.conversations, nextCursor: inbox.nextCursor }, unread: inbox.unread, paged: cursor !== null };
}

export const shouldRevalidate = revalidateOnUrlChange;

export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = () => [...pageMeta(m.people_messages_title(), m.people_messages_meta_description()), { name: "robots", content: "noindex" }];

export default function Messages({ loaderData: d }: Route.ComponentProps) {
  const { items, next, loading, load, list } = useCursorPages(d.result);
  return (
    <main className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{m.people_messages_title()}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {d.unread > 0 ? m.people_unread_count({ count: d.unread }) : m.people_all_read()}
        {/* Without JavaScript 'Load More' opens the next page on its own: the way back to the first. */}
        {d.paged && items.length > 0 && (
          <>
            {" · "}
            <Link to="/messages" className="font-semibold text-brand-700 underline">
              {m.people_newest_conversations()}
            </Link>
          </>
        )}
      </p>
      {items.length === 0 ? (
        <div className="mt-8 rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <MessageSquare aria-hidden className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 font-semibold text-slate-900">{d.paged ? m.people_no_more_conversations() : m.people_no_messages()}</p>
          <p className="mt-1 text-sm text-slate-600">{m.people_inbox_empty_lead()}</p>
          <Link to={d.paged ? "/messages" : "/browse"} className="mt-4 inline-block font-semibold text-brand-700 underline">
            {d.paged ? m.people_back_to_newest() : m.people_browse_items()}
          </Link>
        </div>
      ) : (
        <div ref={list} className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {items.map((c) => (
            <article key={c.id} aria-labelledby={`c-${c.id}`} className="relative flex items-center gap-3 p-4 hover:bg-slate-50">
              <PersonAvatar person={c.other} size="sm" />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <h2 id={`c-${c.id}`} className={c.unread > 0 ? "truncate font-bold text-slate-900" : "truncate font-semibold text-slate-900"}>
                    {/* The whole row is the link (its ::after covers the row); its name is the person's. */}
                    <Link to={`/messages/${c.id}`} className="after:absolute after:inset-0">
                      {c.other.name}
                    </Link>
                  </h2>
                  <time dateTime={c.lastMessageAt} className="shrink-0 text-xs text-slate-600">
                    {messageTime(c.lastMessageAt)}
                  </time>
                </div>
                <p className="truncate text-sm text-slate-700">{c.listing.title}</p>
                <div className="flex items-center justify-between gap-2">
                  <p className={c.unread > 0 ? "truncate text-sm font-semibold text-slate-900" : "truncate text-sm text-slate-600"}>{c.preview}</p>
                  {c.unread > 0 && (
                    <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                      {c.unread}
                      <span className="sr-only">{m.people_unread_suffix()}</span>
                    </span>
                  )}
                </div>
              </div>
            </article>
          ))}
        </div>
      )}
      {next && (
        <div className="mt-6 text-center">
          {/* No prefetch: the click loads the next page with a fetcher, whose request differs from a prefetch's. */}
          <Link
            to={`/messages?cursor=${next}`}
            preventScrollReset
            onClick={(e) => {
              e.preventDefault();
              load(`/messages?cursor=${next}`);
            }}
            className="inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {loading ? m.shell_loading() : m.browse_load_more()}
          </Link>
        </div>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <NotFoundMessage title="404" text={m.not_found_title()} link={{ to: "/messages", label: m.people_back_to_messages() }} />;
}
