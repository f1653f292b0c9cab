// An item's photos on a phone: a strip that swipes (CSS scroll-snap, so it works before and without JavaScript, each
// photo a link to its largest size), a '3 / 8' counter, and a full-screen viewer with pinch-zoom whose code is fetched
// only when someone reaches for the photos (first touch, focus or hover), never with the page.
import { ChevronLeft, ChevronRight, Expand } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { Photo as PhotoData } from "../../../../server/features/catalogue/catalogue.schema";
import { Photo } from "~/components/photo";
import { useHydrated } from "~/hooks/use-hydrated";
import { GALLERY_WIDTHS, photoUrl } from "~/lib/images";
import { cn } from "~/lib/utils";
import type { PhotoViewer } from "./photo-viewer";
import { m } from "@core/paraglide/messages";

const SIZES = "(min-width: 1024px) 60vw, 100vw";
const loadViewer = () => import("./photo-viewer").then((m) => m.PhotoViewer);

const overlayButton =
  "flex size-10 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The gallery's fixed words and each photo's name in the page's language, from the loader (item/$id.tsx). */
export interface GalleryWords {
  photos: string;
  carousel: string;
  slide: string;
  fullScreen: string;
  all: string;
  /** Each photo's name ("Title, photo 2"), in the page's language (the stored names are the English ones). */
  alts: string[];
  /** Each slide's place ("2 of 5") and its thumbnail's button ("Show photo 2 of 5"). */
  places: string[];
  shows: string[];
}

