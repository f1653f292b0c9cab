// Any unknown path: 'Oops! Page not found', HTTP 404, and a structured log line naming the path.
import { data } from "react-router";
import { NotFoundMessage } from "~/components/not-found-message";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.log("warn", "page not found", { path, status: 404 });
  throw data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found | Haya" }, { name: "description", content: "This page does not exist." }];

export function ErrorBoundary() {
  return <NotFoundMessage title="404" text="Oops! Page not found" link={{ to: "/", label: "Return to Home" }} />;
}

export default function NotFound() {
  return null;
}
