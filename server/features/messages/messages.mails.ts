// The e-mail of messages waiting unread: who wrote, about which listing, the newest unread texts as the reader would see
// them on Haya (contact details hidden until a confirmed booking), and the link to the conversation.
import { UNREAD_MAIL_AFTER_MINUTES } from "../../../core/messages";
import type { Mail } from "../mail/mail.service";
import { renderMail } from "../mail/mail.templates";
import type { UnreadMailFacts } from "./messages.unread-mails.repo";

const QUOTE_CHARS = 300;

export function unreadMail(
  f: UnreadMailFacts,
  o: {
    conversationId: number;
    siteUrl: string;
    shown: (body: string, hasContact: boolean) => string;
  },
): Mail {
  const subject =
    f.unread === 1
      ? `${f.senderName} sent you a message about ${f.listingTitle}`
      : `${f.senderName} sent you ${f.unread} messages about ${f.listingTitle}`;
  const quotes = [...f.latest].reverse().map((m) => {
    const text = o.shown(m.body, m.hasContact).replace(/\s+/g, " ").trim();
    const clipped = text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text;
    const photos =
      m.photos === 0 ? "" : m.photos === 1 ? " (with a photo)" : ` (with ${m.photos} photos)`;
    return clipped ? `“${clipped}”${photos}` : `A photo${m.photos > 1 ? ` (${m.photos})` : ""}`;
  });
  const more = f.unread > f.latest.length ? [`…and ${f.unread - f.latest.length} more.`] : [];
  return {
    to: f.readerEmail,
    subject,
    ...renderMail({
      title: subject,
      greeting: `Hello ${f.readerName},`,
      paragraphs: [
        `${f.senderName} wrote to you on Haya about ${f.listingTitle}:`,
        ...quotes,
        ...more,
        "Reply on Haya: keeping your messages and payment on Haya protects you both.",
      ],
      action: { label: "Read and reply", url: `${o.siteUrl}/messages/${o.conversationId}` },
      footer: `You get this email when a message waits unread for ${UNREAD_MAIL_AFTER_MINUTES} minutes; at most one an hour for each conversation.`,
    }),
  };
}
