import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brandFromSlug, type Product } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useBrandSummary } from '@/lib/public-data/brand-summary';
import type { BrandProductsState } from '../api/brand-products-state';
import { ProductCard, type CardPhotoPriority } from '@/components/catalog/product-card';
import { AvailableNowFilter, useAvailableNow } from '@/components/catalog/available-now-filter';

/** Renders one card (a member's card knows the queue of a bag that is out). */
export type RenderBrandCard = (
  product: Product,
  card: { action?: ReactNode; priority?: CardPhotoPriority },
) => ReactNode;

const defaultCard: RenderBrandCard = (product, card) => <ProductCard product={product} {...card} />;

/**
 * `/brands/:brandSlug`: the products of one brand that the viewer may see, each with its
 * state (available now, out, held, in care), with the "Available now" filter (in the
 * address, `?available=1`), from
 * `useBrandProducts`: the member's live Firestore query or the visitor's REST one (the
 * route chooses, so a visitor's page loads no Firebase SDK). `cardAction` puts a control
 * on each card (a member's heart). `forVisitor`: the public closet is only part of the
 * catalogue, so an empty brand tells a visitor that members see more (and where to join).
 */
export function BrandProducts({
  brandSlug,
  useBrandProducts,
  cardAction,
  renderCard = defaultCard,
  forVisitor = false,
}: {
  brandSlug: string;
  useBrandProducts: (brandSlug: string, availableOnly?: boolean) => BrandProductsState;
  cardAction?: (product: Product) => ReactNode;
  renderCard?: RenderBrandCard;
  forVisitor?: boolean;
}) {
  const summary = useBrandSummary();
  // Until the summary arrives the known brands (or the slug itself) give the name.
  const brand = brandFromSlug(
    brandSlug,
    summary.brands.map((entry) => entry.name),
  );
  const [availableOnly, setAvailableOnly] = useAvailableNow();
  const { status, products, retry } = useBrandProducts(brandSlug, availableOnly);

  return (
    <main className="mx-auto w-full max-w-6xl px-6 py-12">
      <title>{`${brand} · Unlimited`}</title>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={paths.brands}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All Brands
        </Link>
      </Button>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="font-display text-4xl sm:text-5xl">{brand}</h1>
        <AvailableNowFilter checked={availableOnly} onChange={setAvailableOnly} />
      </div>
      <div className="mt-10">
        {status === 'loading' && <PageLoader label={`Loading ${brand} products...`} />}
        {status === 'error' && (
          <div className="flex flex-col items-center gap-4 py-12 text-center">
            <p role="alert" className="text-red-700 dark:text-red-400">
              Failed to load products for this brand.
            </p>
            <Button variant="outline" onClick={retry}>
              Try Again
            </Button>
          </div>
        )}
        {status === 'success' && products.length === 0 && (
          <div className="flex flex-col items-center gap-4 py-12 text-center">
            <p className="text-neutral-600 dark:text-neutral-400">
              {availableOnly
                ? `No ${brand} bags are available right now. Turn off “Available now” to see those that are out and join their queues.`
                : `No ${brand} products available`}
            </p>
            {forVisitor && (
              <p className="max-w-md text-neutral-600 dark:text-neutral-400">
                Members see more of the closet than visitors do.{' '}
                <Link
                  to={paths.waitlist}
                  className="font-semibold text-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold dark:text-white"
                >
                  Join the waitlist
                </Link>
              </p>
            )}
            <Link
              to={paths.brands}
              className="text-sm font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold"
            >
              Browse other brands
            </Link>
          </div>
        )}
        {status === 'success' && products.length > 0 && (
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
            {products.map((product) => (
              <li key={product.id} className="flex">
                {renderCard(product, { action: cardAction?.(product) })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
