// What a page says when the database could not answer in time (a 503 from server/http/database-faults.ts): nothing is
// wrong with the address or the person's rights, so it asks them to try the same page again in a few seconds.
import { isRouteErrorResponse, useLocation } from "react-router";
import { Link } from "~/lib/links";
import { m } from "@core/paraglide/messages";

/** A 503 route error: the database was unavailable while this page loaded. */
export function isUnavailable(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 503;
}

export function UnavailableMessage() {
  const { pathname, search } = useLocation();
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="mb-3 text-3xl font-bold">{m.unavailable_title()}</h1>
      <p className="text-slate-700">{m.unavailable_text()}</p>
      <p className="mt-6 flex justify-center gap-6">
        <a href={`${pathname}${search}`} className="text-brand-700 underline">{m.unavailable_try_again()}</a>
        <Link to="/" className="text-brand-700 underline">{m.return_home()}</Link>
      </p>
    </main>
  );
}
