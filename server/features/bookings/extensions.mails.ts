// The emails of an extension: the owner told of a request (and by when to answer), the renter of the answer (and, when
// accepted, by when to pay).
import { formatDay, lagosTime } from "../../../core/dates";
import { formatNaira } from "../../../core/money";
import type { Mail } from "../mail/mail.service";
import { renderMail } from "../mail/mail.templates";
import type { Extension } from "./extensions.repo";

export type ExtensionMailKind = "asked" | "accepted" | "declined";

export function extensionMail(kind: ExtensionMailKind, person: { name: string; email: string }, f: { title: string; extension: Extension; siteUrl: string }): Mail {
  const e = f.extension;
  const url = `${f.siteUrl}/bookings/${e.bookingId}#extension`;
  const by = e.expiresAt ? `${lagosTime(e.expiresAt)} (Lagos time)` : "the deadline";
  const days = `${e.days} more day${e.days === 1 ? "" : "s"}, to ${formatDay(e.toEndDate)}`;
  const content: Record<ExtensionMailKind, { subject: string; paragraphs: string[]; label: string }> = {
    asked: {
      subject: `Extension asked: ${f.title}`,
      paragraphs: [
        `The renter of booking ${e.bookingId} would like to keep the item ${days}, for ${formatNaira(e.ownerPayoutKobo)} more to you after Haya's commission.`,
        `Accept or decline it on the booking page by ${by}. If you do not answer by then, the rental ends on ${formatDay(e.fromEndDate)} as booked.`,
      ],
      label: "Answer the request",
    },
    accepted: {
      subject: `Extension accepted: pay for ${f.title}`,
      paragraphs: [
        `The owner accepted your extension of booking ${e.bookingId}: ${days}. The extra days are held for you.`,
        `Pay ${formatNaira(e.totalKobo)} by ${by}, or the rental ends on ${formatDay(e.fromEndDate)} as booked.`,
      ],
      label: "Pay for the extension",
    },
    declined: {
      subject: `Extension declined: ${f.title}`,
      paragraphs: [`The owner declined your extension of booking ${e.bookingId}. Nothing was charged: return the item by the end of ${formatDay(e.fromEndDate)}.`],
      label: "See the booking",
    },
  };
  const c = content[kind];
  return {
    to: person.email,
    subject: c.subject,
    ...renderMail({ title: c.subject, greeting: `Hello ${person.name},`, paragraphs: c.paragraphs, action: { label: c.label, url }, footer: "You get this email about an extension of a booking on Haya." }),
  };
}
