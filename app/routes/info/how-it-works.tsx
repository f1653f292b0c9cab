// Step-by-step guide to renting and listing on Haya, for renters and for owners.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "~/components/content-page";
import { pageMeta } from "~/lib/seo";
import {
  OWNER_COMMISSION_PCT,
  OWNER_RESPONSE_HOURS,
  hoursText,
} from "@core/fees";

export const meta: MetaFunction = () =>
  pageMeta(
    "How Haya works",
    "How renting and listing work on Haya: find an item, book dates, pay with Paystack and pick up, or list your own gear and earn.",
  );

export default function HowItWorksPage() {
  return (
    <ContentPage
      title="How Haya works"
      intro="Haya connects people who need something for a day, a week or a month with neighbours and businesses who own it. Anyone can rent, and anyone can list."
    >
      <h2>For renters</h2>
      <ol>
        <li>
          <strong>Find it.</strong> Search or <Link to="/browse">browse rentals</Link> by category
          and location, from a Hilux in Lagos to a 500-seat hall in Abuja or a generator in Port
          Harcourt.
        </li>
        <li>
          <strong>Pick your dates.</strong> Choose a start and end date, a pick-up time and, if
          needed, how many units. You see the full price before you commit.
        </li>
        <li>
          <strong>Book.</strong> Instant Book listings are reserved at once. For Request to Book,
          the owner has {hoursText(OWNER_RESPONSE_HOURS)} to accept.
        </li>
        <li>
          <strong>Pay.</strong> Pay securely through Paystack. The owner is paid only after the
          rental is completed.
        </li>
        <li>
          <strong>Pick up, use, return.</strong> Meet the owner, check the item together, and bring
          it back on time to get your caution deposit back.
        </li>
      </ol>
      <p>
        For the full details, read <Link to="/reservation">how reservations work</Link>.
      </p>

      <h2>For owners</h2>
      <ol>
        <li>
          <strong>Create a free account.</strong> Your name, email address and a password are
          enough. No NIN or BVN is needed to sign up.
        </li>
        <li>
          <strong>List your item.</strong> Add photos, a description, a daily price and where it can
          be picked up. You can offer weekly or monthly discounts, set a caution deposit and choose
          minimum and maximum rental days.
        </li>
        <li>
          <strong>Choose how you take bookings.</strong> Turn on Instant Book to fill your calendar
          faster, or review each request before accepting.
        </li>
        <li>
          <strong>Hand it over.</strong> Meet the renter at pick-up, check the item together and
          agree on the return.
        </li>
        <li>
          <strong>Get paid.</strong> When the rental is completed, you receive the rental amount
          minus Haya&apos;s {OWNER_COMMISSION_PCT}% commission.
        </li>
      </ol>
      <p>
        Ready to earn from things you already own? <Link to="/list-item">List an item</Link>.
      </p>

      <h2>For businesses</h2>
      <p>
        Car hire companies, event rental firms, equipment yards and studios can sign up as a
        business with their business name and CAC number. Once our team has checked the details,
        your listings carry the <strong>Verified owner</strong> badge, which helps renters book with
        confidence.
      </p>

      <h2>Trust and safety</h2>
      <ul>
        <li>Every price is itemised before you pay, with no hidden charges.</li>
        <li>Payments go through Haya, never to a personal bank account.</li>
        <li>Refundable caution deposits protect owners against damage.</li>
        <li>
          A clear <Link to="/refunds">cancellation and refund policy</Link> protects both sides.
        </li>
      </ul>
      <p>
        Learn more on our <Link to="/safety">safety page</Link> and see every fee on the{" "}
        <Link to="/pricing">pricing page</Link>.
      </p>
    </ContentPage>
  );
}
