// Any unknown path: 'Oops! Page not found', HTTP 404, and a structured log line naming the path.
import { data } from "react-router";
import { NotFoundMessage } from "~/components/not-found-message";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/$";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const path = pageUrl(request).pathname;
  context.log("warn", "page not found", { path, status: 404 });
  throw data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () => pageMeta(m.not_found_meta_title(), m.not_found_meta_description());

export function ErrorBoundary() {
  return <NotFoundMessage title="404" text={m.not_found_title()} link={{ to: "/", label: m.return_home() }} />;
}

export default function NotFound() {
  return null;
}
