// Explains how reserving an item on Haya works, from choosing dates to returning the item.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "./components/content-page";
import { pageMeta } from "~/lib/seo";
import { m } from "@core/paraglide/messages";
import {
  ACCEPTED_PAYMENT_WINDOW_HOURS,
  INSTANT_PAYMENT_WINDOW_HOURS,
  OWNER_RESPONSE_HOURS,
  PICKUP_NOTICE_HOURS,
  hoursText,
} from "@core/fees";

export const meta: MetaFunction = () => pageMeta(m.info_res_title(), m.info_res_meta_description());

export default function ReservationPage() {
  return (
    <ContentPage title={m.info_res_title()} intro={m.info_res_intro()}>
      <h2>{m.info_res_step1()}</h2>
      <p>
        {m.info_res_step1_before()} <Link to="/browse">{m.info_res_step1_link()}</Link>
        {m.info_res_step1_after()}
      </p>
      <ul>
        <li>{m.info_res_pickup_time({ hours: hoursText(PICKUP_NOTICE_HOURS) })}</li>
        <li>{m.info_res_units()}</li>
        <li>
          {m.info_res_quote_before()} <Link to="/pricing">{m.info_res_quote_link()}</Link>
          {m.info_res_quote_after()}
        </li>
      </ul>

      <h2>{m.info_res_step2()}</h2>
      <p>{m.info_res_owner_decides()}</p>
      <ul>
        <li>
          <strong>{m.info_res_instant_label()}</strong>{" "}
          {m.info_res_instant_text({ hours: hoursText(INSTANT_PAYMENT_WINDOW_HOURS) })}
        </li>
        <li>
          <strong>{m.info_res_request_label()}</strong>{" "}
          {m.info_res_request_text({
            owner_hours: hoursText(OWNER_RESPONSE_HOURS),
            pay_hours: hoursText(ACCEPTED_PAYMENT_WINDOW_HOURS),
          })}
        </li>
      </ul>
      <p>{m.info_res_deadline()}</p>
      <p>{m.info_res_held()}</p>

      <h2>{m.info_res_step3()}</h2>
      <p>{m.info_res_step3_text()}</p>

      <h2>{m.info_res_step4()}</h2>
      <p>
        {m.info_res_step4_before()} <Link to="/safety">{m.info_res_step4_link()}</Link>{" "}
        {m.info_res_step4_after()}
      </p>

      <h2>{m.info_res_step5()}</h2>
      <p>
        {m.info_res_step5_before()} <Link to="/refunds">{m.info_res_step5_link()}</Link>{" "}
        {m.info_res_step5_after()}
      </p>
      <p>
        {m.info_res_follow_before()} <Link to="/my-rentals">{m.info_res_follow_link()}</Link>
        {m.info_res_follow_after()}
      </p>
    </ContentPage>
  );
}
