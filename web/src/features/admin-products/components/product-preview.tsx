import {
  ACCESS_LEVEL_LABELS,
  RANK_LABELS,
  formatCents,
  type AccessLevel,
  type Rank,
  type ProductStatus,
} from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';

export interface PreviewProduct {
  title: string;
  brand: string;
  style: string | null;
  rank: Rank;
  size: string | null;
  /** Cents, or NaN when the typed price is not a number. */
  price: number;
  status: ProductStatus;
  description: string;
  photos: readonly string[];
  categories: readonly string[];
  tags: readonly string[];
  access_levels: AccessLevel;
}

/** The product as a customer sees it, for the preview dialog and the forms' live preview. */
export function ProductPreview({ product }: { product: PreviewProduct }) {
  const [main, ...rest] = product.photos;
  return (
    <article aria-label="Customer view" className="flex flex-col gap-3">
      {product.status !== 'Active' && (
        <Badge tone="orange" className="self-start">
          Not Visible to Customers
        </Badge>
      )}
      <div className="aspect-square overflow-hidden rounded-xl bg-neutral-100 dark:bg-neutral-800">
        {main ? (
          <img src={main} alt={product.title} className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-neutral-500">
            No Image
          </div>
        )}
      </div>
      {rest.length > 0 && (
        <div className="flex gap-2">
          {rest.map((src, i) => (
            <img
              key={src}
              src={src}
              alt={`${product.title} photo ${i + 2}`}
              className="size-14 rounded-md object-cover"
            />
          ))}
        </div>
      )}
      <p className="text-xs font-semibold tracking-widest text-neutral-500 uppercase">
        {product.brand || 'Brand'}
      </p>
      <h3 className="font-display text-xl">{product.title || 'Product title'}</h3>
      {product.style && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{product.style}</p>
      )}
      <p className="text-lg font-semibold" data-testid="preview-price">
        {formatCents(product.price)}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-neutral-500">Condition</dt>
        <dd>
          {product.rank} ({RANK_LABELS[product.rank]})
        </dd>
        {product.size && (
          <>
            <dt className="text-neutral-500">Size</dt>
            <dd>{product.size}</dd>
          </>
        )}
        <dt className="text-neutral-500">Access</dt>
        <dd>{ACCESS_LEVEL_LABELS[product.access_levels]}</dd>
      </dl>
      {product.description && <p className="text-sm whitespace-pre-line">{product.description}</p>}
      {(product.categories.length > 0 || product.tags.length > 0) && (
        <div className="flex flex-wrap gap-1.5">
          {product.categories.map((c) => (
            <Badge key={`c-${c}`} tone="gold">
              {c}
            </Badge>
          ))}
          {product.tags.map((t) => (
            <Badge key={`t-${t}`}>{t}</Badge>
          ))}
        </div>
      )}
    </article>
  );
}
