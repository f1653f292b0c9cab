// Haya's terms of use in plain language: accounts, listings, bookings and payments, conduct, liability.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "./components/content-page";
import { pageMeta } from "~/lib/seo";
import {
  DAMAGE_CLAIM_HOURS,
  OWNER_COMMISSION_PCT,
  SERVICE_FEE_PCT,
  VAT_ON_FEE_PCT,
  hoursText,
} from "@core/fees";
import { m } from "@core/paraglide/messages";

export const meta: MetaFunction = () => pageMeta(m.info_terms_title(), m.info_terms_meta_description());

export default function TermsPage() {
  return (
    <ContentPage title={m.info_terms_title()} intro={m.info_terms_intro()}>
      <h2>{m.info_terms_who()}</h2>
      <ul>
        <li>{m.info_terms_who_age()}</li>
        <li>{m.info_terms_who_details()}</li>
        <li>{m.info_terms_who_password()}</li>
        <li>{m.info_terms_who_one()}</li>
      </ul>

      <h2>{m.info_terms_listing()}</h2>
      <p>{m.info_terms_listing_promise()}</p>
      <ul>
        <li>{m.info_terms_listing_own()}</li>
        <li>{m.info_terms_listing_accurate()}</li>
        <li>{m.info_terms_listing_legal()}</li>
      </ul>
      <p>{m.info_terms_listing_remove()}</p>

      <h2>{m.info_terms_bookings()}</h2>
      <ul>
        <li>{m.info_terms_bookings_contract()}</li>
        <li>
          {m.info_terms_bookings_fees_before({
            service_pct: SERVICE_FEE_PCT,
            vat_pct: VAT_ON_FEE_PCT,
            commission_pct: OWNER_COMMISSION_PCT,
          })}{" "}
          <Link to="/pricing">{m.info_terms_bookings_fees_link()}</Link>
          {m.info_terms_bookings_fees_after()}
        </li>
        <li>{m.info_terms_bookings_outside()}</li>
        <li>{m.info_terms_bookings_naira()}</li>
      </ul>

      <h2>{m.info_terms_cancellations()}</h2>
      <p>
        {m.info_terms_cancellations_before()}{" "}
        <Link to="/refunds">{m.info_terms_cancellations_link()}</Link>
        {m.info_terms_cancellations_after({ hours: hoursText(DAMAGE_CLAIM_HOURS) })}
      </p>

      <h2>{m.info_terms_conduct()}</h2>
      <p>
        {m.info_terms_conduct_before()} <Link to="/contact">{m.info_terms_conduct_link()}</Link>
        {m.info_terms_conduct_after()}
      </p>

      <h2>{m.info_terms_liability()}</h2>
      <ul>
        <li>{m.info_terms_liability_limit()}</li>
        <li>{m.info_terms_liability_disputes()}</li>
        <li>{m.info_terms_liability_law()}</li>
        <li>
          {m.info_terms_liability_changes_before()}{" "}
          <Link to="/privacy">{m.info_terms_liability_changes_link()}</Link>{" "}
          {m.info_terms_liability_changes_after()}
        </li>
      </ul>
    </ContentPage>
  );
}
