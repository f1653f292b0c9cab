// 'Show map': the results on a map, whose code (results-map.tsx) is fetched only when asked for, never in the first view.
// The map needs script, so without JavaScript the button is not offered (the cards say where each listing is).
import { Map as MapIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { MapTiles } from "@core/map-tiles";
import type { LatLng } from "@core/places";
import type { ListingCard } from "../../../../server/features/catalogue/catalogue.schema";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import type { ResultsMap } from "./results-map";
import { m } from "@core/paraglide/messages";

const loadMap = () => import("./results-map").then((mod) => mod.ResultsMap);

/**
 * `near`: the place the results are measured from, as the search read the address's `near`; `tiles`: MAP_TILE_URL's.
 * `beside`: what shares the button's line (browse's filters on), so that a phone's first result stays in view.
 */
export function MapView({ items, near, tiles, beside }: { items: readonly ListingCard[]; near: LatLng | null; tiles: MapTiles | null; beside?: ReactNode }) {
  const hydrated = useHydrated();
  const [Loaded, setLoaded] = useState<typeof ResultsMap | null>(null);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  if (items.length === 0) return beside ? <div className="mb-4">{beside}</div> : null;
  // Before the page's script runs, the button's place is kept (as tall as the button), so that nothing
  // moves when it appears; without JavaScript there is no button and no gap.
  const held = <div aria-hidden className="h-9 noscript:hidden" />;
  if (!hydrated) return beside ? <div className="mb-4 flex items-center gap-2">{beside}{held}</div> : <div aria-hidden className="mb-4 h-9 noscript:hidden" />;

  const toggle = () => {
    if (shown) return setShown(false);
    setFailed(false);
    if (Loaded) return setShown(true);
    loadMap().then(
      (M) => {
        setLoaded(() => M);
        setShown(true);
      },
      () => setFailed(true),
    );
  };

  return (
    <div className="mb-4">
      <div className="flex items-center gap-2">
        {beside}
        <Button type="button" variant="outline" size="sm" onClick={toggle} aria-expanded={shown} aria-controls="results-map" className="shrink-0">
          <MapIcon aria-hidden className="size-4" />
          {shown ? m.map_hide() : m.map_show()}
        </Button>
      </div>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {m.people_map_failed()}
        </p>
      )}
      <div id="results-map" className="mt-3">
        {shown && Loaded && <Loaded items={items} near={near ?? undefined} tiles={tiles} />}
      </div>
    </div>
  );
}
