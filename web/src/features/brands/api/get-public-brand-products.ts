/**
 * One brand's catalogue for a signed-out visitor, over the Firestore REST API
 * (`@/lib/public-data/catalog-rest`): the member's `useBrandProducts` query for a viewer
 * with no tier (level `Any` only), without loading the Firebase SDK. Read once.
 */
import { useEffect, useState } from 'react';
import { brandToSlug, type Product } from '@unlimited/domain';
import { CATALOG_PAGE_SIZE } from '@/config/catalog';
import { fetchPublicCatalog } from '@/lib/public-data/catalog-rest';
import { reloadPage, type BrandProductsState } from './brand-products-state';

export function usePublicBrandProducts(
  brandSlug: string,
  availableOnly = false,
): BrandProductsState {
  const slug = brandToSlug(brandSlug);
  // What a read is for: the brand and the "Available now" filter.
  const key = `${slug}${availableOnly ? '|available' : ''}`;
  const [loaded, setLoaded] = useState<{ key: string; products: Product[] | null } | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    fetchPublicCatalog(
      { brandSlug: slug, pageSize: CATALOG_PAGE_SIZE, ...(availableOnly ? { availableOnly } : {}) },
      undefined,
      undefined,
      abort.signal,
    ).then(
      (products) => setLoaded({ key, products }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Could not load the brand’s products', error);
        setLoaded({ key, products: null });
      },
    );
    return () => abort.abort();
  }, [key, slug, availableOnly]);

  if (loaded?.key !== key) return { status: 'loading', products: [], retry: reloadPage };
  if (loaded.products === null) return { status: 'error', products: [], retry: reloadPage };
  return { status: 'success', products: loaded.products, retry: reloadPage };
}
