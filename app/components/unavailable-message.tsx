// What a page says when the database could not answer in time (a 503 from server/http/database-faults.ts): nothing is
// wrong with the address or the person's rights, so it asks them to try the same page again in a few seconds.
import { isRouteErrorResponse, Link, useLocation } from "react-router";

/** A 503 route error: the database was unavailable while this page loaded. */
export function isUnavailable(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 503;
}

export function UnavailableMessage() {
  const { pathname, search } = useLocation();
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="mb-3 text-3xl font-bold">Please try again</h1>
      <p className="text-slate-700">Haya can't reach its records just now. Nothing was changed. Please try again in a few seconds.</p>
      <p className="mt-6 flex justify-center gap-6">
        <a href={`${pathname}${search}`} className="text-brand-700 underline">Try again</a>
        <Link to="/" className="text-brand-700 underline">Return to Home</Link>
      </p>
    </main>
  );
}
