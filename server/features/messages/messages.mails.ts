// The e-mail of messages waiting unread: who wrote, about which listing, the newest unread texts as the reader would see
// them on Haya (contact details hidden until a confirmed booking), and the link to the conversation. In the reader's
// language (users.language), with links to the /pcm pages for a Pidgin reader.
import { UNREAD_MAIL_AFTER_MINUTES } from "../../../core/messages";
import { m } from "../../../core/paraglide/messages";
import type { Mail } from "../mail/mail.service";
import { hello, mailLocale, mailUrl, renderMail } from "../mail/mail.templates";
import type { UnreadMailFacts } from "./messages.unread-mails.repo";
import { hiddenIn } from "./messages.views";

const QUOTE_CHARS = 300;

export function unreadMail(
  f: UnreadMailFacts,
  o: {
    conversationId: number;
    siteUrl: string;
    shown: (body: string, hasContact: boolean) => string;
  },
): Mail {
  const locale = mailLocale(f.readerLanguage);
  const sender = f.senderName;
  const listing = f.listingTitle;
  const subject =
    f.unread === 1
      ? m.mail_unread_subject_one({ sender, listing }, { locale })
      : m.mail_unread_subject_many({ sender, count: f.unread, listing }, { locale });
  const quotes = [...f.latest].reverse().map((q) => {
    const shown = hiddenIn(o.shown(q.body, q.hasContact), locale).replace(/\s+/g, " ").trim();
    const text = shown.length > QUOTE_CHARS ? `${shown.slice(0, QUOTE_CHARS - 1)}…` : shown;
    if (!text)
      return q.photos > 1
        ? m.mail_unread_photos({ count: q.photos }, { locale })
        : m.mail_unread_photo({}, { locale });
    return q.photos === 0
      ? m.mail_unread_quote({ text }, { locale })
      : q.photos === 1
        ? m.mail_unread_quote_photo({ text }, { locale })
        : m.mail_unread_quote_photos({ text, count: q.photos }, { locale });
  });
  const more =
    f.unread > f.latest.length
      ? [m.mail_saved_more({ count: f.unread - f.latest.length }, { locale })]
      : [];
  return {
    to: f.readerEmail,
    subject,
    ...renderMail({
      title: subject,
      greeting: hello(f.readerName, locale),
      paragraphs: [
        m.mail_unread_text({ sender, listing }, { locale }),
        ...quotes,
        ...more,
        m.mail_unread_reply_here({}, { locale }),
      ],
      action: {
        label: m.mail_unread_action({}, { locale }),
        url: mailUrl(o.siteUrl, `/messages/${o.conversationId}`, locale),
      },
      footer: m.mail_unread_footer({ minutes: UNREAD_MAIL_AFTER_MINUTES }, { locale }),
      locale,
    }),
  };
}
