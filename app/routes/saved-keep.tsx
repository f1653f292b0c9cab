// GET /saved/keep?back=…: where signing in leads after a visitor pressed a heart. The listing kept in the heart's
// cookie (set by POST /saved/favourites, which only Haya's own pages can send) is saved to the person's favourites,
// the cookie cleared, and the person sent back to the page they were on. Without that cookie it saves nothing, so a
// link from elsewhere cannot add a favourite.
import { redirect } from "react-router";
import { ConflictError, NotFoundError } from "../../server/errors";
import { safeRedirect } from "../../server/features/accounts/accounts.schema";
import { clearKeepCookie, keptListing } from "~/lib/favourites.server";
import { requireSession } from "~/lib/session.server";
import type { Route } from "./+types/saved-keep";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const back = safeRedirect(new URL(request.url).searchParams.get("back"), "/saved");
  const listingId = keptListing(request);
  const response = redirect(back, { headers: { "Cache-Control": "no-store" } });
  if (listingId === undefined) return response;
  try {
    await context.services.favourites.add(user.id, listingId);
  } catch (e) {
    // Taken off offer while they signed in, or the cap reached: back to the page, whose heart shows it unsaved.
    if (!(e instanceof NotFoundError || e instanceof ConflictError)) throw e;
    context.log("info", "kept favourite not saved", { listingId, reason: e.message });
  }
  response.headers.append("Set-Cookie", clearKeepCookie(context.siteUrl));
  return response;
}
