// POST /saved/favourites: the hearts' form (components/saved/favourite-button.tsx). `saved=true` saves the listing to
// the signed-in person's favourites, `saved=false` removes it; without JavaScript the answer goes back to the page the
// heart was on (`back`), with it (`js=1`) it is the heart's new state. A visitor is sent to sign in, and the heart they
// pressed is kept (a short-lived cookie) for /saved/keep, which saves it once they are signed in and goes back.
// GET is /saved. A listing not on offer, or the cap reached, is said beside the heart (or on this page without JavaScript).
import { data } from "react-router";
import { Link, redirect } from "~/lib/links";
import { ConflictError, NotFoundError } from "../../../server/errors";
import { safeRedirect } from "../../../server/features/accounts/accounts.schema";
import type { FavouriteAnswer } from "~/components/saved/favourite-button";
import { keepCookie } from "./saved-keep.server";
import { localeOfPath, localizePath } from "@core/locales";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/favourites";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";

export const meta = () => [...pageMeta(m.people_favourites(), m.people_favourites_meta_description()), { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

export const loader = () => redirect("/saved");

const idOf = (v: FormDataEntryValue | null) => (typeof v === "string" && /^\d{1,15}$/.test(v) ? Number(v) : NaN);

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const form = await request.formData();
  const listingId = idOf(form.get("listing"));
  const save = form.get("saved") !== "false";
  const back = safeRedirect(form.get("back"), Number.isNaN(listingId) ? "/saved" : `/item/${listingId}`);
  const js = form.get("js") === "1";
  if (Number.isNaN(listingId)) return data<FavouriteAnswer & { back: string }>({ ok: false, saved: !save, message: m.people_no_such_listing(), back }, { status: 400 });
  if (!context.session) {
    if (!save) return redirect(back);
    // `why`: the sign-in page says what signing in is for (the heart is saved and they come back to it), in the language
    // of the page the heart was on (the heart posts to the English path).
    const login = `/login?redirectTo=${encodeURIComponent(`/saved/keep?back=${encodeURIComponent(back)}`)}&why=favourite`;
    const response = redirect(localizePath(login, localeOfPath(back)));
    response.headers.append("Set-Cookie", keepCookie(listingId, context.siteUrl));
    return response;
  }
  const userId = context.session.user.id;
  try {
    if (save) await context.services.favourites.add(userId, listingId);
    else await context.services.favourites.remove(userId, listingId).catch((e: unknown) => {
      // Removing one that is not there (a second tab did) leaves what the person wanted.
      if (!(e instanceof NotFoundError)) throw e;
    });
  } catch (e) {
    if (e instanceof NotFoundError || e instanceof ConflictError)
      return data<FavouriteAnswer & { back: string }>({ ok: false, saved: !save, message: e.message, back }, { status: e instanceof NotFoundError ? 404 : 409 });
    throw e;
  }
  return js ? ({ ok: true, saved: save } satisfies FavouriteAnswer) : redirect(back);
}

/** Only without JavaScript, when the heart was refused: why, and the way back. */
export default function SavedFavourite({ actionData }: Route.ComponentProps) {
  const answer = actionData as (FavouriteAnswer & { back?: string }) | undefined;
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{m.people_favourites()}</h1>
      <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-900">
        {answer?.message ?? m.people_nothing_changed()}
      </p>
      <p className="mt-6 flex flex-wrap gap-4">
        <Link to={answer?.back ?? "/browse"} className="font-semibold text-brand-700 underline">{m.people_go_back()}</Link>
        <Link to="/saved" className="font-semibold text-brand-700 underline">{m.people_your_saved_listings()}</Link>
      </p>
    </main>
  );
}
