// Any unknown path: 'Oops! Page not found', HTTP 404, and a structured log line naming the path.
import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.log("warn", "page not found", { path, status: 404 });
  throw data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found | Haya" }, { name: "description", content: "This page does not exist." }];

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="mb-3 text-4xl font-bold">404</h1>
      <p className="mb-6 text-xl text-slate-700">Oops! Page not found</p>
      <Link to="/" className="text-brand-700 underline">Return to Home</Link>
    </main>
  );
}

export default function NotFound() {
  return null;
}
