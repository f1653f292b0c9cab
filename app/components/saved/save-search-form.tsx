// 'Save this search' on browse: a plain form (POST /saved/searches with the page's query string) that works without
// JavaScript, enhanced with a fetcher that says beside the button what happened and stays on the results.
import { BellRing } from "lucide-react";
import { Link } from "~/lib/links";
import { useFetcher, useLocation } from "react-router";
import { Working } from "~/components/ui/submit-button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useSubmitting } from "~/hooks/use-submitting";
import { m } from "@core/paraglide/messages";

/** What POST /saved/searches answers a fetcher (routes/saved/searches.tsx). */
export interface SaveSearchAnswer {
  ok: boolean;
  message: string;
  /** The browse URL of the search, for the way back. */
  back: string;
}

export function SaveSearchForm() {
  const fetcher = useFetcher<SaveSearchAnswer>();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const submit = useSubmitting();
  const params = new URLSearchParams(search);
  // Which page of the results is showing is not part of the search.
  params.delete("cursor");
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" action="/saved/searches" className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <input type="hidden" name="query" value={params.toString()} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      <button
        type="submit"
        {...submit.props}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-progress"
      >
        {submit.working ? <Working /> : <BellRing aria-hidden className="size-4" />}
        {/* Its words on a phone too: a bell alone, by the results count, was read as a second notifications bell. */}
        {m.people_save_this_search()}
      </button>
      <p role="status" className={answer?.ok === false ? "text-sm text-red-800" : "text-sm text-green-900"}>
        {answer?.message}
        {answer?.ok && (
          <>
            {" "}
            <Link to="/saved#searches" className="font-semibold text-brand-700 underline">{m.people_your_saved_searches()}</Link>
          </>
        )}
      </p>
    </fetcher.Form>
  );
}
