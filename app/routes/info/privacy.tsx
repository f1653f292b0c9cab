// Haya's privacy policy in plain language, under the Nigeria Data Protection Act 2023 (NDPA).
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "./components/content-page";
import { pageMeta } from "~/lib/seo";
import { m } from "@core/paraglide/messages";

export const meta: MetaFunction = () => pageMeta(m.info_privacy_title(), m.info_privacy_meta_description());

export default function PrivacyPage() {
  return (
    <ContentPage title={m.info_privacy_title()} intro={m.info_privacy_intro()}>
      <h2>{m.info_privacy_keep()}</h2>
      <ul>
        <li>
          <strong>{m.info_privacy_account_label()}</strong> {m.info_privacy_account_text()}
        </li>
        <li>
          <strong>{m.info_privacy_listings_label()}</strong> {m.info_privacy_listings_text()}
        </li>
        <li>
          <strong>{m.info_privacy_bookings_label()}</strong> {m.info_privacy_bookings_text()}
        </li>
        <li>
          <strong>{m.info_privacy_payments_label()}</strong> {m.info_privacy_payments_text()}
        </li>
        <li>
          <strong>{m.info_privacy_contact_label()}</strong> {m.info_privacy_contact_text()}
        </li>
        <li>
          <strong>{m.info_privacy_newsletter_label()}</strong> {m.info_privacy_newsletter_text()}
        </li>
        <li>
          <strong>{m.info_privacy_technical_label()}</strong> {m.info_privacy_technical_text()}
        </li>
      </ul>

      <h2>{m.info_privacy_why()}</h2>
      <p>{m.info_privacy_why_text()}</p>

      <h2>{m.info_privacy_share()}</h2>
      <ul>
        <li>{m.info_privacy_share_other()}</li>
        <li>{m.info_privacy_share_providers()}</li>
        <li>{m.info_privacy_share_authorities()}</li>
      </ul>
      <p>
        <strong>{m.info_privacy_no_sale_bold()}</strong>
        {m.info_privacy_no_sale_after()}
      </p>

      <h2>{m.info_privacy_protect()}</h2>
      <p>{m.info_privacy_protect_text()}</p>

      <h2>{m.info_privacy_rights()}</h2>
      <p>{m.info_privacy_rights_intro()}</p>
      <ul>
        <li>{m.info_privacy_rights_copy()}</li>
        <li>{m.info_privacy_rights_correct()}</li>
        <li>{m.info_privacy_rights_delete()}</li>
        <li>{m.info_privacy_rights_object()}</li>
        <li>{m.info_privacy_rights_withdraw()}</li>
        <li>{m.info_privacy_rights_portable()}</li>
      </ul>
      <p>
        {m.info_privacy_rights_contact_before()}{" "}
        <Link to="/contact">{m.info_privacy_rights_contact_link()}</Link>
        {m.info_privacy_rights_contact_middle()}{" "}
        <Link to="/terms">{m.info_privacy_rights_terms_link()}</Link>
        {m.info_privacy_rights_contact_after()}
      </p>
    </ContentPage>
  );
}
