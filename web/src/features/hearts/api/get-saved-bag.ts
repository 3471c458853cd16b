/**
 * A saved bag as the member may see it now: in the closet (readable, Active, Available,
 * their access level), out (on loan, being prepared, held for the next in its queue),
 * sold, or gone. The rules refuse the read of a bag that is out or another tier's, and
 * that refusal is an answer here, not an error screen; the bag's public summary
 * (`bag_stats`, readable for an Active or Sold bag the member's tier sees) tells an out
 * bag from a sold or hidden one.
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import {
  canSee,
  withinValueCap,
  type BagStats,
  type Heart,
  type Product,
  type TierId,
} from '@unlimited/domain';
import { bagStatsDoc } from '@/lib/firestore/refs/bag-stats';
import { productDoc } from '@/lib/firestore/refs/products';
import { useFirestoreDocData, type LiveResult } from '@/lib/firestore/live';

export type SavedBagState =
  | { status: 'loading'; product: null }
  | { status: 'in-closet'; product: Product }
  /** Held for this member: their turn in its queue (48 hours to choose it). */
  | { status: 'held'; product: null }
  /**
   * Out on loan, being prepared, or held for the next member in its queue; or with our
   * atelier (`atelier`, Maintenance), which gives no date it is back.
   */
  | { status: 'out'; product: null; backEstimate: Date | null; atelier: boolean }
  /** Bought by a member: it will not come back. */
  | { status: 'sold'; product: null }
  /** Its access level is above the member's tier (or they have no tier now). */
  | { status: 'not-your-tier'; product: null }
  /** Gone from the catalogue (removed, hidden, archived). */
  | { status: 'gone'; product: null };

/** The state of saved bag `heart` for a member of `tier`, from the two live reads. */
export function savedBagState(
  heart: Pick<Heart, 'access_levels'>,
  tier: TierId | null,
  product: LiveResult<Product | undefined>,
  stats: LiveResult<BagStats | undefined>,
): SavedBagState {
  if (product.status === 'loading') return { status: 'loading', product: null };
  if (!canSee(tier, heart.access_levels)) return { status: 'not-your-tier', product: null };
  const bag = product.data;
  if (bag !== undefined) {
    // Readable: in the closet, or (an admin, or the member it is held for) its own state.
    if (bag.status === 'Sold') return { status: 'sold', product: null };
    // Stored before the Elite cap: over $2,000 yet open to Elite, so a Crown bag for them.
    if (!withinValueCap(tier, bag.price)) return { status: 'not-your-tier', product: null };
    if (bag.status !== 'Active' || !canSee(tier, bag.access_levels)) {
      return { status: 'gone', product: null };
    }
    if (bag.borrow_status === 'Available') return { status: 'in-closet', product: bag };
    // The rules let a member read a Reserved bag only when it is held for them.
    if (bag.borrow_status === 'Reserved') return { status: 'held', product: null };
  }
  if (product.status === 'success' && bag === undefined) return { status: 'gone', product: null };
  if (stats.status === 'loading') return { status: 'loading', product: null };
  const summary = stats.data;
  if (summary?.status === 'Sold') return { status: 'sold', product: null };
  // The summary is refused for a bag that is neither Active nor Sold (hidden, archived),
  // and missing for a removed one.
  if (summary === undefined) return { status: 'gone', product: null };
  const atelier = summary.borrow_status === 'Maintenance';
  return {
    status: 'out',
    product: null,
    backEstimate: atelier ? null : summary.back_estimate,
    atelier,
  };
}

export function useSavedBag(heart: Heart, tier: TierId | null): SavedBagState {
  const db = useFirestore();
  const productRef = useMemo(() => productDoc(db, heart.product_id), [db, heart.product_id]);
  const statsRef = useMemo(() => bagStatsDoc(db, heart.product_id), [db, heart.product_id]);
  const product = useFirestoreDocData(productRef);
  const stats = useFirestoreDocData(statsRef);
  return savedBagState(heart, tier, product, stats);
}
