// /logout: signing out is a POST (a link could be triggered by another site); a GET just goes home.
import { redirect } from "react-router";
import { redirectWith } from "~/lib/session.server";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

export async function action({ context }: Route.ActionArgs) {
  const { headers } = await context.services.accounts.signOut(context.meta);
  const response = redirectWith("/", headers);
  // Pages saved while signed in (HTTP cache, service worker) show the person's name: a shared phone keeps none of them.
  response.headers.set("Clear-Site-Data", '"cache"');
  return response;
}
