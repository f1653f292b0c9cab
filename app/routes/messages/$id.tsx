// /messages/{id}: one conversation for its two people (anyone else: the 404 page). The other person and the listing
// (and the booking, if any) on top; the messages oldest → newest, 'Show earlier' by cursor; the Send form with photos;
// Block / Unblock and Report. While open with JavaScript new messages arrive live (server-sent events); without it, on
// reload. Every form is a plain post that works without JavaScript.
import { contactsHiddenMessage } from "@core/messages";
import { Link } from "~/lib/links";
import { data, useSearchParams } from "react-router";
import { conversationAction, idOf } from "./conversation-actions.server";
import { ConversationSafety } from "./components/conversation-safety";
import { MessageForm } from "~/components/messages/message-form";
import { MessageList } from "~/components/messages/message-list";
import { PersonAvatar } from "~/components/messages/person-avatar";
import { useLiveMessages } from "./components/use-live-messages";
import { Section } from "~/components/intent-form";
import { NotFoundMessage } from "~/components/not-found-message";
import { fieldsOf } from "~/lib/forms.server";
import { pageMeta } from "~/lib/seo";
import { requireSession } from "~/lib/session.server";
import { NotFoundError } from "../../../server/errors";
import type { Route } from "./+types/$id";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export async function loader({ request, context: provider, params }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const id = idOf(params.id);
  const before = pageUrl(request).searchParams.get("before");
  try {
    if (Number.isNaN(id)) throw new NotFoundError();
    return await context.services.messages.conversation(user.id, id, before ? { before: idOf(before) || 1 } : {});
  } catch (e) {
    // Someone else's conversation looks exactly like one that does not exist.
    if (e instanceof NotFoundError) throw data(null, { status: 404 });
    throw e;
  }
}

export async function action({ request, context: provider, params }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const id = idOf(params.id);
  if (Number.isNaN(id)) throw data(null, { status: 404 });
  // Read once, files too: the Send form carries photos (multipart).
  const form = await request.formData();
  return conversationAction(context.services, form, fieldsOf(form), id, user.id, request.signal);
}

// Private messages: never kept by a shared cache or the browser's.
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData ? m.people_messages_with({ name: loaderData.conversation.other.name }) : m.not_found_meta_title(), m.people_conversation_meta_description()),
  { name: "robots", content: "noindex" },
];

const DONE: Record<string, () => string> = {
  block: m.people_done_block,
  unblock: m.people_done_unblock,
  report: m.people_done_report,
};

export default function ConversationPage({ loaderData: d }: Route.ComponentProps) {
  const c = d.conversation;
  const [params] = useSearchParams();
  const paged = params.has("before");
  const messages = useLiveMessages(c.id, d.messages, !paged);
  const page = `/messages/${c.id}`;
  const done = DONE[params.get("done") ?? ""]?.();
  const sendNotice = params.get("sent") === "hidden" ? contactsHiddenMessage() : undefined;
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:py-8">
      <Link to="/messages" className="text-sm text-brand-700 underline">
        {m.people_all_messages()}
      </Link>
      <header className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <PersonAvatar person={c.other} />
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-slate-900">
            <Link to={`/u/${c.other.id}`} className="hover:underline">
              {c.other.name}
            </Link>
          </h1>
          <p className="truncate text-sm text-slate-700">
            {m.people_about_listing()}{" "}
            <Link to={`/item/${c.listing.id}`} className="font-semibold text-brand-700 underline">
              {c.listing.title}
            </Link>
            {c.bookingId !== null && (
              <>
                {" · "}
                <Link to={`/bookings/${c.bookingId}`} className="font-semibold text-brand-700 underline">
                  {m.people_booking_number({ id: c.bookingId })}
                </Link>
              </>
            )}
          </p>
        </div>
      </header>
      {!c.contactsShown && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {m.people_safety_note()}
        </p>
      )}
      <section aria-labelledby="messages-title" className="space-y-4">
        <h2 id="messages-title" className="sr-only">
          {m.people_messages_title()}
        </h2>
        {(d.hasEarlier || paged) && (
          <p className="flex flex-wrap justify-center gap-4 text-sm">
            {d.hasEarlier && d.earlierCursor !== null && (
              <Link to={`${page}?before=${d.earlierCursor}`} className="font-semibold text-brand-700 underline">
                {m.people_show_earlier()}
              </Link>
            )}
            {paged && (
              <Link to={page} className="font-semibold text-brand-700 underline">
                {m.people_back_to_latest()}
              </Link>
            )}
          </p>
        )}
        <MessageList messages={messages} otherName={c.other.name} />
      </section>
      <Section id="send" title={m.people_write_to({ name: c.other.name })}>
        {c.canSend ? (
          <MessageForm action={page} notice={sendNotice} />
        ) : (
          <p className="text-sm text-slate-700">
            {c.blocked.byMe ? m.people_blocked_cannot_send() : m.people_cannot_send()}
          </p>
        )}
      </Section>
      <Section id="safety" title={m.people_safety()}>
        {done && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
            {done}
          </p>
        )}
        <ConversationSafety action={page} other={c.other} blockedByMe={c.blocked.byMe} />
      </Section>
    </main>
  );
}

export function ErrorBoundary() {
  return <NotFoundMessage title="404" text={m.not_found_title()} link={{ to: "/messages", label: m.people_back_to_messages() }} />;
}