export function PhotoGallery({ photos: stored, title, words: w }: { photos: readonly PhotoData[]; title: string; words: GalleryWords }) {
  const photos = stored.map((p, i) => ({ ...p, alt: w.alts[i] ?? p.alt }));
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  // Photos up to this one have their image; the others wait until someone reaches for the photos (see Slide).
  const [reach, setReach] = useState(0);
  const [viewing, setViewing] = useState(false);
  const [Viewer, setViewer] = useState<typeof PhotoViewer | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The photo `go` sent the strip to: that scrolling is the page's own, not a swipe, and never changes the photo shown.
  const aim = useRef<number | null>(null);
  // Where focus goes back to when the viewer closes: the button that opened it, or the photo now showing.
  const opener = useRef<HTMLElement | "slide" | null>(null);
  const woken = useRef(false);
  const n = photos.length;

  // Someone reaches for the photos: fetch the next one, and the viewer's code so that it opens without a wait.
  const wake = () => {
    if (woken.current) return;
    woken.current = true;
    setReach((r) => Math.max(r, index + 1));
    void loadViewer().catch(() => {});
  };

  // The photo in view, read once scrolling has stopped: a smooth scroll across several photos neither flickers the
  // counter nor has each photo it passes read out. Also run on hydration, in case the strip was swiped before.
  const readIndex = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    const i = Math.min(n - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth)));
    if (aim.current !== null) {
      // A smooth scroll cut short (by the next step, arrows pressed quickly) can stop on another photo or between two:
      // the strip is brought to the photo shown, rather than the photo to where the strip stopped. Until it is there:
      // Chromium can carry on a smooth scroll after that jump and stop past the photo (a busy phone). "There" is within
      // a fiftieth of a photo: the strip's width is rounded to a pixel and its snap points are not, so a jump to the
      // tenth photo can land a few pixels off, and a pixel's tolerance would jump again on every snap.
      const to = aim.current;
      if (Math.abs(el.scrollLeft / el.clientWidth - to) > 0.02) el.scrollTo({ left: to * el.clientWidth, behavior: "instant" });
      else aim.current = null;
      return;
    }
    setIndex(i);
    if (i > 0) setReach((r) => Math.max(r, i + 1));
  };
  const onScroll = () => {
    wake();
    clearTimeout(settle.current);
    settle.current = setTimeout(readIndex, 100);
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  useEffect(() => { readIndex(); return () => clearTimeout(settle.current); }, []);

  const go = (to: number) => {
    const i = (to + n) % n;
    setIndex(i);
    setReach((r) => Math.max(r, i + 1));
    aim.current = i;
    strip.current?.scrollTo({ left: i * strip.current.clientWidth });
    return i;
  };
  const slideLink = (i: number) => strip.current?.querySelectorAll("a")[i];
  const keys = (e: KeyboardEvent) => {
    const by = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!by || n < 2) return;
    e.preventDefault();
    const i = go(index + by);
    // A photo's link keeps focus on the photo shown, not one scrolled away.
    if (strip.current?.contains(document.activeElement)) slideLink(i)?.focus({ preventScroll: true });
  };

  const open = (at: number, from: HTMLElement | "slide") => {
    opener.current = from;
    if (at !== index) go(at);
    loadViewer().then(
      (V) => {
        setViewer(() => V);
        setViewing(true);
      },
      // Its code could not be fetched (a lost connection): the photo opens as it does without JavaScript.
      () => window.location.assign(photoUrl(photos[at]!.key, 1280)),
    );
  };
  const returnFocus = (e: Event) => {
    e.preventDefault();
    const to = opener.current === "slide" ? slideLink(index) : opener.current;
    to?.focus({ preventScroll: true });
  };

  if (n === 0) return <Photo photo={null} widths={GALLERY_WIDTHS} sizes={SIZES} className="rounded-xl" />;
  return (
    <>
      <section aria-label={w.photos} aria-roledescription={w.carousel} onKeyDown={keys} onPointerDown={wake} onFocus={wake} onMouseEnter={wake}>
        <div className="relative">
          <div ref={strip} onScroll={onScroll} onPointerDown={() => (aim.current = null)} onWheel={() => (aim.current = null)} className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl [scrollbar-width:none] motion-safe:scroll-smooth noscript:[scrollbar-width:thin]">
            {photos.map((p, i) => (
              <div key={p.key + i} role="group" aria-roledescription={w.slide} aria-label={w.places[i]} className="w-full shrink-0 snap-center snap-always">
                <a
                  href={photoUrl(p.key, 1280)}
                  // Named here, not only by its image: a photo not yet fetched, or given in <noscript>, has none to lend.
                  aria-label={p.alt}
                  className="block focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-600"
                  onClick={(e) => {
                    e.preventDefault();
                    open(i, "slide");
                  }}
                >
                  <Slide photo={p} shown={i <= reach} priority={i === 0} />
                </a>
              </div>
            ))}
          </div>
          {n > 1 && (
            // Without JavaScript nothing would move it on, so it is not shown there.
            <p className="pointer-events-none absolute bottom-2 right-2 rounded-full bg-black/60 px-2.5 py-0.5 text-sm font-semibold tabular-nums text-white noscript:hidden">
              <span aria-hidden>{index + 1} / {n}</span>
              <span className="sr-only" aria-live="polite" aria-atomic>{m.people_photo_n_of_total({ n: index + 1, total: n })}</span>
            </p>
          )}
          {hydrated && (
            <>
              <button type="button" onClick={(e) => open(index, e.currentTarget)} aria-label={w.fullScreen} className={cn(overlayButton, "absolute right-2 top-2")}>
                <Expand aria-hidden className="size-5" />
              </button>
              {n > 1 && (
                <>
                  <button type="button" onClick={() => go(index - 1)} aria-label={m.people_previous_photo()} className={cn(overlayButton, "absolute left-2 top-1/2 -translate-y-1/2")}>
                    <ChevronLeft aria-hidden className="size-6" />
                  </button>
                  <button type="button" onClick={() => go(index + 1)} aria-label={m.people_next_photo()} className={cn(overlayButton, "absolute right-2 top-1/2 -translate-y-1/2")}>
                    <ChevronRight aria-hidden className="size-6" />
                  </button>
                </>
              )}
            </>
          )}
        </div>
        {n > 1 && (
          // Thumbnails where there is room for them; a phone swipes instead and fetches none.
          <ul className="mt-3 hidden flex-wrap gap-2 lg:flex" aria-label={w.all}>
            {photos.map((p, i) => (
              <li key={p.key + i}>
                <button type="button" onClick={() => go(i)} aria-label={w.shows[i]} aria-pressed={i === index} className={cn("overflow-hidden rounded-lg border-2", i === index ? "border-brand-700" : "border-transparent")}>
                  <img src={photoUrl(p.key, 160)} width={96} height={72} alt="" loading="lazy" className="h-[72px] w-24 object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* Outside the section: React passes the viewer's events up through the portal, and its arrow keys are its own. */}
      {Viewer && (
        <Viewer photos={photos} title={title} index={viewing ? index : null} onIndexChange={go} onClose={() => setViewing(false)} onCloseAutoFocus={returnFocus} />
      )}
    </>
  );
}

/**
 * One photo of the strip. Chromium fetches a lazy image in a sideways strip with the page, however far along it is, so
 * a photo not yet wanted is a grey box instead; without JavaScript nothing would replace the box, so there (`noscript`)
 * the image is given as it is.
 */
function Slide({ photo, shown, priority }: { photo: PhotoData; shown: boolean; priority: boolean }) {
  const image = <Photo photo={photo} widths={GALLERY_WIDTHS} sizes={SIZES} priority={priority} />;
  if (shown) return image;
  return (
    <>
      <span aria-hidden className="block aspect-[4/3] w-full bg-slate-200 noscript:hidden" />
      <noscript>{image}</noscript>
    </>
  );
}
