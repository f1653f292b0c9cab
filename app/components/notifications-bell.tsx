// The header's bell for a signed-in person: their unread notifications (server-rendered from the root loader), opening /notifications.
import { Bell } from "lucide-react";
import { Link } from "~/lib/links";
import { m } from "@core/paraglide/messages";

export function NotificationsBell({ unread }: { unread: number }) {
  return (
    <Link
      to="/notifications"
      className="relative flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100"
      aria-label={m.header_notifications({ count: unread })}
    >
      <Bell aria-hidden className="size-6 text-slate-700" />
      {unread > 0 && (
        <span aria-hidden className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white">
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Link>
  );
}
