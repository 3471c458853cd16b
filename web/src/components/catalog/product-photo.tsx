import type { ComponentProps } from 'react';
import { photoVariants, type PhotoVariants } from '@/lib/photo-variants';

/**
 * A product photo: AVIF and WebP at the size the layout needs when the photo has them
 * (`sizes` says how wide it is shown), else the single file. Square (1:1) and sized up
 * front, so nothing moves when it loads. `variants` are `photoVariants(src)` unless given.
 */
export function ProductPhoto({
  src,
  sizes,
  variants = photoVariants(src),
  ...img
}: ComponentProps<'img'> & {
  src: string;
  sizes: string;
  variants?: PhotoVariants | null;
}) {
  const image = <img src={src} width={800} height={800} {...img} />;
  if (!variants) return image;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={variants.avif} sizes={sizes} />
      <source type="image/webp" srcSet={variants.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
