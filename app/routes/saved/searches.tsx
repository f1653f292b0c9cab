// POST /saved/searches: 'Save this search' on browse (components/saved/save-search-form.tsx). `query` is the browse
// page's query string; the search is saved for the signed-in person with its alerts on. Without JavaScript the answer is
// /saved (the new search listed) or, when refused (saved already, the cap reached, a search browse refuses), this page
// saying why with the way back; with it (`js=1`), words beside the button. A visitor signs in first, and the search is
// saved when they are back (keep.tsx). GET is /saved.
import { data } from "react-router";
import { Link, redirect } from "~/lib/links";
import { ConflictError, InvalidError } from "../../../server/errors";
import type { SaveSearchAnswer } from "~/components/saved/save-search-form";
import { SAVED_SEARCH_QUERY_MAX } from "../../../server/features/saved/saved.schema";
import { keepSearchCookie } from "./saved-keep.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/searches";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";

export const meta = () => [...pageMeta(m.people_save_this_search(), m.people_save_search_meta_description()), { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

export const loader = () => redirect("/saved#searches");

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const form = await request.formData();
  const raw = String(form.get("query") ?? "").replace(/^\?/, "");
  const js = form.get("js") === "1";
  // The way back: browse with the same query, but never another page's address.
  const back = `/browse${raw && !/[\\#]/.test(raw) && raw.length <= SAVED_SEARCH_QUERY_MAX ? `?${raw}` : ""}`;
  // A visitor signs in first; the search is kept meanwhile and saved once they are back (keep.tsx).
  if (!context.session) {
    const response = redirect(`/login?redirectTo=${encodeURIComponent(`/saved/keep?back=${encodeURIComponent(back)}`)}`);
    const kept = keepSearchCookie(raw, context.siteUrl);
    if (kept) response.headers.append("Set-Cookie", kept);
    return response;
  }
  try {
    const saved = await context.services.savedSearches.save(context.session.user.id, { query: raw });
    if (!js) return redirect("/saved?added=search#searches");
    return { ok: true, message: m.people_search_saved_js({ label: saved.label }), back } satisfies SaveSearchAnswer;
  } catch (e) {
    if (e instanceof InvalidError || e instanceof ConflictError)
      return data<SaveSearchAnswer>({ ok: false, message: e.message, back }, { status: e instanceof InvalidError ? 400 : 409 });
    throw e;
  }
}

/** Only without JavaScript, when saving was refused: why, and the way back. */
export default function SaveSearch({ actionData }: Route.ComponentProps) {
  const answer = actionData as SaveSearchAnswer | undefined;
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{m.people_save_this_search()}</h1>
      <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-900">
        {answer?.message ?? m.people_nothing_saved()}
      </p>
      <p className="mt-6 flex flex-wrap gap-4">
        <Link to={answer?.back ?? "/browse"} className="font-semibold text-brand-700 underline">{m.people_back_to_search()}</Link>
        <Link to="/saved#searches" className="font-semibold text-brand-700 underline">{m.people_your_saved_searches()}</Link>
      </p>
    </main>
  );
}
