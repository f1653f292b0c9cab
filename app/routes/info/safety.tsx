// Safety guidance for renters and owners: verified owners, caution deposits, protected payments, pick-up tips, reporting.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "./components/content-page";
import { pageMeta } from "~/lib/seo";
import { m } from "@core/paraglide/messages";
import {
  DAMAGE_CLAIM_HOURS,
  hoursText,
} from "@core/fees";

export const meta: MetaFunction = () => pageMeta(m.info_safety_title(), m.info_safety_meta_description());

export default function SafetyPage() {
  return (
    <ContentPage title={m.info_safety_title()} intro={m.info_safety_intro()}>
      <h2>{m.info_safety_verified()}</h2>
      <p>
        {m.info_safety_verified_before()} <strong>{m.info_safety_verified_badge()}</strong>{" "}
        {m.info_safety_verified_after()}
      </p>

      <h2>{m.info_safety_protected()}</h2>
      <ul>
        <li>{m.info_safety_book_on_haya()}</li>
        <li>{m.info_safety_never_outside()}</li>
        <li>
          {m.info_safety_owner_cancels_before()}{" "}
          <Link to="/refunds">{m.info_safety_owner_cancels_link()}</Link>{" "}
          {m.info_safety_owner_cancels_after()}
        </li>
        <li>{m.info_safety_never_ask()}</li>
      </ul>

      <h2>{m.info_safety_deposits()}</h2>
      <p>{m.info_safety_deposits_text({ hours: hoursText(DAMAGE_CLAIM_HOURS) })}</p>

      <h2>{m.info_safety_pickup()}</h2>
      <ul>
        <li>{m.info_safety_pickup_place()}</li>
        <li>{m.info_safety_pickup_check()}</li>
        <li>{m.info_safety_pickup_vehicles()}</li>
        <li>
          {m.info_safety_pickup_owners_before()}{" "}
          <Link to="/my-rentals">{m.info_safety_pickup_owners_link()}</Link>{" "}
          {m.info_safety_pickup_owners_after()}
        </li>
      </ul>

      <h2>{m.info_safety_report()}</h2>
      <p>
        {m.info_safety_report_before()} <Link to="/contact">{m.info_safety_report_link()}</Link>
        {m.info_safety_report_after()}
      </p>
    </ContentPage>
  );
}
