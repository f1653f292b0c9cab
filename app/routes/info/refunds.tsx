// Haya's cancellation and refund policy (PRODUCT.md: Bookings), with every number taken from ~/lib/fees.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "~/components/content-page";
import { pageMeta } from "~/lib/seo";
import {
  DAMAGE_CLAIM_HOURS,
  FREE_CANCELLATION_HOURS,
  LATE_CANCELLATION_REFUND_PCT,
  hoursText,
} from "@core/fees";
import { formatNaira, percentOf } from "@core/money";

export const meta: MetaFunction = () =>
  pageMeta(
    "Cancellations and refunds",
    "Haya's cancellation policy: when renters get a full or partial refund, what happens when an owner cancels, and how caution deposits are returned.",
  );

// Example in integer kobo: a ₦75,000 rental cancelled late.
const EXAMPLE_RENTAL = 7_500_000;
const exampleLateRefund = percentOf(EXAMPLE_RENTAL, LATE_CANCELLATION_REFUND_PCT);

export default function RefundsPage() {
  return (
    <ContentPage
      title="Cancellations and refunds"
      intro="Plans change. This policy sets out exactly what you get back when a booking is cancelled, so renters and owners both know where they stand."
    >
      <h2>If the renter cancels</h2>
      <ul>
        <li>
          <strong>At least {hoursText(FREE_CANCELLATION_HOURS)} before the start date:</strong> full
          refund of the rental and the fees.
        </li>
        <li>
          <strong>Less than {hoursText(FREE_CANCELLATION_HOURS)} before the start date:</strong>{" "}
          {`${LATE_CANCELLATION_REFUND_PCT}%`} of the rental is refunded; the service fee and VAT
          are kept.
        </li>
        <li>
          <strong>After pick-up:</strong> no refund.
        </li>
      </ul>
      <p>
        Times are counted in Lagos time (WAT). For example, if you cancel a{" "}
        {formatNaira(EXAMPLE_RENTAL)} rental less than {hoursText(FREE_CANCELLATION_HOURS)} before
        it starts, you get {formatNaira(exampleLateRefund)} of the rental back. Your caution
        deposit, if any, is always refunded in full when you cancel before pick-up.
      </p>

      <h2>If the owner cancels</h2>
      <p>
        The renter always gets a full refund of everything they paid: rental, fees and caution
        deposit, whenever the owner cancels, however close to the start date.
      </p>

      <h2>Caution deposits</h2>
      <p>
        Caution deposits are refunded in full after the item is returned, unless the owner files a
        damage claim within {hoursText(DAMAGE_CLAIM_HOURS)} of the return. If a claim is filed, Haya
        reviews the evidence from both sides (such as photos taken at pick-up and return) before
        deciding how much of the deposit goes to the owner. Whatever is not needed to cover the
        damage is refunded to the renter.
      </p>

      <h2>Requests that are declined or expire</h2>
      <p>
        If an owner declines your request, or a request or unpaid booking expires, you are not
        charged. If a payment was taken, it is refunded in full.
      </p>

      <h2>How to cancel and get your refund</h2>
      <p>
        Cancel from <Link to="/my-rentals">My Rentals</Link>. The refund amount is shown before you
        confirm. Refunds go back to the original payment method through Paystack; depending on your
        bank, the money can take a few working days to appear. If a refund has not arrived,{" "}
        <Link to="/contact">contact us</Link> with your booking details. For what each fee covers,
        see <Link to="/pricing">pricing and fees</Link>.
      </p>
    </ContentPage>
  );
}
