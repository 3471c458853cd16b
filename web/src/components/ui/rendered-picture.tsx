import type { RenderedImage } from '@/lib/public-data/site-images';
import { cn } from '@/lib/cn';

/**
 * One of the site's rendered images: AVIF, then WebP, then the JPEG, at the width `sizes`
 * asks for. Its box is reserved by width, height and aspect ratio (no layout shift). Below
 * the fold it loads lazily; `priority` marks the one image worth fetching first (the hero,
 * which the prerendered page also preloads: `data-preload`).
 */
export function RenderedPicture({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: RenderedImage;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const, 'data-preload': '' } : {})}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
        className={cn('h-auto w-full', className)}
      />
    </picture>
  );
}
