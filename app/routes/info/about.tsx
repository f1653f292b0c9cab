// About Haya: what the marketplace is, what the name means, and why we built it.
import type { MetaFunction } from "react-router";
import { Link } from "~/lib/links";
import { ContentPage } from "~/components/content-page";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = () =>
  pageMeta(
    "About Haya",
    "Haya (Hausa for 'hire') is Nigeria's peer-to-peer rental marketplace: rent cars, generators, event halls and equipment from people near you.",
    { named: true },
  );

export default function AboutPage() {
  return (
    <ContentPage
      title="About Haya"
      intro="Haya is a Nigerian marketplace where people and businesses rent out the things they own, and everyone else rents what they need, by the day."
    >
      <h2>What the name means</h2>
      <p>
        <strong>Haya</strong> means &quot;hire&quot; in Hausa. It is what we do: help you hire a car
        for a wedding weekend, a generator for a shop, a hall and 200 chairs for an owambe, a tipper
        for a building site or a camera for a shoot, without buying any of it.
      </p>

      <h2>Our mission</h2>
      <p>
        Across Nigeria, valuable things sit idle most of the time, while others pay too much or go
        without. Haya makes renting from the person down the road as easy and safe as buying online,
        so owners earn from what they already have and renters save money.
      </p>

      <h2>What we stand for</h2>
      <ul>
        <li>
          <strong>Clear prices.</strong> Everything in naira, itemised before you pay. See our{" "}
          <Link to="/pricing">pricing and fees</Link>.
        </li>
        <li>
          <strong>Trust.</strong> Verified business owners, refundable caution deposits and payments
          held by Haya until the rental is done. Read about <Link to="/safety">safety on Haya</Link>
          .
        </li>
        <li>
          <strong>Fairness.</strong> A simple{" "}
          <Link to="/refunds">cancellation and refund policy</Link> that protects renters and owners
          alike.
        </li>
        <li>
          <strong>Open to everyone.</strong> Sign up with just your name, email and a password; no
          NIN or BVN needed.
        </li>
      </ul>

      <h2>Where we are</h2>
      <p>
        Haya is built for all 36 states and the FCT. Owners can list from Lagos, Abuja and Port
        Harcourt to Kano, Ibadan, Enugu and every town in between, and renters can search by state
        and city to find something close by.
      </p>

      <h2>Get involved</h2>
      <p>
        Start by <Link to="/browse">browsing rentals near you</Link>, learn{" "}
        <Link to="/how-it-works">how Haya works</Link>, or{" "}
        <Link to="/list-item">list an item you own</Link>. Questions, partnerships or press?{" "}
        <Link to="/contact">Get in touch with our team</Link>.
      </p>
    </ContentPage>
  );
}
