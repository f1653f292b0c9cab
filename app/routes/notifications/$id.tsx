// /notifications/{id}: opening one notification marks it read, then goes on to the page it is about. Another person's
// or an unknown one is the 404 page; a visitor signs in first and comes back here.
import { data } from "react-router";
import { redirect } from "~/lib/links";
import { NotFoundError } from "../../../server/errors";
import { NotFoundMessage } from "~/components/not-found-message";
import { requireSession } from "~/lib/session.server";
import type { Route } from "./+types/$id";
import { pageContext } from "../../../server/http/page-context";

export async function loader({ request, params, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const session = requireSession(context, request);
  const notFound = () => data("No such notification", { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!/^[1-9]\d{0,14}$/.test(params.id ?? "")) throw notFound();
  try {
    const link = await context.services.notifications.open(session.user.id, Number(params.id));
    return redirect(link, { headers: { "Cache-Control": "no-store" } });
  } catch (e) {
    if (e instanceof NotFoundError) throw notFound();
    throw e;
  }
}

export function ErrorBoundary() {
  return <NotFoundMessage title="404" text="Oops! Page not found" link={{ to: "/notifications", label: "Back to your notifications" }} />;
}

export default function NotificationOpen() {
  return null;
}
