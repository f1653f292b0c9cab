// Help centre: frequently asked questions about booking, paying, cancelling, deposits, listing and accounts.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "~/components/content-page";
import { pageMeta } from "~/lib/seo";
import {
  DAMAGE_CLAIM_HOURS,
  FREE_CANCELLATION_HOURS,
  INSTANT_PAYMENT_WINDOW_HOURS,
  LATE_CANCELLATION_REFUND_PCT,
  OWNER_COMMISSION_PCT,
  OWNER_RESPONSE_HOURS,
  SERVICE_FEE_PCT,
  VAT_ON_FEE_PCT,
  hoursText,
} from "@core/fees";

export const meta: MetaFunction = () =>
  pageMeta(
    "Help centre",
    "Answers to common questions about booking, payment, cancellations, caution deposits, listing your item and verification on Haya.",
  );

export default function HelpPage() {
  return (
    <ContentPage
      title="Help centre"
      intro="Quick answers to the questions we hear most. Tap a question to see the answer."
    >
      <h2>Booking</h2>
      <details>
        <summary>How do I book an item?</summary>
        <p>
          Open a listing, choose your start and end dates, a pick-up time and the number of units,
          then check the itemised price and book. Our guide to{" "}
          <Link to="/reservation">how reservations work</Link> walks through each step.
        </p>
      </details>
      <details>
        <summary>What is the difference between Instant Book and Request to Book?</summary>
        <p>
          With Instant Book, the dates are yours as soon as you book, and you have{" "}
          {hoursText(INSTANT_PAYMENT_WINDOW_HOURS)} to pay. With Request to Book, the owner has{" "}
          {hoursText(OWNER_RESPONSE_HOURS)} to accept before you pay. If they do not respond, the
          request expires and you are not charged.
        </p>
      </details>
      <details>
        <summary>Can I rent for just one day?</summary>
        <p>
          Yes. Pick the same start and end date. Some owners set a minimum number of days, which is
          shown on the listing.
        </p>
      </details>

      <h2>Payments and fees</h2>
      <details>
        <summary>How do I pay?</summary>
        <p>
          Payments are processed securely by Paystack in naira. You pay on Haya, never directly to
          the owner, and the owner is paid only after the rental is completed.
        </p>
      </details>
      <details>
        <summary>What fees will I pay?</summary>
        <p>
          The rental (days × daily price, minus any long-rental discount), a {SERVICE_FEE_PCT}%
          service fee, {VAT_ON_FEE_PCT}% VAT on that fee, and the caution deposit if the owner sets
          one. See <Link to="/pricing">pricing and fees</Link> for a worked example.
        </p>
      </details>

      <h2>Cancellations and deposits</h2>
      <details>
        <summary>Can I cancel a booking?</summary>
        <p>
          Yes, from <Link to="/my-rentals">My Rentals</Link>. If you cancel at least{" "}
          {hoursText(FREE_CANCELLATION_HOURS)} before the start date, you get a full refund. Later
          than that, {`${LATE_CANCELLATION_REFUND_PCT}%`} of the rental is refunded and the fees are
          kept. After pick-up there is no refund. Read the full{" "}
          <Link to="/refunds">cancellation and refund policy</Link>.
        </p>
      </details>
      <details>
        <summary>What happens if the owner cancels?</summary>
        <p>You always get a full refund of everything you paid.</p>
      </details>
      <details>
        <summary>What is a caution deposit and when do I get it back?</summary>
        <p>
          A refundable amount the owner can ask for to cover damage. It is refunded in full after
          you return the item, unless the owner files a damage claim within{" "}
          {hoursText(DAMAGE_CLAIM_HOURS)} of the return.
        </p>
      </details>

      <h2>Listing and accounts</h2>
      <details>
        <summary>How do I list my item?</summary>
        <p>
          Create a free account and add your item with photos, a daily price and a pick-up location.
          Listing is free; Haya keeps a {OWNER_COMMISSION_PCT}% commission when a rental completes.
          Find out more about <Link to="/list-item">listing an item</Link>.
        </p>
      </details>
      <details>
        <summary>Do I need my NIN or BVN to sign up?</summary>
        <p>
          No. You only need your full name, an email address and a password. A +234 phone number is
          optional.
        </p>
      </details>
      <details>
        <summary>How does an owner get the Verified owner badge?</summary>
        <p>
          Business owners add their business name and CAC number to their account. Our team checks
          the details, and approved businesses get the Verified owner badge on their listings.
        </p>
      </details>

      <h2>Still need help?</h2>
      <details>
        <summary>How do I contact Haya?</summary>
        <p>
          Send us a message through the <Link to="/contact">contact page</Link>, or visit{" "}
          <Link to="/support">Haya support</Link> for help with a booking, a payment or your
          account. Please include your booking details so we can help faster.
        </p>
      </details>
      <details>
        <summary>Something went wrong with my rental. What should I do?</summary>
        <p>
          If the item is not as described, is damaged, or the other person does not show up,{" "}
          <Link to="/contact">report the problem to us</Link> with photos and your booking details.
          Our <Link to="/safety">safety guide</Link> has tips for pick-up and return.
        </p>
      </details>
    </ContentPage>
  );
}
