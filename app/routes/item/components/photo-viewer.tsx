// The full-screen photo viewer, a chunk of its own that the gallery fetches on first use: swipe, arrow keys or the
// buttons move between photos; pinch, double tap or the zoom button look closer; Escape or Close go back to the page,
// where focus returns (a Radix Dialog: focus kept inside, the page behind hidden from screen readers and not scrolled).
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from "lucide-react";
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type KeyboardEvent } from "react";
import type { Photo } from "../../../../server/features/catalogue/catalogue.schema";
import { GALLERY_WIDTHS, photoSrcSet, photoUrl } from "~/lib/images";
import { usePinchZoom } from "./use-pinch-zoom";
import { m } from "@core/paraglide/messages";

const control =
  "flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export function PhotoViewer({
  photos,
  title,
  index,
  onIndexChange,
  onClose,
  onCloseAutoFocus,
}: {
  photos: readonly Photo[];
  title: string;
  /** The photo shown; null: closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes on closing (Radix's default is the element focused when it opened). */
  onCloseAutoFocus: (e: Event) => void;
}) {
  const at = index ?? 0;
  const n = photos.length;
  const close = useRef<HTMLButtonElement>(null);
  const step = (by: 1 | -1) => {
    if (n < 2) return;
    zoom.reset();
    onIndexChange((at + by + n) % n);
  };
  const zoom = usePinchZoom(step);
  const keys = (e: KeyboardEvent) => {
    const by = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!by) return;
    e.preventDefault();
    step(by);
  };
  const photo = photos[at];
  return (
    <Dialog.Root open={index !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={keys}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            close.current?.focus();
          }}
          onCloseAutoFocus={(e) => {
            zoom.reset();
            onCloseAutoFocus(e);
          }}
          className="fixed inset-0 z-50 flex flex-col bg-black text-white"
        >
          <div className="flex items-center gap-2 p-2">
            <Dialog.Title className="sr-only">{m.people_photos_of({ title })}</Dialog.Title>
            {n > 1 && (
              <p className="px-2 font-semibold tabular-nums">
                <span aria-hidden>{at + 1} / {n}</span>
                <span className="sr-only" aria-live="polite" aria-atomic>{m.people_photo_n_of_total({ n: at + 1, total: n })}</span>
              </p>
            )}
            <button type="button" onClick={() => zoom.toggle()} aria-label={zoom.zoomedIn ? m.people_zoom_out() : m.people_zoom_in()} className={`${control} ml-auto`}>
              {zoom.zoomedIn ? <ZoomOut aria-hidden className="size-6" /> : <ZoomIn aria-hidden className="size-6" />}
            </button>
            <Dialog.Close ref={close} aria-label={m.filters_close()} className={control}>
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <div {...zoom.stageProps} className="relative min-h-0 flex-1 touch-none select-none overflow-hidden">
            {photo && (
              <img
                key={photo.key + at}
                src={photoUrl(photo.key, 1280)}
                srcSet={photoSrcSet(photo.key, GALLERY_WIDTHS)}
                sizes="100vw"
                width={photo.width}
                height={photo.height}
                alt={photo.alt}
                draggable={false}
                style={zoom.photoStyle}
                className="size-full object-contain transition-transform duration-200 motion-reduce:transition-none"
              />
            )}
          </div>
          {n > 1 && (
            <div className="flex justify-between p-2">
              <button type="button" onClick={() => step(-1)} aria-label={m.people_previous_photo()} className={control}>
                <ChevronLeft aria-hidden className="size-7" />
              </button>
              <button type="button" onClick={() => step(1)} aria-label={m.people_next_photo()} className={control}>
                <ChevronRight aria-hidden className="size-7" />
              </button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
