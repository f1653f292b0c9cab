// Home: hero search, promos, featured rentals, live figures and real reviews.
import { BadgePercent, Car, Gift, ShieldCheck, Star } from "lucide-react";
import { Form, Link } from "~/lib/links";
import { useSearchParams } from "react-router";
import { CARD_GRID, ListingCard } from "~/components/listing-card";
import { Stars } from "~/components/rating";
import { FormMessage } from "~/components/form-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { Input, Label, Select } from "~/components/ui/input";
import { PICKUP_TIMES, pickupTimeText, todayInLagos } from "@core/dates";
import { withSaved } from "~/lib/favourites.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { asCards } from "~/lib/card-text";

export async function loader({ context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const { catalogue } = context.services;
  const [featured, stats, testimonials, categories] = await Promise.all([
    catalogue.featured(),
    catalogue.stats(),
    catalogue.testimonials(),
    catalogue.listCategories(),
  ]);
  // The signed-in person's hearts: one query for the cards (none for a visitor, whose page stays cacheable).
  return { featured: await withSaved(context, asCards(featured)), stats, testimonials, homeCategories: categories.filter((c) => c.onHome), today: todayInLagos() };
}

export const meta: Route.MetaFunction = () =>
  pageMeta(m.home_meta_title(), m.home_meta_description(), { named: true });

const PROMOS = [
  { icon: BadgePercent, title: m.home_promo_deals_title, text: m.home_promo_deals_text, to: "/browse?sort=price-asc" },
  { icon: Car, title: m.home_promo_accident_title, text: m.home_promo_accident_text, to: "/vehicles" },
  { icon: Gift, title: m.home_promo_signup_title, text: m.home_promo_signup_text, to: "/login" },
  { icon: Star, title: m.home_promo_points_title, text: m.home_promo_points_text, to: "/how-it-works" },
];

const nf = new Intl.NumberFormat("en-NG");

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, stats, testimonials, homeCategories, today } = loaderData;
  const figures = [
    { value: nf.format(stats.listings), label: m.home_figure_listed() },
    { value: nf.format(stats.owners), label: m.home_figure_owners() },
    { value: nf.format(stats.states), label: m.home_figure_states() },
    { value: stats.reviews > 0 ? `${stats.averageRating.toFixed(1)}/5` : "—", label: m.home_figure_average({ count: nf.format(stats.reviews) }) },
  ];
  // /account sends people here after deleting their account.
  const [params] = useSearchParams();
  return (
    <main>
      {params.get("deleted") === "1" && (
        <div className="mx-auto max-w-5xl px-4 pt-4">
          <FormMessage success={m.home_account_deleted()} />
        </div>
      )}
      <section className="bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-10 text-white md:py-16">
        <div className="mx-auto max-w-5xl">
          <h1 className="text-3xl font-extrabold md:text-5xl">{m.home_hero_title()}</h1>
          <p className="mt-2 text-brand-50 md:text-lg">{m.home_hero_text()}</p>
          {/* Browse's date filter takes the date and time as startDate and pickupTime (older links' date and time too). */}
          <Form method="get" action="/browse" className="mt-6 grid gap-3 rounded-xl bg-white p-4 text-slate-900 shadow-lg md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
            <input type="hidden" name="search" value="" />
            <div>
              <Label htmlFor="hero-location">{m.home_pickup_location()}</Label>
              <Input id="hero-location" name="location" placeholder={m.home_pickup_location_placeholder()} autoComplete="address-level2" />
            </div>
            <div>
              <Label htmlFor="hero-date">{m.home_pickup_date()}</Label>
              <Input id="hero-date" name="startDate" type="date" min={today} />
            </div>
            <div>
              <Label htmlFor="hero-time">{m.home_pickup_time()}</Label>
              <Select id="hero-time" name="pickupTime" defaultValue="Noon">
                {PICKUP_TIMES.map((t) => <option key={t} value={t}>{pickupTimeText(t)}</option>)}
              </Select>
            </div>
            <SubmitButton variant="accent" size="lg">
              <span className="hidden md:inline">{m.home_select_my_item()}</span>
              <span className="md:hidden">{m.home_search()}</span>
            </SubmitButton>
          </Form>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={m.home_popular_categories()}>
            {homeCategories.map((c) => (
              <li key={c.slug}>
                <Link to={`/${c.slug}`} prefetch="intent" className="inline-block rounded-full bg-white/15 px-4 py-2 text-sm font-medium hover:bg-white/25">{c.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="promos" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="promos" className="sr-only">{m.home_offers()}</h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROMOS.map((p) => (
            <Link key={p.to} to={p.to} prefetch="intent" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600">
              <p.icon aria-hidden className="mb-3 size-7 text-brand-700" />
              <h3 className="font-semibold">{p.title()}</h3>
              <p className="mt-1 text-sm text-slate-600">{p.text()}</p>
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="featured" className="mx-auto max-w-7xl px-4 py-6">
        <div className="mb-4 flex items-end justify-between">
          <h2 id="featured" className="text-2xl font-bold">{m.home_featured()}</h2>
          <Link to="/browse" prefetch="intent" className="text-sm font-semibold text-brand-700 underline">{m.home_see_all()}</Link>
        </div>
        <div className={`${CARD_GRID} lg:grid-cols-4`}>
          {featured.map((l, i) => <ListingCard key={l.id} listing={l} priority={i === 0} showDescription={false} />)}
        </div>
      </section>

      <section aria-labelledby="figures" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="figures" className="mb-4 text-2xl font-bold">{m.home_today()}</h2>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label} className="rounded-xl bg-white p-5 text-center shadow-sm">
              <dt className="order-2 text-sm text-slate-600">{f.label}</dt>
              <dd className="text-2xl font-extrabold text-brand-700">{f.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <ShieldCheck aria-hidden className="size-4 text-brand-700" /> {m.home_live_figures()} <Link to="/browse" prefetch="intent" className="text-brand-700 underline">{m.home_explore_all({ count: nf.format(stats.listings) })}</Link>
        </p>
      </section>

      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials" className="mx-auto max-w-7xl px-4 py-6">
          <h2 id="testimonials" className="mb-4 text-2xl font-bold">{m.home_testimonials()}</h2>
          <div className="grid gap-4 md:grid-cols-3">
            {testimonials.map((t) => (
              <figure key={t.id} className="rounded-xl bg-white p-5 shadow-sm">
                <Stars rating={t.rating} className="mb-2" />
                <blockquote className="text-slate-800">“{t.content}”</blockquote>
                <figcaption className="mt-3 text-sm text-slate-600">
                  <span className="font-semibold text-slate-900">{t.name}</span>, {t.role} · {t.location}
                  <span className="block">{m.home_rented({ title: t.listingTitle })}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      )}
    </main>
  );
}
