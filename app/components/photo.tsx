// A listing photo: responsive WebP variants, fixed aspect ratio (no layout shift), lazy unless it is the LCP image.
import { preload } from "react-dom";
import type { ListingCard } from "../../server/features/catalogue/catalogue.schema";
import { photoSrcSet, photoUrl } from "~/lib/images";
import { cn } from "~/lib/utils";
import { useDataSaver } from "~/lib/data-saver";

export function Photo({
  photo,
  widths,
  sizes,
  priority = false,
  className,
  alt,
}: {
  photo: ListingCard["photo"];
  widths: readonly number[];
  sizes: string;
  priority?: boolean;
  className?: string;
  alt?: string;
}) {
  const saving = useDataSaver();
  if (!photo) return <div className={cn("aspect-[4/3] bg-slate-200", className)} />;
  // Saving data: the smallest variant only, whatever the screen's density.
  const shown = saving ? widths.slice(0, 1) : widths;
  const src = photoUrl(photo.key, shown[Math.min(1, shown.length - 1)] ?? 480);
  const srcSet = photoSrcSet(photo.key, shown);
  // The page's largest picture (the first result, the item's main photo) is asked for from the <head>, before the
  // browser has read the page down to it: on a phone's slow connection that is most of the time it waited (LCP).
  if (priority) preload(src, { as: "image", imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: "high" });
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt ?? photo.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "auto" : "async"}
      className={cn("aspect-[4/3] w-full object-cover", className)}
    />
  );
}
