// The admin area's guard, for every /admin loader and action (they run in parallel, so each checks): anyone who
// is not an operator gets the same 404 as an unknown path; an operator without two-factor sign-in is sent to set it up.
import { data } from "react-router";
import { redirect } from "~/lib/links";
import type { Operator } from "../../../server/features/admin/admin-operators.service";
import { type PageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

/** Requests whose 404 is already logged: the layout's and the page's loaders both refuse, but an unknown path logs once. */
const logged = new WeakSet<PageContext>();

export function requireOperator(context: PageContext, request: Request, opts: { admin?: boolean } = {}): Operator {
  const gate = context.services.operators.gateOf(context.session);
  if (gate.kind === "needs-two-factor") throw redirect("/account?operator=1#two-factor");
  if (gate.kind === "none" || (opts.admin && gate.operator.role !== "admin")) {
    const path = pageUrl(request).pathname;
    if (!logged.has(context)) context.log("warn", "page not found", { path, status: 404 });
    logged.add(context);
    throw data({ path }, { status: 404 });
  }
  return gate.operator;
}
