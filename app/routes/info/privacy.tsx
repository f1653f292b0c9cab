// Haya's privacy policy in plain language, under the Nigeria Data Protection Act 2023 (NDPA).
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "~/components/content-page";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = () =>
  pageMeta(
    "Privacy policy",
    "What personal data Haya keeps, why, who we share it with and your rights under the Nigeria Data Protection Act 2023. We never sell your data.",
  );

export default function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy policy"
      intro="Haya collects only the data it needs to run a safe rental marketplace. We never sell your personal data. This policy explains what we keep and your rights under the Nigeria Data Protection Act 2023 (NDPA)."
    >
      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your account:</strong> full name, email address, password (stored only as a secure
          hash, never in readable form), optional +234 phone number and, for businesses, business
          name and CAC number. We do not ask for your NIN or BVN.
        </li>
        <li>
          <strong>Listings:</strong> the details and photos you publish, including the pick-up state
          and city or area.
        </li>
        <li>
          <strong>Bookings:</strong> dates, pick-up times, items, amounts and status, for both
          renter and owner.
        </li>
        <li>
          <strong>Payments:</strong> card and bank details are handled by our payment provider,
          Paystack. We keep only the payment reference, amount and status, and for owners, the bank
          account used for payouts.
        </li>
        <li>
          <strong>Contact messages:</strong> what you send us through the contact form, so we can
          reply and follow up.
        </li>
        <li>
          <strong>Newsletter:</strong> your email address, if you subscribe. You can unsubscribe at
          any time.
        </li>
        <li>
          <strong>Technical data:</strong> a session cookie that keeps you signed in, and server
          logs (such as IP address and pages requested) used for security and fixing errors.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <p>
        We use your data to run your account, show listings, process bookings and payments, pay
        owners, prevent fraud, answer your messages and, if you agreed, send the newsletter. Our
        lawful bases under the NDPA are performing our contract with you, our legitimate interest in
        keeping the marketplace safe, legal obligations (for example tax and accounting records) and
        your consent for the newsletter.
      </p>

      <h2>Who we share it with</h2>
      <ul>
        <li>
          The other side of a booking sees what they need to complete the rental, such as your name
          and the booking details.
        </li>
        <li>
          Service providers who work for us, such as Paystack for payments, and our hosting and
          email providers, under contracts that protect your data.
        </li>
        <li>Authorities, when Nigerian law requires it.</li>
      </ul>
      <p>
        <strong>We do not sell, rent or trade your personal data</strong>, and we do not use it for
        third-party advertising.
      </p>

      <h2>How long we keep it and how we protect it</h2>
      <p>
        We keep account data while your account is open. Booking and payment records are kept as
        long as the law requires for tax and accounting. Contact messages are kept as long as needed
        to resolve your request. Data is sent over encrypted connections, access is limited to staff
        who need it, and sessions can be ended at any time by signing out.
      </p>

      <h2>Your rights</h2>
      <p>Under the Nigeria Data Protection Act 2023 you can:</p>
      <ul>
        <li>ask for a copy of the personal data we hold about you;</li>
        <li>have inaccurate data corrected;</li>
        <li>ask us to delete your data, where we are not required to keep it;</li>
        <li>object to or restrict some uses of your data;</li>
        <li>withdraw consent, for example by unsubscribing from the newsletter;</li>
        <li>receive your data in a portable format.</li>
      </ul>
      <p>
        To use any of these rights, or if you have a question, write to us through the{" "}
        <Link to="/contact">contact page</Link>. If you are not satisfied with our answer, you can
        complain to the Nigeria Data Protection Commission (NDPC). See also our{" "}
        <Link to="/terms">terms of use</Link>.
      </p>
    </ContentPage>
  );
}
