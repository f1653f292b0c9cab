// A listing photo: responsive WebP variants, fixed aspect ratio (no layout shift), lazy unless it is the LCP image.
import type { ListingCard } from "../../server/features/catalogue/catalogue.schema";
import { photoSrcSet, photoUrl } from "~/lib/images";
import { cn } from "~/lib/utils";

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
  if (!photo) return <div className={cn("aspect-[4/3] bg-slate-200", className)} />;
  return (
    <img
      src={photoUrl(photo.key, widths[Math.min(1, widths.length - 1)] ?? 480)}
      srcSet={photoSrcSet(photo.key, widths)}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt ?? photo.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={cn("aspect-[4/3] w-full object-cover", className)}
    />
  );
}
