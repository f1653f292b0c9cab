// The alert email of a saved search: the new listings that match it (up to ALERT_LISTINGS_MAX, each with its link), how
// many more, the search itself newest first, and how to stop these emails (one click, or /saved).
import { formatNaira } from "../../../core/money";
import { ALERT_EVERY_HOURS } from "../../../core/saved";
import type { ListingCard } from "../catalogue/catalogue.schema";
import type { Mail } from "../mail/mail.service";
import { renderMail } from "../mail/mail.templates";

export function alertMail(a: {
  to: string;
  name: string;
  label: string;
  /** The saved search's normalised query string. */
  query: string;
  items: ListingCard[];
  /** How many match in all (capped by the search's count). */
  total: number;
  siteUrl: string;
  unsubscribeUrl: string;
}): Mail {
  const n = Math.max(a.total, a.items.length);
  const subject = `${n === 1 ? "1 new listing" : `${n} new listings`} for your search: ${a.label}`;
  const newest = new URLSearchParams(a.query);
  newest.set("sort", "newest");
  const lines = a.items.map((l) => `${l.title}: ${formatNaira(l.pricePerDayKobo)}/day in ${l.city}, ${l.state}. ${a.siteUrl}/item/${l.id}`);
  const more = n > a.items.length ? [`…and ${n - a.items.length} more.`] : [];
  return {
    to: a.to,
    subject,
    ...renderMail({
      title: subject,
      greeting: `Hello ${a.name},`,
      paragraphs: [`New on Haya since we last wrote, for your saved search ${a.label}:`, ...lines, ...more],
      action: { label: "See them on Haya", url: `${a.siteUrl}/browse?${newest.toString()}` },
      footer: `You get this email at most once every ${ALERT_EVERY_HOURS} hours, only when something new matches. Turn it off on ${a.siteUrl}/saved, or in one click: ${a.unsubscribeUrl}`,
    }),
  };
}
