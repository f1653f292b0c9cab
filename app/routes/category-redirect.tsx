// /category/{slug} → 301 to /{slug}, the canonical category URL; a slug that names no category is 'Category not found'.
import { data, redirect } from "react-router";
import { NotFoundMessage } from "~/components/not-found-message";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/category-redirect";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!(await context.services.catalogue.findCategory(params.slug))) {
    context.log("warn", "category not found", { path: new URL(request.url).pathname, status: 404 });
    throw data(null, { status: 404 });
  }
  return redirect(`/${encodeURIComponent(params.slug)}`, 301);
}

export const meta: Route.MetaFunction = () => pageMeta("Category not found", "We couldn't find that category.");

export function ErrorBoundary() {
  return <NotFoundMessage title="Category not found" text="We couldn't find that category." link={{ to: "/browse", label: "Browse all items" }} />;
}
