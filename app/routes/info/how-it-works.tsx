// Step-by-step guide to renting and listing on Haya, for renters and for owners.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "./components/content-page";
import { pageMeta } from "~/lib/seo";
import { m } from "@core/paraglide/messages";
import {
  OWNER_COMMISSION_PCT,
  OWNER_RESPONSE_HOURS,
  hoursText,
} from "@core/fees";

export const meta: MetaFunction = () => pageMeta(m.info_hiw_title(), m.info_hiw_meta_description());

export default function HowItWorksPage() {
  return (
    <ContentPage title={m.info_hiw_title()} intro={m.info_hiw_intro()}>
      <h2>{m.info_hiw_renters()}</h2>
      <ol>
        <li>
          <strong>{m.info_hiw_find_title()}</strong> {m.info_hiw_find_before()}{" "}
          <Link to="/browse">{m.info_hiw_find_link()}</Link> {m.info_hiw_find_after()}
        </li>
        <li>
          <strong>{m.info_hiw_dates_title()}</strong> {m.info_hiw_dates_text()}
        </li>
        <li>
          <strong>{m.info_hiw_book_title()}</strong>{" "}
          {m.info_hiw_book_text({ hours: hoursText(OWNER_RESPONSE_HOURS) })}
        </li>
        <li>
          <strong>{m.info_hiw_pay_title()}</strong> {m.info_hiw_pay_text()}
        </li>
        <li>
          <strong>{m.info_hiw_pickup_title()}</strong> {m.info_hiw_pickup_text()}
        </li>
      </ol>
      <p>
        {m.info_hiw_details_before()} <Link to="/reservation">{m.info_hiw_details_link()}</Link>
        {m.info_hiw_details_after()}
      </p>

      <h2>{m.info_hiw_owners()}</h2>
      <ol>
        <li>
          <strong>{m.info_hiw_account_title()}</strong> {m.info_hiw_account_text()}
        </li>
        <li>
          <strong>{m.info_hiw_list_title()}</strong> {m.info_hiw_list_text()}
        </li>
        <li>
          <strong>{m.info_hiw_bookings_title()}</strong> {m.info_hiw_bookings_text()}
        </li>
        <li>
          <strong>{m.info_hiw_handover_title()}</strong> {m.info_hiw_handover_text()}
        </li>
        <li>
          <strong>{m.info_hiw_paid_title()}</strong>{" "}
          {m.info_hiw_paid_text({ pct: OWNER_COMMISSION_PCT })}
        </li>
      </ol>
      <p>
        {m.info_hiw_ready_before()} <Link to="/list-item">{m.info_hiw_ready_link()}</Link>
        {m.info_hiw_ready_after()}
      </p>

      <h2>{m.info_hiw_business()}</h2>
      <p>
        {m.info_hiw_business_before()} <strong>{m.info_hiw_business_badge()}</strong>{" "}
        {m.info_hiw_business_after()}
      </p>

      <h2>{m.info_hiw_trust()}</h2>
      <ul>
        <li>{m.info_hiw_trust_itemised()}</li>
        <li>{m.info_hiw_trust_payments()}</li>
        <li>{m.info_hiw_trust_deposits()}</li>
        <li>
          {m.info_hiw_trust_refunds_before()}{" "}
          <Link to="/refunds">{m.info_hiw_trust_refunds_link()}</Link>{" "}
          {m.info_hiw_trust_refunds_after()}
        </li>
      </ul>
      <p>
        {m.info_hiw_more_before()} <Link to="/safety">{m.info_hiw_more_safety()}</Link>{" "}
        {m.info_hiw_more_middle()} <Link to="/pricing">{m.info_hiw_more_pricing()}</Link>
        {m.info_hiw_more_after()}
      </p>
    </ContentPage>
  );
}
