// URLs for photo variants: the server resizes once per width and caches (see server/features/media).
export const CARD_WIDTHS = [320, 480, 640] as const;
/** A thumbnail about 80 px wide: the 160 variant, or 320 on a dense screen. */
export const THUMB_WIDTHS = [160, 320] as const;
export const GALLERY_WIDTHS = [480, 640, 960, 1280] as const;

export function photoUrl(key: string, width: number): string {
  return `/media/${key}@${width}.webp`;
}

export function photoSrcSet(key: string, widths: readonly number[]): string {
  return widths.map((w) => `${photoUrl(key, w)} ${w}w`).join(", ");
}
