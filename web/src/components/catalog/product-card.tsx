import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ACCESS_LEVEL_LABELS,
  formatCents,
  productName,
  RANK_LABELS,
  type Product,
} from '@unlimited/domain';
import { ProductPhoto } from '@/components/catalog/product-photo';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import placeholderPhoto from '@/assets/bag-placeholder.svg';

type ProductCardData = Pick<
  Product,
  'id' | 'title' | 'brand' | 'photos' | 'price' | 'rank' | 'access_levels'
>;

/**
 * A product in a catalogue grid (bags, categories, a brand's page): main photo (or the
 * placeholder), access level unless Any, brand, title linking to the bag page, retail
 * price, rank. `headingLevel` fits the card title into the page's heading outline.
 * `action` (a member's heart) sits on the photo's corner, above the card's link.
 * `priority` is how its photo loads: `lazy` (the default, below the first screen), `auto`
 * (at once, on the first screen) or `high` (at once and first: the page's largest paint).
 */
export function ProductCard({
  product,
  headingLevel = 'h3',
  action,
  priority = 'lazy',
}: {
  product: ProductCardData;
  headingLevel?: 'h2' | 'h3';
  action?: ReactNode;
  priority?: 'lazy' | 'auto' | 'high';
}) {
  const Heading = headingLevel;
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = !photoFailed ? product.photos[0] : undefined;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md dark:border-neutral-800 dark:bg-neutral-900">
      <div className="relative aspect-square overflow-hidden bg-neutral-100 dark:bg-neutral-800">
        <ProductPhoto
          src={photo ?? placeholderPhoto}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          alt={
            photo
              ? productName(product.brand, product.title)
              : `${product.title}: photo coming soon`
          }
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          decoding="async"
          onError={() => setPhotoFailed(true)}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {product.access_levels !== 'Any' && (
          <Badge tone="gold" className="absolute top-3 left-3 shadow-sm">
            {ACCESS_LEVEL_LABELS[product.access_levels]}
          </Badge>
        )}
        {action && <div className="absolute top-3 right-3 z-10">{action}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold tracking-[0.2em] text-neutral-600 uppercase dark:text-neutral-400">
          {product.brand}
        </p>
        <Heading className="font-display text-lg leading-snug">
          {/* The whole card is the link's target area; the title names it. */}
          <Link
            to={paths.bag(product.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-gold"
          >
            {product.title}
          </Link>
        </Heading>
        <div className="mt-auto flex items-center justify-between gap-2 pt-3">
          <p className="font-semibold">{formatCents(product.price)}</p>
          <Badge tone="neutral" title={`Condition: ${RANK_LABELS[product.rank]}`}>
            {product.rank} · {RANK_LABELS[product.rank]}
          </Badge>
        </div>
      </div>
    </article>
  );
}
