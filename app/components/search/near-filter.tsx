// 'Near': a city or area to sort nearest first from (a plain select, so it works before JavaScript), and 'Near me',
// which asks the browser where it is only when pressed, then searches from there.
import { LocateFixed } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NIGERIAN_STATES } from "@core/nigeria";
import { findPlaceName, PLACE_LIST } from "@core/place-names";
import { Button } from "~/components/ui/button";
import { escapedAsReact } from "~/lib/react-escape";
import { splicedMarkup } from "~/lib/server-once";
import { FieldError, Label, Select } from "~/components/ui/input";
import { useHydrated } from "~/hooks/use-hydrated";
import { m } from "@core/paraglide/messages";

/** Coordinates as 'Near me' sends them (3 decimals, about 100 m: the town, not the house). */
const COORDINATES = /^-?\d{1,3}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?$/;

/**
 * On the server, a state's <option>s as HTML, made once per process: 269 places in 37 states are on every browse and
 * category page, a third of their elements, the same every time. Written as React writes them (near-filter.test.ts
 * renders both and compares); the state of the chosen place is still drawn by React, which marks it selected. The
 * browser draws them all itself (this is not in its bundle).
 */
export const serverOptions = import.meta.env.SSR
  ? (() => {
      const made = new Map<string, string>();
      return (state: string) => {
        let html = made.get(state);
        if (html === undefined) {
          html = PLACE_LIST.filter((p) => p.state === state)
            .map((p) => `<option value="${escapedAsReact(p.city)}">${escapedAsReact(p.city)}</option>`)
            .join("");
          made.set(state, html);
        }
        // Spliced into the page as bytes made once, not copied into its string (lib/server-once.server.tsx).
        return splicedMarkup(html);
      };
    })()
  : undefined;

/** `locate`: offer 'Near me' (only where the page's Permissions-Policy lets it ask for the location: /browse). */
export function NearFilter({ near, error, locate: offerLocate = true }: { near: string | undefined; error: string | undefined; locate?: boolean }) {
  const select = useRef<HTMLSelectElement>(null);
  // The button needs the browser's location service: it appears once the page runs script and has one.
  const canLocate = useHydrated() && offerLocate && "geolocation" in navigator;
  const [status, setStatus] = useState<"idle" | "locating" | "failed">("idle");
  // A new object each time, so that pressing again from the same place searches again.
  const [located, setLocated] = useState<{ near: string } | undefined>();
  // Once the "My location" option holds the new coordinates, the form (the sheet is drawn inside it) is submitted with
  // them and its other filters.
  useEffect(() => {
    if (!located || !select.current) return;
    select.current.value = located.near;
    select.current.form?.requestSubmit();
  }, [located]);

  const mine = located?.near ?? (near && COORDINATES.test(near) ? near : undefined);
  const chosen = near && !COORDINATES.test(near) ? findPlaceName(near) : undefined;

  function locate() {
    setStatus("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus("idle");
        setLocated({ near: `${position.coords.latitude.toFixed(3)},${position.coords.longitude.toFixed(3)}` });
      },
      () => setStatus("failed"),
      { timeout: 20_000, maximumAge: 10 * 60_000 },
    );
  }

  return (
    <div>
      <Label htmlFor="browse-near">{m.filters_near()}</Label>
      <div className="flex gap-2">
        <Select
          ref={select}
          // A new place in the address (Near me, Back) is shown, not the one this select was first drawn with.
          key={near ?? ""}
          id="browse-near"
          name="near"
          defaultValue={mine ?? chosen?.city ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby="browse-near-error browse-near-status"
        >
          <option value="">{m.filters_anywhere()}</option>
          {mine && <option value={mine}>{m.filters_my_location()}</option>}
          {NIGERIAN_STATES.map((s) =>
            // On the server, React draws only the chosen place's state (its option marked selected); place names are unique.
            serverOptions && !(chosen && !mine && chosen.state === s.name) ? (
              <optgroup key={s.slug} label={s.name} dangerouslySetInnerHTML={{ __html: serverOptions(s.name) }} />
            ) : (
              <optgroup key={s.slug} label={s.name}>
                {PLACE_LIST.filter((p) => p.state === s.name).map((p) => (
                  <option key={p.city} value={p.city}>
                    {p.city}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </Select>
        {canLocate && (
          <Button type="button" variant="outline" onClick={locate} disabled={status === "locating"} aria-busy={status === "locating"} className="shrink-0">
            <LocateFixed aria-hidden className="size-4" />
            {m.filters_near_me()}
          </Button>
        )}
      </div>
      <FieldError id="browse-near-error" message={error} />
      <p id="browse-near-status" role="status" className="text-sm text-slate-600">
        {status === "locating" ? m.filters_locating() : status === "failed" ? m.filters_locate_failed() : ""}
      </p>
    </div>
  );
}
