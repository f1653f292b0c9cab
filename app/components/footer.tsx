// The footer: newsletter sign-up, link columns, social links and the current year.
import { Link } from "~/lib/data-saver";
import { NewsletterForm } from "./newsletter-form";

const COLUMNS = [
  { title: "Rent", links: [["Browse items", "/browse"], ["Vehicles", "/vehicles"], ["Event Halls", "/event-halls"], ["Reservation", "/reservation"], ["How it works", "/how-it-works"]] },
  { title: "Own", links: [["List your item", "/list-item"], ["For Business", "/login"], ["Pricing", "/pricing"], ["Safety", "/safety"]] },
  { title: "Support", links: [["Help centre", "/help"], ["Support", "/support"], ["Contact us", "/contact"], ["Refunds", "/refunds"]] },
  { title: "Haya", links: [["About", "/about"], ["Terms", "/terms"], ["Privacy", "/privacy"]] },
] as const;
/** Listing pages, where a visitor goes next, load on intent (a touch or hover); info pages are not worth the bytes. */
const PREFETCHED = new Set<string>(["/browse", "/vehicles", "/event-halls"]);

export function Footer({ year }: { year: number }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="mb-10 grid gap-4 rounded-xl bg-slate-800 p-6 md:grid-cols-2 md:items-center">
          <div>
            <h2 className="text-lg font-semibold text-white">Get deals and new listings by email</h2>
            <p className="text-sm text-slate-300">One short email a week. Unsubscribe any time.</p>
          </div>
          <NewsletterForm />
        </div>
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {COLUMNS.map((col) => (
            <div key={col.title}>
              <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{col.title}</h2>
              <ul className="space-y-2 text-sm">
                {col.links.map(([label, to]) => (
                  <li key={label}>
                    <Link to={to} prefetch={PREFETCHED.has(to) ? "intent" : "none"} className="hover:text-white hover:underline">{label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-3 border-t border-slate-700 pt-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>© {year} Haya. All rights reserved.</p>
          <ul className="flex gap-4" aria-label="Haya on social media">
            <li><a href="https://x.com/" rel="noopener" className="hover:text-white">X (Twitter)</a></li>
            <li><a href="https://instagram.com/" rel="noopener" className="hover:text-white">Instagram</a></li>
            <li><a href="https://facebook.com/" rel="noopener" className="hover:text-white">Facebook</a></li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
