// GET /saved/keep?back=…: where signing in leads after a visitor pressed a heart or 'Save this search'. What the
// visitor pressed is kept in a cookie (saved-keep.server.ts, set by POST /saved/favourites or /saved/searches,
// which only Haya's own pages can send): the listing is saved to the person's favourites and they go back to the page
// they were on; the search is saved with its alerts on and they see it listed at /saved. The cookies are cleared.
// Without one it saves nothing, so a link from elsewhere cannot save anything.

import { ConflictError, InvalidError, NotFoundError } from "../../../server/errors";
import { redirect } from "~/lib/links";
import { safeRedirect } from "../../../server/features/accounts/accounts.schema";
import { clearKeepCookie, clearKeepSearchCookie, keptListing, keptSearch } from "./saved-keep.server";
import { requireSession } from "~/lib/session.server";
import type { Route } from "./+types/keep";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  let to = safeRedirect(pageUrl(request).searchParams.get("back"), "/saved");
  const cookies: string[] = [];
  const listingId = keptListing(request);
  if (listingId !== undefined) {
    try {
      await context.services.favourites.add(user.id, listingId);
    } catch (e) {
      // Taken off offer while they signed in, or the cap reached: back to the page, whose heart shows it unsaved.
      if (!(e instanceof NotFoundError || e instanceof ConflictError)) throw e;
      context.log("info", "kept favourite not saved", { listingId, reason: e.message });
    }
    cookies.push(clearKeepCookie(context.siteUrl));
  }
  const query = keptSearch(request);
  if (query !== undefined) {
    try {
      await context.services.savedSearches.save(user.id, { query });
      to = "/saved?added=search#searches";
    } catch (e) {
      // Saved already, the cap reached, or a search browse refuses: back to the search, whose button says why if pressed.
      if (!(e instanceof InvalidError || e instanceof ConflictError)) throw e;
      context.log("info", "kept search not saved", { reason: e.message });
    }
    cookies.push(clearKeepSearchCookie(context.siteUrl));
  }
  const response = redirect(to, { headers: { "Cache-Control": "no-store" } });
  for (const c of cookies) response.headers.append("Set-Cookie", c);
  return response;
}
