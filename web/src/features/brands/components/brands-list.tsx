import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useBrandSummary } from '@/lib/public-data/brand-summary';

/** `/brands`: every brand with products on show, each leading to its collection. */
export function BrandsList() {
  const { status, brands, retry } = useBrandSummary();
  return (
    <main className="mx-auto w-full max-w-6xl px-6 py-16">
      <p className="text-center text-xs font-semibold tracking-[0.3em] text-gold-deep dark:text-gold">
        THE HOUSES
      </p>
      <h1 className="mt-3 text-center font-display text-4xl sm:text-5xl">Designer Brands</h1>
      <p className="mx-auto mt-4 max-w-xl text-center text-neutral-600 dark:text-neutral-400">
        Authenticated pieces from the fashion houses our members love.
      </p>
      <div className="mt-12">
        {status === 'loading' && <PageLoader label="Loading brands..." />}
        {status === 'error' && (
          <div className="flex flex-col items-center gap-4 py-12 text-center">
            <p role="alert" className="text-red-700 dark:text-red-400">
              Failed to load brands.
            </p>
            <Button variant="outline" onClick={retry}>
              Try Again
            </Button>
          </div>
        )}
        {status === 'success' && brands.length === 0 && (
          <p className="py-12 text-center text-neutral-600 dark:text-neutral-400">
            No brands available at the moment.
          </p>
        )}
        {status === 'success' && brands.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {brands.map((brand) => (
              <li key={brand.slug}>
                <article className="flex h-full flex-col items-center justify-between gap-6 rounded-2xl border border-neutral-200 bg-white px-6 py-10 text-center shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
                  <h2 className="font-display text-2xl tracking-wide">{brand.name}</h2>
                  <Link
                    to={paths.brand(brand.slug)}
                    className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold tracking-wide underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold"
                  >
                    View Collection <span className="sr-only">of {brand.name}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
