// The body of a route's error boundary: the page's own 'not found' texts for a 404, 'Please try again' when the database
// could not answer (503), the seed's fallback otherwise.
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "~/lib/links";
import { isUnavailable, UnavailableMessage } from "./unavailable-message";
import { m } from "@core/paraglide/messages";

export function NotFoundMessage({ title, text, link }: { title: string; text: string; link: { to: string; label: string } }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (isUnavailable(error)) return <UnavailableMessage />;
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="mb-3 text-3xl font-bold">{notFound ? title : m.shell_error_title()}</h1>
      <p className="text-slate-700">
        {notFound ? text : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : m.error_something_wrong()}
      </p>
      <Link to={link.to} className="mt-6 inline-block text-brand-700 underline">{link.label}</Link>
    </main>
  );
}
