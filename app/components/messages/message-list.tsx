// A conversation's messages, oldest first: yours on the right, theirs on the left, each with its photos and time. A
// message of yours whose contact details are hidden from the other person says so under it.
import type { MessageView } from "../../../server/features/messages/messages.schema";
import { cn } from "~/lib/utils";
import { messageTime } from "./person-avatar";
import { m } from "@core/paraglide/messages";

function MessagePhotos({ photos }: { photos: MessageView["photos"] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 grid grid-cols-2 gap-2">
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} className="block overflow-hidden rounded-lg ring-1 ring-slate-200">
            <img src={p.thumbnailUrl} width={p.width} height={p.height} alt={m.people_message_photo({ n: i + 1 })} loading="lazy" decoding="async" className="aspect-[4/3] w-full bg-slate-100 object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function MessageItem({ message: msg, otherName }: { message: MessageView; otherName: string }) {
  return (
    <li className={cn("flex", msg.mine ? "justify-end" : "justify-start")} data-message-id={msg.id}>
      <article className={cn("max-w-[85%] rounded-2xl px-4 py-2 text-sm sm:max-w-[70%]", msg.mine ? "bg-brand-700 text-white" : "bg-white text-slate-900 ring-1 ring-slate-200")}>
        <h3 className="sr-only">{msg.mine ? m.people_you() : otherName}</h3>
        {msg.text && <p className="whitespace-pre-line wrap-anywhere">{msg.text}</p>}
        <MessagePhotos photos={msg.photos} />
        <p className={cn("mt-1 text-xs", msg.mine ? "text-brand-100" : "text-slate-600")}>
          <time dateTime={msg.createdAt}>{messageTime(msg.createdAt)}</time>
          {msg.mine && msg.masked && <span> · {m.people_contacts_hidden_from({ name: otherName })}</span>}
        </p>
      </article>
    </li>
  );
}

/** The list, announced politely to screen readers as messages arrive (role log). */
export function MessageList({ messages, otherName, label }: { messages: MessageView[]; otherName: string; label?: string }) {
  return (
    <div role="log" aria-label={label ?? m.people_messages_title()}>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">{m.people_no_messages()}</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((msg) => (
            <MessageItem key={msg.id} message={msg} otherName={otherName} />
          ))}
        </ol>
      )}
    </div>
  );
}
