// /category/{slug} → 301 to /{slug}, the canonical category URL.
import { redirect } from "react-router";
import type { Route } from "./+types/category-redirect";

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${encodeURIComponent(params.slug)}`, 301);
}
