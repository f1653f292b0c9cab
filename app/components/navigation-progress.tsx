// A slim bar across the top of the page while React Router loads a page or sends a form (its navigation or a
// fetcher), so that a tap on a slow network is seen to have done something. It waits a moment before it shows, so a
// quick answer does not flash it, and says "Loading…" to screen readers at the same time.
import { useEffect, useState } from "react";
import { useFetchers, useNavigation } from "react-router";
import { m } from "@core/paraglide/messages";

/** How long a navigation runs before the bar shows. */
const DELAY_MS = 150;

/** `on`, once it has been true for `ms` without a break; false at once when it ends. */
function useLasting(on: boolean, ms: number) {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (!on) {
      setLasted(false);
      return;
    }
    const timer = setTimeout(() => setLasted(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on && lasted;
}

export function NavigationProgress() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const shown = useLasting(navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle"), DELAY_MS);
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {shown ? m.shell_loading() : ""}
      </p>
      {shown && (
        // Indeterminate (no value): how long an answer takes is not known. With reduced motion, a still bar.
        <div role="progressbar" aria-label={m.shell_loading_label()} className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
          <div className="h-full w-1/3 bg-brand-600 motion-safe:animate-progress motion-reduce:w-full" />
        </div>
      )}
    </>
  );
}
