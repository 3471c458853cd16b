/**
 * A saved bag as the member may see it now: in the closet (readable, Active, Available,
 * their access level), held for them, or not: the rules refuse the read of a bag that is
 * out or another tier's, and that refusal is an answer here, not an error screen.
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { canSee, type Heart, type Product, type TierId } from '@unlimited/domain';
import { productDoc } from '@/lib/firestore/collections';
import { useFirestoreDocData } from '@/lib/firestore/live';

export type SavedBagState =
  | { status: 'loading'; product: null }
  | { status: 'in-closet'; product: Product }
  /** Out on loan, being prepared, or held for the next member in its queue. */
  | { status: 'out'; product: null }
  /** Its access level is above the member's tier (or they have no tier now). */
  | { status: 'not-your-tier'; product: null }
  /** Gone from the catalogue (removed, hidden, sold). */
  | { status: 'gone'; product: null };

export function useSavedBag(heart: Heart, tier: TierId | null): SavedBagState {
  const db = useFirestore();
  const ref = useMemo(() => productDoc(db, heart.product_id), [db, heart.product_id]);
  const { status, data } = useFirestoreDocData(ref);
  if (status === 'loading') return { status, product: null };
  if (!canSee(tier, heart.access_levels)) return { status: 'not-your-tier', product: null };
  if (status === 'error') return { status: 'out', product: null };
  if (data === undefined) return { status: 'gone', product: null };
  if (data.status !== 'Active' || !canSee(tier, data.access_levels)) {
    return { status: 'gone', product: null };
  }
  if (data.borrow_status === 'Available') return { status: 'in-closet', product: data };
  return { status: 'out', product: null };
}
