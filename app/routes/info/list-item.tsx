// /list-item for a signed-in owner: what listing offers, and the verified e-mail it needs. (The listing form is issue 5.)
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { requireSession } from "~/lib/session.server";
import type { Route } from "./+types/list-item";
import { ContentPage } from "~/components/content-page";
import { pageMeta } from "~/lib/seo";
import {
  OWNER_COMMISSION_PCT,
  OWNER_RESPONSE_HOURS,
  hoursText,
} from "~/lib/fees";

export const meta: MetaFunction = () =>
  pageMeta(
    "List an item",
    "Earn from cars, generators, event gear and equipment you already own. See what listing on Haya offers owners and how to get started.",
  );

export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  return { email: user.email, verified: user.emailVerified };
}

export default function ListItemPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      title="List an item on Haya"
      intro={
        loaderData.verified
          ? "Put your cars, generators, event gear and equipment in front of renters across Nigeria."
          : `Listing needs a verified email. Open the link we sent to ${loaderData.email}, or send a new one from your profile.`
      }
    >
      <h2>What you will be able to do</h2>
      <ul>
        <li>
          Create a listing with a title, description, ordered photos, features and what&apos;s
          included.
        </li>
        <li>
          Set a daily price in naira, with optional weekly and monthly discounts for longer rentals.
        </li>
        <li>
          Say how many units you have (one car, or 200 chairs), and the minimum and maximum number
          of rental days.
        </li>
        <li>Choose your pick-up location, by state and city or area, and add pick-up notes.</li>
        <li>Ask for a refundable caution deposit to protect your item.</li>
        <li>
          Choose Instant Book, or review each request and accept or decline it within{" "}
          {hoursText(OWNER_RESPONSE_HOURS)}.
        </li>
        <li>Pause a listing whenever the item is not available, and follow all your bookings.</li>
      </ul>

      <h2>What you can list</h2>
      <p>
        Cars, trucks and logistics vans, event halls, generators, farm and building equipment,
        cameras and photography gear, party supplies and much more. Anything you own, that is legal
        to rent and safe to use, can earn money while you are not using it.
      </p>

      <h2>What it costs</h2>
      <p>
        Listing is free. When a rental completes, you receive the rental amount minus a{" "}
        {OWNER_COMMISSION_PCT}% commission, paid to your bank account. See{" "}
        <Link to="/pricing">pricing and fees</Link> for a worked example.
      </p>

      <h2>For businesses</h2>
      <p>
        Rental companies can add their business name and CAC number. Once our team has verified
        them, your listings show the Verified owner badge.
      </p>

      <h2>Get started</h2>
      <p>
        {loaderData.verified ? null : (
          <>
            <Link to="/account">Verify your email from your profile</Link>.{" "}
          </>
        )}
        New to Haya? Read <Link to="/how-it-works">how Haya works</Link> first.
      </p>
    </ContentPage>
  );
}
