// The footer: newsletter sign-up, link columns, social links and the current year.
import { NewsletterForm } from "./newsletter-form";
import { Link } from "~/lib/links";
import { renderedOnce } from "~/lib/server-once";
import { m } from "@core/paraglide/messages";
import { getLocale } from "@core/paraglide/runtime";

/** Each column's title and links, as [message, path]: the messages are called as the footer renders, in its language. */
const COLUMNS = [
  { title: m.footer_rent, links: [[m.footer_browse_items, "/browse"], [m.nav_vehicles, "/vehicles"], [m.nav_event_halls, "/event-halls"], [m.nav_reservation, "/reservation"], [m.footer_how_it_works, "/how-it-works"]] },
  { title: m.footer_own, links: [[m.footer_list_your_item, "/list-item"], [m.nav_for_business, "/business"], [m.footer_pricing, "/pricing"], [m.footer_safety, "/safety"]] },
  { title: m.footer_support, links: [[m.footer_help_centre, "/help"], [m.footer_support_link, "/support"], [m.footer_contact, "/contact"], [m.footer_refunds, "/refunds"]] },
  { title: m.footer_haya, links: [[m.footer_about, "/about"], [m.footer_terms, "/terms"], [m.footer_privacy, "/privacy"]] },
] as const;
/** Listing pages, where a visitor goes next, load on intent (a touch or hover); info pages are not worth the bytes. */
const PREFETCHED = new Set<string>(["/browse", "/vehicles", "/event-halls"]);

export function Footer({ year }: { year: number }) {
  // The link columns and the last line are the same on every page in a language (and year): the server renders each
  // once per those and writes it as it is (lib/server-once.server.tsx); the browser renders them as ever.
  const links = () => (
    <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
      {COLUMNS.map((col) => (
        <div key={col.links[0][1]}>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{col.title()}</h2>
          <ul className="space-y-2 text-sm">
            {col.links.map(([label, to]) => (
              <li key={to}>
                <Link to={to} prefetch={PREFETCHED.has(to) ? "intent" : "none"} className="hover:text-white hover:underline">{label()}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
  const end = () => (
    <div className="mt-10 flex flex-col gap-3 border-t border-slate-700 pt-6 text-sm md:flex-row md:items-center md:justify-between">
      <p>{m.footer_copyright({ year })}</p>
      <ul className="flex gap-4" aria-label={m.footer_social()}>
        <li><a href="https://x.com/" rel="noopener" className="hover:text-white">X (Twitter)</a></li>
        <li><a href="https://instagram.com/" rel="noopener" className="hover:text-white">Instagram</a></li>
        <li><a href="https://facebook.com/" rel="noopener" className="hover:text-white">Facebook</a></li>
      </ul>
    </div>
  );
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="mb-10 grid gap-4 rounded-xl bg-slate-800 p-6 md:grid-cols-2 md:items-center">
          <div>
            <h2 className="text-lg font-semibold text-white">{m.footer_newsletter_title()}</h2>
            <p className="text-sm text-slate-300">{m.footer_newsletter_text()}</p>
          </div>
          <NewsletterForm />
        </div>
        {import.meta.env.SSR ? renderedOnce("footer-links", getLocale, links) : links()}
        {import.meta.env.SSR ? renderedOnce("footer-end", () => `${getLocale()} ${year}`, end) : end()}
      </div>
    </footer>
  );
}
