// Help centre: frequently asked questions about booking, paying, cancelling, deposits, listing and accounts.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "./components/content-page";
import { pageMeta } from "~/lib/seo";
import { m } from "@core/paraglide/messages";
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

export const meta: MetaFunction = () => pageMeta(m.info_help_title(), m.info_help_meta_description());

export default function HelpPage() {
  return (
    <ContentPage title={m.info_help_title()} intro={m.info_help_intro()}>
      <h2>{m.info_help_booking()}</h2>
      <details>
        <summary>{m.info_help_how_book_q()}</summary>
        <p>
          {m.info_help_how_book_a()} <Link to="/reservation">{m.info_help_how_book_link()}</Link>{" "}
          {m.info_help_how_book_after()}
        </p>
      </details>
      <details>
        <summary>{m.info_help_instant_q()}</summary>
        <p>
          {m.info_help_instant_a({
            pay_hours: hoursText(INSTANT_PAYMENT_WINDOW_HOURS),
            owner_hours: hoursText(OWNER_RESPONSE_HOURS),
          })}
        </p>
      </details>
      <details>
        <summary>{m.info_help_one_day_q()}</summary>
        <p>{m.info_help_one_day_a()}</p>
      </details>

      <h2>{m.info_help_payments()}</h2>
      <details>
        <summary>{m.info_help_pay_q()}</summary>
        <p>{m.info_help_pay_a()}</p>
      </details>
      <details>
        <summary>{m.info_help_fees_q()}</summary>
        <p>
          {m.info_help_fees_a({ service_pct: SERVICE_FEE_PCT, vat_pct: VAT_ON_FEE_PCT })}{" "}
          <Link to="/pricing">{m.info_help_fees_link()}</Link> {m.info_help_fees_after()}
        </p>
      </details>

      <h2>{m.info_help_cancellations()}</h2>
      <details>
        <summary>{m.info_help_cancel_q()}</summary>
        <p>
          {m.info_help_cancel_before()} <Link to="/my-rentals">{m.info_help_cancel_link()}</Link>
          {m.info_help_cancel_a({
            free_hours: hoursText(FREE_CANCELLATION_HOURS),
            late_pct: LATE_CANCELLATION_REFUND_PCT,
          })}{" "}
          <Link to="/refunds">{m.info_help_cancel_policy()}</Link>
          {m.info_help_cancel_after()}
        </p>
      </details>
      <details>
        <summary>{m.info_help_owner_cancels_q()}</summary>
        <p>{m.info_help_owner_cancels_a()}</p>
      </details>
      <details>
        <summary>{m.info_help_deposit_q()}</summary>
        <p>{m.info_help_deposit_a({ claim_hours: hoursText(DAMAGE_CLAIM_HOURS) })}</p>
      </details>

      <h2>{m.info_help_listing()}</h2>
      <details>
        <summary>{m.info_help_list_q()}</summary>
        <p>
          {m.info_help_list_a({ commission_pct: OWNER_COMMISSION_PCT })}{" "}
          <Link to="/list-item">{m.info_help_list_link()}</Link>
          {m.info_help_list_after()}
        </p>
      </details>
      <details>
        <summary>{m.info_help_nin_q()}</summary>
        <p>{m.info_help_nin_a()}</p>
      </details>
      <details>
        <summary>{m.info_help_verified_q()}</summary>
        <p>{m.info_help_verified_a()}</p>
      </details>

      <h2>{m.info_help_still()}</h2>
      <details>
        <summary>{m.info_help_contact_q()}</summary>
        <p>
          {m.info_help_contact_before()} <Link to="/contact">{m.info_help_contact_link()}</Link>
          {m.info_help_contact_middle()} <Link to="/support">{m.info_help_contact_support()}</Link>{" "}
          {m.info_help_contact_after()}
        </p>
      </details>
      <details>
        <summary>{m.info_help_wrong_q()}</summary>
        <p>
          {m.info_help_wrong_before()} <Link to="/contact">{m.info_help_wrong_link()}</Link>{" "}
          {m.info_help_wrong_middle()} <Link to="/safety">{m.info_help_wrong_safety()}</Link>{" "}
          {m.info_help_wrong_after()}
        </p>
      </details>
    </ContentPage>
  );
}
