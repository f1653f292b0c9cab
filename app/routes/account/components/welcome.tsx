// /account?joined=1, where joining leads when no page sent the person to sign in: a short hello, the e-mail link to
// open, and the two next steps (renting, listing) instead of every setting (the header's menu leads to them). Plain
// links, and only messages of its own: one another page shows too would join every page's shared script.
import { FormMessage } from "~/components/form-field";
import { Link } from "~/lib/links";
import { m } from "@core/paraglide/messages";

const STEPS = [
  { to: "/browse", title: m.account_welcome_rent, text: m.account_welcome_rent_text },
  { to: "/list-item", title: m.account_welcome_list, text: m.account_welcome_list_text },
] as const;

export function Welcome({ name, email, emailVerified }: { name: string; email: string; emailVerified: boolean }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-3xl font-bold break-words">{m.account_welcome_title({ name })}</h1>
      {!emailVerified && (
        <div className="mt-3">
          <FormMessage success={m.account_welcome({ email })} />
        </div>
      )}
      <h2 className="mt-6 text-lg font-semibold">{m.account_welcome_next()}</h2>
      <ul className="mt-3 space-y-3">
        {STEPS.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="block min-h-11 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50">
              <span className="block font-semibold text-brand-700 underline">{s.title()}</span>
              <span className="mt-0.5 block text-sm text-slate-700">{s.text()}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
