// /category/{slug} → 301 to /{slug}, the canonical category URL; a slug that names no category is 'Category not found'.
import { data } from "react-router";
import { redirect } from "~/lib/links";
import { NotFoundMessage } from "~/components/not-found-message";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/$slug";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export async function loader({ params, request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  if (!(await context.services.catalogue.findCategory(params.slug))) {
    context.log("warn", "category not found", { path: pageUrl(request).pathname, status: 404 });
    throw data(null, { status: 404 });
  }
  return redirect(`/${encodeURIComponent(params.slug)}`, 301);
}

export const meta: Route.MetaFunction = () => pageMeta(m.category_not_found(), m.category_not_found_text());

export function ErrorBoundary() {
  return <NotFoundMessage title={m.category_not_found()} text={m.category_not_found_text()} link={{ to: "/browse", label: m.category_browse_all() }} />;
}
