// A card's photo far down a list of results (browse, categories), fetched only when it comes near the screen.
import { useEffect, useState, type ReactElement } from "react";
import { PHOTO_PLACE } from "~/components/listing-card";

/**
 * How many cards of a list have their photos fetched with the page (a phone's first screen, a computer's first row);
 * those further down are `deferredPhoto`s.
 */
export const CARDS_WITH_THE_PAGE = 4;

/** ListingCard's `photoIn` for the card at `index` of a list (from 0). */
export const photoAt = (index: number) => (index < CARDS_WITH_THE_PAGE ? undefined : deferredPhoto);

const deferredPhoto = (photo: ReactElement) => <Deferred image={photo} />;

/**
 * A photo fetched only when it comes within 400 px of the screen. Chromium fetches a lazy image up to
 * 1,250–2,500 px below the screen, which on a phone's list of cards is every photo with the page: most of a first
 * view's bytes, for cards no one may scroll to. Until then it is a grey box of the photo's shape; without JavaScript
 * nothing would replace the box, so there (`noscript`) the image is given as it is.
 */
function Deferred({ image }: { image: ReactElement }) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!box) return;
    const watch = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "400px 0px" });
    watch.observe(box);
    return () => watch.disconnect();
  }, [box]);
  if (near) return image;
  return (
    <>
      <span ref={setBox} aria-hidden className={`${PHOTO_PLACE} block aspect-[4/3] w-full bg-slate-200 noscript:hidden`} />
      <noscript>{image}</noscript>
    </>
  );
}

