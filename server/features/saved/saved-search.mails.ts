// The alert email of a saved search: the new listings that match it (up to ALERT_LISTINGS_MAX, each with its link), how
// many more, the search itself newest first, and how to stop these emails (one click, or /saved).
import { formatNaira } from "../../../core/money";
import { m } from "../../../core/paraglide/messages";
import { ALERT_EVERY_HOURS } from "../../../core/saved";
import type { ListingCard } from "../catalogue/catalogue.schema";
import type { Mail } from "../mail/mail.service";
import { hello, mailLocale, mailUrl, renderMail } from "../mail/mail.templates";

export function alertMail(a: {
  to: string;
  name: string;
  /** The person's users.language: the e-mail's, and its links' (English when unset). */
  language?: unknown;
  label: string;
  /** The saved search's normalised query string. */
  query: string;
  items: ListingCard[];
  /** How many match in all (capped by the search's count). */
  total: number;
  siteUrl: string;
  /** `/unsubscribe?token=…`: the footer links to it in the reader's language. */
  unsubscribePath: string;
}): Mail {
  const locale = mailLocale(a.language);
  const n = Math.max(a.total, a.items.length);
  const subject = m.mail_saved_subject({ count: n, label: a.label }, { locale });
  const newest = new URLSearchParams(a.query);
  newest.set("sort", "newest");
  const lines = a.items.map((l) =>
    m.mail_saved_line({ title: l.title, price: formatNaira(l.pricePerDayKobo), city: l.city, state: l.state, url: mailUrl(a.siteUrl, `/item/${l.id}`, locale) }, { locale }),
  );
  const more = n > a.items.length ? [m.mail_saved_more({ count: n - a.items.length }, { locale })] : [];
  return {
    to: a.to,
    subject,
    ...renderMail({
      title: subject,
      greeting: hello(a.name, locale),
      paragraphs: [m.mail_saved_text({ label: a.label }, { locale }), ...lines, ...more],
      action: { label: m.mail_saved_action({}, { locale }), url: mailUrl(a.siteUrl, `/browse?${newest.toString()}`, locale) },
      footer: m.mail_saved_footer({ hours: ALERT_EVERY_HOURS, saved: mailUrl(a.siteUrl, "/saved", locale), unsubscribe: mailUrl(a.siteUrl, a.unsubscribePath, locale) }, { locale }),
      locale,
    }),
  };
}
