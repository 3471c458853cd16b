/**
 * Responsive variants of a product photo. The seed's photos (served from /seed-photos/ in
 * the local run) come as `{name}.jpg` with AVIF and WebP renderings at 400 and 800 px
 * beside it (scripts/make-seed-photos.ts); other photos (Storage uploads, CSV addresses)
 * are a single file and get none.
 */
const SEED_PHOTO = /^(\/seed-photos\/[^/?#]+)\.jpg$/;
export const PHOTO_VARIANT_WIDTHS = [400, 800] as const;

export interface PhotoVariants {
  avif: string;
  webp: string;
}

/** The `srcset` of each modern format for `url`, or null when it has no variants. */
export function photoVariants(url: string): PhotoVariants | null {
  const base = SEED_PHOTO.exec(url)?.[1];
  if (!base) return null;
  const srcset = (format: string) =>
    PHOTO_VARIANT_WIDTHS.map((w) => `${base}-${w}.${format} ${w}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}
