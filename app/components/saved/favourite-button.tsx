// The heart on listing cards and the item page: a real form (POST /saved/favourites) that works without JavaScript
// (the answer brings the person back to this page), then enhanced with a fetcher that changes the heart at once and
// stays on the page. A toggle button: aria-pressed says whether the listing is saved. A visitor is sent to sign in and
// comes back with the listing saved (routes/saved/favourites.tsx).
import { Heart } from "lucide-react";
import { useFetcher, useLocation } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils";
import { m } from "@core/paraglide/messages";

export interface FavouriteAnswer {
  ok: boolean;
  saved: boolean;
  message?: string;
}

export function FavouriteButton({ listingId, title, saved, variant = "card" }: { listingId: number; title: string; saved: boolean; variant?: "card" | "page" }) {
  // One fetcher per listing: the same listing's hearts (a card and the item page) agree.
  const fetcher = useFetcher<FavouriteAnswer>({ key: `favourite:${listingId}` });
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get("saved");
  const current = pending !== undefined && pending !== null ? pending === "true" : (fetcher.data?.saved ?? saved);
  const refused = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  const page = variant === "page";
  return (
    <fetcher.Form method="post" action="/saved/favourites" preventScrollReset className={page ? "inline-flex flex-col items-start" : undefined}>
      <input type="hidden" name="listing" value={listingId} />
      <input type="hidden" name="saved" value={String(!current)} />
      <input type="hidden" name="back" value={pathname + search} />
      {/* With JavaScript the answer is the heart's new state, not a new page. */}
      {hydrated && <input type="hidden" name="js" value="1" />}
      <button
        type="submit"
        aria-pressed={current}
        // On a card the heart has no words of its own: its name says which listing (the state is aria-pressed).
        aria-label={page ? undefined : m.people_save_listing({ title })}
        title={page ? undefined : current ? m.people_saved_listing({ title }) : m.people_save_listing({ title })}
        className={cn(
          "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
          page ? "min-h-11 border border-slate-300 bg-white px-4 text-sm text-slate-900 hover:bg-slate-100" : "size-11 bg-white/95 text-slate-800 shadow ring-1 ring-slate-200 hover:bg-white",
        )}
      >
        <Heart aria-hidden className={cn("size-5", current ? "fill-red-600 text-red-600" : "text-slate-700")} />
        {page && (current ? m.people_saved_button() : m.people_save_button())}
      </button>
      {refused && (
        <p role="alert" className={cn("text-sm text-red-800", page ? "mt-1" : "mt-1 rounded bg-white px-2 py-1 shadow")}>
          {refused}
        </p>
      )}
    </fetcher.Form>
  );
}
