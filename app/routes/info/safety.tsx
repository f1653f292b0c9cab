// Safety guidance for renters and owners: verified owners, caution deposits, protected payments, pick-up tips, reporting.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "~/components/content-page";
import { pageMeta } from "~/lib/seo";
import {
  DAMAGE_CLAIM_HOURS,
  hoursText,
} from "@core/fees";

export const meta: MetaFunction = () =>
  pageMeta(
    "Safety on Haya",
    "How Haya keeps rentals safe: verified business owners, refundable caution deposits, payments protected by Haya, and tips for a safe pick-up.",
  );

export default function SafetyPage() {
  return (
    <ContentPage
      title="Safety on Haya"
      intro="Renting from someone you have never met should feel as safe as renting from a shop. Here is how Haya protects renters and owners, and what you can do to stay safe."
    >
      <h2>Verified owners</h2>
      <p>
        Businesses that list on Haya can register with their business name and CAC registration
        number. Our team checks those details, and once approved, the owner&apos;s listings show a{" "}
        <strong>Verified owner</strong> badge. Individuals can list too: read their listing, photos
        and pick-up notes carefully, and ask questions before you book.
      </p>

      <h2>Protected bookings</h2>
      <ul>
        <li>
          Always book and pay on Haya. Payments are processed by Paystack, and the owner is paid
          only after the rental is completed.
        </li>
        <li>
          Never send money to an owner&apos;s personal bank account or pay cash to &quot;hold&quot;
          an item. If someone asks you to pay outside Haya, do not pay, and report it.
        </li>
        <li>
          If the owner cancels, you get a full refund. Our{" "}
          <Link to="/refunds">cancellation and refund policy</Link> explains every case.
        </li>
        <li>Haya staff will never ask for your password, card PIN or one-time codes.</li>
      </ul>

      <h2>Caution deposits</h2>
      <p>
        Owners can ask for a refundable caution deposit, paid at checkout together with the rental.
        It is refunded in full after the item is returned, unless the owner files a damage claim
        within {hoursText(DAMAGE_CLAIM_HOURS)} of the return. This protects owners against damage
        without asking renters to hand over large sums in cash.
      </p>

      <h2>Meeting at pick-up</h2>
      <ul>
        <li>
          Meet at the pick-up location in the listing, in daylight where possible. For high-value
          items, bring someone with you.
        </li>
        <li>
          Check the item together before you leave: switch it on, test it, and take dated photos or
          a short video of its condition. Do the same at return.
        </li>
        <li>
          For cars, trucks and vans, check the vehicle papers, fuel level and mileage, and carry
          your driver&apos;s licence.
        </li>
        <li>
          Owners: confirm the renter&apos;s name matches the booking in{" "}
          <Link to="/my-rentals">My Rentals</Link> before handing over the item.
        </li>
      </ul>

      <h2>Reporting a problem</h2>
      <p>
        If an item is not as described, a renter or owner behaves badly, or you suspect a scam, tell
        us as soon as possible through the <Link to="/contact">contact page</Link>. Include the
        booking details and any photos. We review every report and can suspend listings and accounts
        that break our rules. In an emergency, contact the police first (call 112).
      </p>
    </ContentPage>
  );
}
