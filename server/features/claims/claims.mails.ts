// The emails of a deposit claim: the renter told of a claim (and by when to answer), the owner of a dispute, both of
// the settlement (what the owner gets, what the renter gets back).
import { lagosTime } from "../../../core/dates";
import { formatNaira } from "../../../core/money";
import type { Mail } from "../mail/mail.service";
import { renderMail } from "../mail/mail.templates";

type Kind = "filed" | "disputed" | "settled-owner" | "settled-renter";

export function claimMail(kind: Kind, person: { name: string; email: string }, f: { bookingId: number; amountKobo: number; restKobo?: number; answerBy?: Date; siteUrl: string }): Mail {
  const url = `${f.siteUrl}/bookings/${f.bookingId}#claim`;
  const amount = formatNaira(f.amountKobo);
  const content: Record<Kind, { subject: string; paragraphs: string[]; label: string }> = {
    filed: {
      subject: "The owner has claimed from your caution deposit",
      paragraphs: [
        `The owner says something went wrong with booking ${f.bookingId} and claims ${amount} from your caution deposit. Their account and photos are on the booking page.`,
        `Accept it, or dispute it with your side and photos, by ${f.answerBy ? lagosTime(f.answerBy) : "the deadline"} (Lagos time). If you do not answer by then, the claim counts as accepted.`,
      ],
      label: "See the claim",
    },
    disputed: {
      subject: "The renter disputes your deposit claim",
      paragraphs: [`The renter of booking ${f.bookingId} disputes your claim of ${amount}. Haya's team will look at both sides and the photos, and decide. We will email you the decision.`],
      label: "See the booking",
    },
    "settled-owner": {
      subject: "Your deposit claim is settled",
      paragraphs: [`${amount} from the caution deposit of booking ${f.bookingId} is yours. It is added to your earnings, and paid out with them.`],
      label: "See the booking",
    },
    "settled-renter": {
      subject: "The claim on your deposit is settled",
      paragraphs: [
        `${amount} of your caution deposit for booking ${f.bookingId} goes to the owner.${f.restKobo ? ` The other ${formatNaira(f.restKobo)} is on its way back to you.` : ""}`,
      ],
      label: "See the booking",
    },
  };
  const c = content[kind];
  return {
    to: person.email,
    subject: c.subject,
    ...renderMail({ title: c.subject, greeting: `Hello ${person.name},`, paragraphs: c.paragraphs, action: { label: c.label, url }, footer: "You get this email about a claim on a booking's caution deposit." }),
  };
}
