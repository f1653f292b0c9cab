// The header's 'Messages' link for a signed-in person, with their unread count (server-rendered from the root loader).
import { MessageSquare } from "lucide-react";
import { Link } from "~/lib/links";
import { m } from "@core/paraglide/messages";

export function MessagesLink({ unread }: { unread: number }) {
  const shown = unread > 99 ? "99+" : String(unread);
  return (
    <Link
      to="/messages"
      className="relative flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100"
      aria-label={unread > 0 ? m.header_messages_unread({ count: unread }) : m.header_messages()}
    >
      <MessageSquare aria-hidden className="size-6 text-slate-700" />
      {unread > 0 && (
        <span aria-hidden className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white">
          {shown}
        </span>
      )}
    </Link>
  );
}
