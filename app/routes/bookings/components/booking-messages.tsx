// The booking page's Messages section: the last few messages of the booking's conversation, the Send form (it posts to
// the conversation and comes back here) and 'Open conversation' for the rest, photos, Block and Report.
import { contactsHiddenMessage } from "@core/messages";
import { Link } from "~/lib/links";
import { useSearchParams } from "react-router";
import { MessageForm } from "~/components/messages/message-form";
import { MessageList } from "~/components/messages/message-list";
import { m } from "@core/paraglide/messages";
import type { BookingMessagesState } from "../booking-messages.server";

export function BookingMessages({ state, bookingId }: { state: BookingMessagesState; bookingId: number }) {
  const c = state.conversation;
  const [params] = useSearchParams();
  const href = `/messages/${c.id}`;
  return (
    <>
      {state.messages.length === 0 && c.unread > 0 ? (
        <p className="text-sm font-semibold text-slate-900">
          {m.bookings_messages_unread({ count: c.unread, name: c.other.name })}
        </p>
      ) : (
        <MessageList messages={state.messages} otherName={c.other.name} label={m.bookings_messages_latest({ name: c.other.name })} />
      )}
      <p>
        <Link to={href} className="text-sm font-semibold text-brand-700 underline">
          {m.bookings_messages_open()}
        </Link>
      </p>
      {c.canSend && <MessageForm action={href} back={bookingId} photos={false} notice={params.get("sent") === "hidden" ? contactsHiddenMessage() : undefined} />}
    </>
  );
}
