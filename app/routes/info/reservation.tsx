// Explains how reserving an item on Haya works, from choosing dates to returning the item.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "~/components/content-page";
import { pageMeta } from "~/lib/seo";
import {
  ACCEPTED_PAYMENT_WINDOW_HOURS,
  INSTANT_PAYMENT_WINDOW_HOURS,
  OWNER_RESPONSE_HOURS,
  PICKUP_NOTICE_HOURS,
  hoursText,
} from "@core/fees";

export const meta: MetaFunction = () =>
  pageMeta(
    "How reservations work",
    "Book on Haya: pick your dates, book instantly or send a request, pay securely, pick up from the owner and return on time.",
  );

export default function ReservationPage() {
  return (
    <ContentPage
      title="How reservations work"
      intro="Booking a car, generator, event hall or camera on Haya takes a few minutes. Here is what happens from the moment you pick your dates to the day you hand the item back."
    >
      <h2>1. Choose the item and your dates</h2>
      <p>
        Find what you need on <Link to="/browse">the browse page</Link>, open the listing and pick a
        start and end date. A booking covers both days, so a one-day rental starts and ends on the
        same date. All dates are calendar days in Lagos time (WAT).
      </p>
      <ul>
        <li>
          Choose a pick-up time: noon, a morning slot (8:00 AM to 11:00 AM) or an afternoon slot
          (1:00 PM to 5:00 PM). A booking that starts today needs a pick-up time at least{" "}
          {hoursText(PICKUP_NOTICE_HOURS)} from now; once the last one is nearer than that, the
          earliest start is tomorrow.
        </li>
        <li>
          If the owner has more than one unit, such as 200 plastic chairs or 4 canopies, choose how
          many you need.
        </li>
        <li>
          Before you pay, you see a quote that lists every charge: the rental, any long-rental
          discount, the service fee, VAT on the fee and any caution deposit. See{" "}
          <Link to="/pricing">how pricing works</Link>.
        </li>
      </ul>

      <h2>2. Instant Book or Request to Book</h2>
      <p>The owner decides how their listing is booked:</p>
      <ul>
        <li>
          <strong>Instant Book:</strong> your dates are reserved straight away. You have{" "}
          {hoursText(INSTANT_PAYMENT_WINDOW_HOURS)} to pay, or the booking is released.
        </li>
        <li>
          <strong>Request to Book:</strong> the owner has {hoursText(OWNER_RESPONSE_HOURS)} to
          accept or decline. Once accepted, you have {hoursText(ACCEPTED_PAYMENT_WINDOW_HOURS)} to
          pay. If the owner does not respond in time, the request expires and you are not charged.
        </li>
      </ul>
      <p>
        Neither the owner&apos;s answer nor your payment can wait past the pick-up time: a request
        sent at 10:00 PM for 8:00 AM the next morning must be accepted, and paid, by 8:00 AM. Your
        booking page shows the exact time.
      </p>
      <p>
        While a request or an unpaid booking is open, those dates are held for you, so nobody else
        can book the same units.
      </p>

      <h2>3. Pay securely</h2>
      <p>
        Payment goes through Haya&apos;s payment provider, Paystack, never directly to the owner.
        Your booking is confirmed as soon as the payment succeeds. Haya pays the owner only after
        the rental is completed, so your money is protected if something goes wrong before pick-up.
      </p>

      <h2>4. Pick up the item</h2>
      <p>
        Meet the owner at the pick-up location on your start date, at the time you chose. Check the
        item together before you leave: make sure it works, note any existing scratches or damage
        and take photos. For vehicles, check the papers and fuel level. Our{" "}
        <Link to="/safety">safety tips</Link> cover what to look out for.
      </p>

      <h2>5. Return it on time</h2>
      <p>
        Bring the item back by the end date in the condition you received it. Once the owner
        confirms the return, the booking is completed and your caution deposit is refunded, unless
        the owner files a damage claim. The{" "}
        <Link to="/refunds">cancellation and refund policy</Link> explains the details.
      </p>
      <p>
        You can follow every booking, from request to return, in{" "}
        <Link to="/my-rentals">My Rentals</Link>.
      </p>
    </ContentPage>
  );
}
