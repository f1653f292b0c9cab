// A person's round photo, or their initials without one (core/avatar): the inbox rows and the conversation's header.
import { initialsOf } from "@core/avatar";
import { photoUrl } from "~/lib/images";
import { cn } from "~/lib/utils";

export function PersonAvatar({ person, size = "md" }: { person: { name: string; image: string | null }; size?: "sm" | "md" }) {
  const box = size === "sm" ? "size-10 text-sm" : "size-12 text-lg";
  // Decorative: the person's name is always written beside it.
  return person.image ? (
    <img src={photoUrl(person.image, 160)} width={48} height={48} alt="" className={cn(box, "shrink-0 rounded-full bg-slate-200 object-cover")} />
  ) : (
    <span aria-hidden className={cn(box, "flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800")}>
      {initialsOf(person.name)}
    </span>
  );
}

/** "5 min ago"-free, cache-safe time: the Lagos clock, short when it is today. */
export function messageTime(at: string, now = new Date()): string {
  const d = new Date(at);
  const day = (x: Date) => x.toLocaleDateString("en-NG", { timeZone: "Africa/Lagos" });
  const time = d.toLocaleTimeString("en-NG", { timeZone: "Africa/Lagos", hour: "2-digit", minute: "2-digit", hour12: false });
  if (day(d) === day(now)) return time;
  return `${d.toLocaleDateString("en-NG", { timeZone: "Africa/Lagos", day: "numeric", month: "short" })}, ${time}`;
}
