/**
 * One brand's catalogue for `/brands/:brandSlug`: Active products of the brand whose
 * access level the viewer's tier may see (visitors: `Any` only), in any borrow status
 * (with "Available now", only Available ones), newest first.
 * Built on the shared `catalogQuery`, which the security rules accept as is.
 */
import { useMemo } from 'react';
import type { Firestore, Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { brandToSlug, withinValueCap, type Product, type TierId } from '@unlimited/domain';
import { catalogQuery } from '@/lib/firestore/queries/products';
import { catalogTier } from '@/lib/session/catalog-tier';
import { useSession } from '@/lib/session/session';
import { useFirestoreCollection } from '@/lib/firestore/live';
import { reloadPage, type BrandProductsState } from './brand-products-state';

/** The brand's products a viewer of `tier` may see (first catalogue page). */
export function getBrandProductsQuery(
  db: Firestore,
  {
    tier,
    brandSlug,
    availableOnly = false,
  }: { tier: TierId | null; brandSlug: string; availableOnly?: boolean },
): Query<Product> {
  return catalogQuery(db, {
    tier,
    brandSlug: brandToSlug(brandSlug),
    ...(availableOnly ? { availableOnly } : {}),
  });
}

export type { BrandProductsState };

/*
 * reactfire caches a failed query's observable for the page's lifetime, so subscribing
 * again would only replay the error: retrying reloads the page, as the spec's Try Again.
 */

/** The brand's visible products, live. Waits for the session so members see their tier. */
export function useBrandProducts(brandSlug: string, availableOnly = false): BrandProductsState {
  const db = useFirestore();
  const session = useSession();
  const tier = catalogTier(session);
  const query = useMemo(
    () => getBrandProductsQuery(db, { tier, brandSlug, availableOnly }),
    [db, tier, brandSlug, availableOnly],
  );
  // Subscribes even while the session loads (hooks cannot wait); that result is not shown.
  const { status, data: snapshot } = useFirestoreCollection(query);
  // The converter parses each document and adds its id.
  // A bag stored before the Elite cap (over $2,000, open to Elite) stays hidden below Crown.
  const products = useMemo(
    () =>
      (snapshot?.docs.map((doc) => doc.data()) ?? []).filter((product) =>
        withinValueCap(tier, product.price),
      ),
    [snapshot, tier],
  );

  if (session.status === 'loading' || status === 'loading') {
    return { status: 'loading', products: [], retry: reloadPage };
  }
  // Offline, Firestore answers from its (empty) memory cache instead of failing: that is
  // "could not load", not "this brand has no products".
  const unreachable = status === 'success' && snapshot.empty && snapshot.metadata.fromCache;
  if (status === 'error' || unreachable) {
    return { status: 'error', products: [], retry: reloadPage };
  }
  return { status: 'success', products, retry: reloadPage };
}
