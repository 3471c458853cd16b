/**
 * One product for `/bags/:productId`. The rules let a viewer read only a product they may
 * see (Active, their access level, in any borrow status); anything else (missing, hidden,
 * sold, another tier's, or refused) reads as not found. A bag they may see but not choose
 * now (out with a member, held for another, in care) reads as `out`; a read that failed
 * otherwise, as `error`.
 */
import { useMemo } from 'react';
import type { DocumentReference, Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { canSee, withinValueCap, type Product, type TierId } from '@unlimited/domain';
import { productDoc } from '@/lib/firestore/refs/products';
import { useFirestoreDocData, type LiveResult } from '@/lib/firestore/live';

export function getProductRef(db: Firestore, id: string): DocumentReference<Product> {
  return productDoc(db, id);
}

/**
 * Whether a viewer of `tier` may see and choose this product: in the catalogue, or
 * Reserved for them (`heldForViewer`: their own queue entry holds its offer; the product
 * names nobody). Below Crown, a bag valued over $2,000 (stored before the Elite cap,
 * still open to Elite) is neither.
 */
export function isVisibleTo(product: Product, tier: TierId | null, heldForViewer = false): boolean {
  const free =
    product.borrow_status === 'Available' ||
    (heldForViewer && product.borrow_status === 'Reserved');
  return (
    product.status === 'Active' &&
    free &&
    canSee(tier, product.access_levels) &&
    withinValueCap(tier, product.price)
  );
}

export type ProductState =
  | { status: 'loading' | 'not-found' | 'error'; product: null }
  | { status: 'success' | 'out'; product: Product };

/** Whether a viewer of `tier` may see this product in the closet, free or not. */
export function isListedFor(product: Product, tier: TierId | null): boolean {
  return (
    product.status === 'Active' &&
    canSee(tier, product.access_levels) &&
    withinValueCap(tier, product.price)
  );
}

/**
 * What the product page shows for a read of the product: a refused read is a bag this
 * viewer may not see (not found, as a missing one); any other failure (the database out
 * of reach) is an error the page offers to try again, never "not found".
 */
export function productState(
  read: LiveResult<Product | undefined>,
  tier: TierId | null,
  heldForViewer = false,
): ProductState {
  if (read.status === 'loading') return { status: 'loading', product: null };
  if (read.status === 'error') {
    return read.error.code === 'permission-denied' || read.error.code === 'not-found'
      ? { status: 'not-found', product: null }
      : { status: 'error', product: null };
  }
  const data = read.data;
  if (!data) return { status: 'not-found', product: null };
  if (isVisibleTo(data, tier, heldForViewer)) return { status: 'success', product: data };
  if (isListedFor(data, tier)) return { status: 'out', product: data };
  return { status: 'not-found', product: null };
}

export function useProduct(id: string, tier: TierId | null, heldForViewer = false): ProductState {
  const db = useFirestore();
  const ref = useMemo(() => getProductRef(db, id), [db, id]);
  return productState(useFirestoreDocData(ref), tier, heldForViewer);
}
