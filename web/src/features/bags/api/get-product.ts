/**
 * One product for `/bags/:productId`. The rules let a viewer read only a product they may
 * see (Active, Available, their access level, or held for them); anything else (missing,
 * hidden, another tier's, or refused) reads as not found.
 */
import { useMemo } from 'react';
import type { DocumentReference, Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { canSee, withinValueCap, type Product, type TierId } from '@unlimited/domain';
import { productDoc } from '@/lib/firestore/refs/products';
import { useFirestoreDocData } from '@/lib/firestore/live';

export function getProductRef(db: Firestore, id: string): DocumentReference<Product> {
  return productDoc(db, id);
}

/**
 * Whether a viewer of `tier` (signed in as `uid`) may see and choose this product: in the
 * catalogue, or Reserved for them (they are first in its queue). Below Crown, a bag valued
 * over $2,000 (stored before the Elite cap, still open to Elite) is neither.
 */
export function isVisibleTo(
  product: Product,
  tier: TierId | null,
  uid: string | null = null,
): boolean {
  const free =
    product.borrow_status === 'Available' ||
    (uid !== null && product.borrow_status === 'Reserved' && product.current_borrower === uid);
  return (
    product.status === 'Active' &&
    free &&
    canSee(tier, product.access_levels) &&
    withinValueCap(tier, product.price)
  );
}

export type ProductState =
  { status: 'loading' | 'not-found'; product: null } | { status: 'success'; product: Product };

export function useProduct(
  id: string,
  tier: TierId | null,
  uid: string | null = null,
): ProductState {
  const db = useFirestore();
  const ref = useMemo(() => getProductRef(db, id), [db, id]);
  const { status, data } = useFirestoreDocData(ref);
  if (status === 'loading') return { status: 'loading', product: null };
  if (status === 'error' || !data || !isVisibleTo(data, tier, uid)) {
    return { status: 'not-found', product: null };
  }
  return { status: 'success', product: data };
}
