// /logout: signing out is a POST (a link could be triggered by another site); a GET just goes home.

import { redirectSignedOut } from "~/lib/session.server";
import { redirect } from "~/lib/links";
import type { Route } from "./+types/index";
import { pageContext } from "../../../server/http/page-context";

export function loader() {
  return redirect("/");
}

export async function action({ context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const { headers } = await context.services.accounts.signOut(context.meta);
  return redirectSignedOut("/", headers);
}
