// Haya's terms of use in plain language: accounts, listings, bookings and payments, conduct, liability.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "~/components/content-page";
import { pageMeta } from "~/lib/seo";
import {
  DAMAGE_CLAIM_HOURS,
  OWNER_COMMISSION_PCT,
  SERVICE_FEE_PCT,
  VAT_ON_FEE_PCT,
  hoursText,
} from "@core/fees";

export const meta: MetaFunction = () =>
  pageMeta(
    "Terms of use",
    "The plain-language rules for using Haya: accounts, listing items, booking and paying, cancellations, deposits, conduct and liability.",
  );

export default function TermsPage() {
  return (
    <ContentPage
      title="Terms of use"
      intro="These terms are the agreement between you and Haya when you use our website to rent or list items. We have kept them short and in plain language. By creating an account or making a booking, you accept them."
    >
      <h2>Who can use Haya</h2>
      <ul>
        <li>You must be at least 18 years old and able to enter into a binding contract.</li>
        <li>
          Give accurate details when you sign up and keep them up to date. Businesses must give
          their real business name and CAC number.
        </li>
        <li>
          Keep your password safe. You are responsible for what happens on your account; tell us
          straight away if you think someone else has access to it.
        </li>
        <li>One person or business, one account, unless we agree otherwise.</li>
      </ul>

      <h2>Listing items</h2>
      <p>If you list an item, you promise that:</p>
      <ul>
        <li>you own it or have the right to rent it out;</li>
        <li>
          the title, description, photos, price and availability are accurate, and the item is safe,
          working and, for vehicles, roadworthy with valid papers;
        </li>
        <li>
          the item is legal to rent in Nigeria. Weapons, stolen goods, counterfeit items, drugs and
          anything else prohibited by law may not be listed.
        </li>
      </ul>
      <p>
        Haya may edit, pause or remove listings that break these terms, and suspend accounts that
        repeatedly do so.
      </p>

      <h2>Bookings and payments</h2>
      <ul>
        <li>
          A booking is a contract between the renter and the owner. Haya provides the platform and
          processes payments; Haya is not the owner of listed items.
        </li>
        <li>
          Renters pay the rental, a {SERVICE_FEE_PCT}% service fee, {VAT_ON_FEE_PCT}% VAT on that
          fee and any caution deposit, as shown in the quote before payment. Owners receive the
          rental minus a {OWNER_COMMISSION_PCT}% commission after the rental completes. See{" "}
          <Link to="/pricing">pricing and fees</Link>.
        </li>
        <li>
          All payments must go through Haya. Arranging payment outside Haya to avoid fees is not
          allowed and removes the protections Haya offers.
        </li>
        <li>Prices are in Nigerian naira. Payments are processed by our provider, Paystack.</li>
      </ul>

      <h2>Cancellations, deposits and damage</h2>
      <p>
        Cancellations and refunds follow our{" "}
        <Link to="/refunds">cancellation and refund policy</Link>, which forms part of these terms.
        Renters must return items on time and in the condition they received them, apart from normal
        wear and tear. An owner who finds damage must file a claim within{" "}
        {hoursText(DAMAGE_CLAIM_HOURS)} of the return, with evidence; otherwise the caution deposit
        is refunded in full. Renters remain responsible for damage or loss beyond the deposit that
        they cause.
      </p>

      <h2>Conduct</h2>
      <p>
        Be honest and respectful. Do not harass other users, post misleading content, use someone
        else&apos;s identity, try to break or overload the site, or use Haya for fraud or any
        unlawful purpose. Report problems through the <Link to="/contact">contact page</Link>.
      </p>

      <h2>Liability, disputes and changes</h2>
      <ul>
        <li>
          Haya works hard to keep the marketplace safe but cannot guarantee the condition of items
          or the behaviour of users. To the extent the law allows, Haya is not liable for indirect
          losses, and our liability for any booking is limited to the fees we received for it.
          Nothing in these terms limits rights you have under Nigerian consumer protection law.
        </li>
        <li>
          If renter and owner disagree, contact us and we will help mediate using the booking record
          and the evidence provided.
        </li>
        <li>These terms are governed by the laws of the Federal Republic of Nigeria.</li>
        <li>
          We may update these terms. If a change is significant, we will tell you by email or on the
          site before it takes effect. Our <Link to="/privacy">privacy policy</Link> explains how we
          handle your data.
        </li>
      </ul>
    </ContentPage>
  );
}
