// Haya's cancellation and refund policy (PRODUCT.md: Bookings), with every number taken from ~/lib/fees.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "./components/content-page";
import { pageMeta } from "~/lib/seo";
import {
  DAMAGE_CLAIM_HOURS,
  FREE_CANCELLATION_HOURS,
  LATE_CANCELLATION_REFUND_PCT,
  hoursText,
} from "@core/fees";
import { formatNaira, percentOf } from "@core/money";
import { m } from "@core/paraglide/messages";

export const meta: MetaFunction = () => pageMeta(m.info_refunds_title(), m.info_refunds_meta_description());

// Example in integer kobo: a ₦75,000 rental cancelled late.
const EXAMPLE_RENTAL = 7_500_000;
const exampleLateRefund = percentOf(EXAMPLE_RENTAL, LATE_CANCELLATION_REFUND_PCT);

export default function RefundsPage() {
  const free = hoursText(FREE_CANCELLATION_HOURS);
  return (
    <ContentPage title={m.info_refunds_title()} intro={m.info_refunds_intro()}>
      <h2>{m.info_refunds_renter()}</h2>
      <ul>
        <li>
          <strong>{m.info_refunds_early_label({ hours: free })}</strong> {m.info_refunds_early_text()}
        </li>
        <li>
          <strong>{m.info_refunds_late_label({ hours: free })}</strong>{" "}
          {m.info_refunds_late_text({ pct: LATE_CANCELLATION_REFUND_PCT })}
        </li>
        <li>
          <strong>{m.info_refunds_after_label()}</strong> {m.info_refunds_after_text()}
        </li>
      </ul>
      <p>
        {m.info_refunds_example({
          rental: formatNaira(EXAMPLE_RENTAL),
          hours: free,
          refund: formatNaira(exampleLateRefund),
        })}
      </p>

      <h2>{m.info_refunds_owner()}</h2>
      <p>{m.info_refunds_owner_text()}</p>

      <h2>{m.info_refunds_deposits()}</h2>
      <p>{m.info_refunds_deposits_text({ hours: hoursText(DAMAGE_CLAIM_HOURS) })}</p>

      <h2>{m.info_refunds_declined()}</h2>
      <p>{m.info_refunds_declined_text()}</p>

      <h2>{m.info_refunds_how()}</h2>
      <p>
        {m.info_refunds_how_before()} <Link to="/my-rentals">{m.info_refunds_how_link()}</Link>
        {m.info_refunds_how_text()} <Link to="/contact">{m.info_refunds_how_contact()}</Link>{" "}
        {m.info_refunds_how_middle()} <Link to="/pricing">{m.info_refunds_how_pricing()}</Link>
        {m.info_refunds_how_after()}
      </p>
    </ContentPage>
  );
}
