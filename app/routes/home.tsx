// Home: hero search, promos, featured rentals, live figures and real reviews.
import { BadgePercent, Car, Gift, ShieldCheck, Star } from "lucide-react";
import { Form, useSearchParams } from "react-router";
import { Link } from "~/lib/data-saver";
import { ListingCard } from "~/components/listing-card";
import { Stars } from "~/components/rating";
import { FormMessage } from "~/components/form-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { Input, Label, Select } from "~/components/ui/input";
import { PICKUP_TIMES, todayInLagos } from "@core/dates";
import { withSaved } from "~/lib/favourites.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue } = context.services;
  const [featured, stats, testimonials, categories] = await Promise.all([
    catalogue.featured(),
    catalogue.stats(),
    catalogue.testimonials(),
    catalogue.listCategories(),
  ]);
  // The signed-in person's hearts: one query for the cards (none for a visitor, whose page stays cacheable).
  return { featured: await withSaved(context, featured), stats, testimonials, homeCategories: categories.filter((c) => c.onHome), today: todayInLagos() };
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Haya — Rent cars, event halls, generators and more in Nigeria", "Find Your Perfect Rental: cars, trucks, event halls, generators, cameras and party gear from verified owners across Nigeria, priced per day in naira.", { named: true });

const PROMOS = [
  { icon: BadgePercent, title: "Current deals", text: "Weekly and monthly discounts set by owners, applied automatically to longer rentals.", to: "/browse?sort=price-asc" },
  { icon: Car, title: "Rent after an accident", text: "Keep moving while your car is in the workshop: cars with or without a driver, by the day.", to: "/vehicles" },
  { icon: Gift, title: "Sign up for specials", text: "Join Haya to hear first about new listings and seasonal offers near you.", to: "/login" },
  { icon: Star, title: "Haya points", text: "Earn points on every completed rental toward free rental days. Coming with bookings.", to: "/how-it-works" },
];

const nf = new Intl.NumberFormat("en-NG");

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, stats, testimonials, homeCategories, today } = loaderData;
  const figures = [
    { value: nf.format(stats.listings), label: "items listed" },
    { value: nf.format(stats.owners), label: "owners renting out" },
    { value: nf.format(stats.states), label: "states covered" },
    { value: stats.reviews > 0 ? `${stats.averageRating.toFixed(1)}/5` : "—", label: `average from ${nf.format(stats.reviews)} reviews` },
  ];
  // /account sends people here after deleting their account.
  const [params] = useSearchParams();
  return (
    <main>
      {params.get("deleted") === "1" && (
        <div className="mx-auto max-w-5xl px-4 pt-4">
          <FormMessage success="Your account is deleted and you are signed out. Thank you for using Haya." />
        </div>
      )}
      <section className="bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-10 text-white md:py-16">
        <div className="mx-auto max-w-5xl">
          <h1 className="text-3xl font-extrabold md:text-5xl">Find Your Perfect Rental</h1>
          <p className="mt-2 text-brand-50 md:text-lg">Cars, trucks, event halls, generators and more, from verified owners near you.</p>
          {/* Browse's date filter takes the date and time as startDate and pickupTime (older links' date and time too). */}
          <Form method="get" action="/browse" className="mt-6 grid gap-3 rounded-xl bg-white p-4 text-slate-900 shadow-lg md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
            <input type="hidden" name="search" value="" />
            <div>
              <Label htmlFor="hero-location">Pick-up location</Label>
              <Input id="hero-location" name="location" placeholder="City or state, e.g. Ikeja or Lagos" autoComplete="address-level2" />
            </div>
            <div>
              <Label htmlFor="hero-date">Pick-up date</Label>
              <Input id="hero-date" name="startDate" type="date" min={today} />
            </div>
            <div>
              <Label htmlFor="hero-time">Pick-up time</Label>
              <Select id="hero-time" name="pickupTime" defaultValue="Noon">
                {PICKUP_TIMES.map((t) => <option key={t}>{t}</option>)}
              </Select>
            </div>
            <SubmitButton variant="accent" size="lg">
              <span className="hidden md:inline">Select My Item</span>
              <span className="md:hidden">Search</span>
            </SubmitButton>
          </Form>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Popular categories">
            {homeCategories.map((c) => (
              <li key={c.slug}>
                <Link to={`/${c.slug}`} prefetch="intent" className="inline-block rounded-full bg-white/15 px-4 py-2 text-sm font-medium hover:bg-white/25">{c.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="promos" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="promos" className="sr-only">Offers</h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROMOS.map((p) => (
            <Link key={p.title} to={p.to} prefetch="intent" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600">
              <p.icon aria-hidden className="mb-3 size-7 text-brand-700" />
              <h3 className="font-semibold">{p.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{p.text}</p>
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="featured" className="mx-auto max-w-7xl px-4 py-6">
        <div className="mb-4 flex items-end justify-between">
          <h2 id="featured" className="text-2xl font-bold">Featured rentals</h2>
          <Link to="/browse" prefetch="intent" className="text-sm font-semibold text-brand-700 underline">See all</Link>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {featured.map((l, i) => <ListingCard key={l.id} listing={l} priority={i === 0} showDescription={false} />)}
        </div>
      </section>

      <section aria-labelledby="figures" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="figures" className="mb-4 text-2xl font-bold">Haya today</h2>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label} className="rounded-xl bg-white p-5 text-center shadow-sm">
              <dt className="order-2 text-sm text-slate-600">{f.label}</dt>
              <dd className="text-2xl font-extrabold text-brand-700">{f.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <ShieldCheck aria-hidden className="size-4 text-brand-700" /> Live figures from Haya's catalogue. <Link to="/browse" prefetch="intent" className="text-brand-700 underline">Explore all {nf.format(stats.listings)} items</Link>
        </p>
      </section>

      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials" className="mx-auto max-w-7xl px-4 py-6">
          <h2 id="testimonials" className="mb-4 text-2xl font-bold">What renters say</h2>
          <div className="grid gap-4 md:grid-cols-3">
            {testimonials.map((t) => (
              <figure key={t.id} className="rounded-xl bg-white p-5 shadow-sm">
                <Stars rating={t.rating} className="mb-2" />
                <blockquote className="text-slate-800">“{t.content}”</blockquote>
                <figcaption className="mt-3 text-sm text-slate-600">
                  <span className="font-semibold text-slate-900">{t.name}</span>, {t.role} · {t.location}
                  <span className="block">Rented: {t.listingTitle}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      )}
    </main>
  );
}
