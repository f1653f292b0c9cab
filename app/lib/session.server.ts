// Route helpers for signed-in pages: the session guard and redirects that carry the session cookie.

import { redirect } from "~/lib/links";
import { type PageContext } from "../../server/http/page-context";
import { pageUrl } from "./page-url.server";

/** The signed-in person, or a redirect to /login that comes back here afterwards. */
export function requireSession(context: PageContext, request: Request) {
  if (context.session) return context.session;
  const url = pageUrl(request);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** A redirect that also sets (or clears) the cookies in `headers`. */
export function redirectWith(to: string, headers: Headers) {
  const response = redirect(to);
  for (const cookie of headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** After signing out (or deleting the account): pages saved while signed in show the person's name, so a shared phone keeps none of them. */
export function redirectSignedOut(to: string, headers: Headers) {
  const response = redirectWith(to, headers);
  response.headers.set("Clear-Site-Data", '"cache"');
  return response;
}
