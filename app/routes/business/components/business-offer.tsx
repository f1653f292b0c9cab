// /business for a visitor: what Haya offers a registered business, and why to sign in (the details and the CAC
// certificate belong to an account), with sign-in and join links that come back to /business. Plain links, no script.
import { ShieldCheck } from "lucide-react";
import { Link } from "~/lib/links";
import { OWNER_COMMISSION_PCT } from "@core/fees";
import { m } from "@core/paraglide/messages";

const BACK = `redirectTo=${encodeURIComponent("/business")}&why=business`;

export function BusinessOffer() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">{m.nav_for_business()}</h1>
      <p className="mt-3 leading-7 text-slate-700">{m.people_business_offer_lead()}</p>

      <section aria-labelledby="offer" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="offer" className="text-lg font-semibold">{m.people_business_offer_title()}</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-7 text-slate-700 marker:text-brand-700">
          <li>
            <span className="inline-flex items-center gap-1 font-semibold text-green-800">
              <ShieldCheck aria-hidden className="size-4" />
              {m.item_verified_owner()}
            </span>
            {": "}
            {m.people_business_offer_badge()}
          </li>
          <li>{m.people_business_offer_name()}</li>
          <li>{m.people_business_offer_fee({ pct: OWNER_COMMISSION_PCT })}</li>
        </ul>
      </section>

      <section aria-labelledby="sign-in" className="mt-6 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="sign-in" className="text-lg font-semibold">{m.people_business_sign_in_title()}</h2>
        <p className="mt-2 leading-7 text-slate-700">{m.people_business_sign_in_text()}</p>
        <p className="mt-4 flex flex-wrap gap-3">
          <Link to={`/login?${BACK}`} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
            {m.people_business_sign_in()}
          </Link>
          <Link to={`/login?mode=signup&${BACK}`} className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-900 hover:bg-slate-100">
            {m.people_business_join()}
          </Link>
        </p>
      </section>
    </main>
  );
}
