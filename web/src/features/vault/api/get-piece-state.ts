/**
 * Where each piece of the Vault is, for a viewer whose catalogue holds the Vault (Crown,
 * Elite with Select Access, admins): the piece's product (its borrow state and loan due
 * date) and its summary on `bag_stats` (the queue's estimate of its return and how many
 * wait), live, as the closet's member cards read them. The rules let only those viewers
 * read a Crown piece; the public showcase (`catalog/vault`) carries no state.
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { productCardView, type ProductCardView } from '@/components/catalog/product-card-view';
import { bagStatsDoc } from '@/lib/firestore/refs/bag-stats';
import { productDoc } from '@/lib/firestore/refs/products';
import { useFirestoreDocData } from '@/lib/firestore/live';

/** A piece's state as its card shows it: the closet's badge (label, tone) and detail line. */
export type VaultPieceState = ProductCardView['state'];

/**
 * The state of the piece `id`, or null while its product loads or when it cannot be read
 * (refused, gone): the card then shows none rather than a wrong one.
 */
export function useVaultPieceState(id: string): VaultPieceState | null {
  const db = useFirestore();
  const productRef = useMemo(() => productDoc(db, id), [db, id]);
  const summaryRef = useMemo(() => bagStatsDoc(db, id), [db, id]);
  const product = useFirestoreDocData(productRef);
  const summary = useFirestoreDocData(summaryRef);
  if (product.status !== 'success' || product.data === undefined) return null;
  // As the closet's cards: no detail while the summary loads; with none to read, the
  // loan's due date from the product.
  const queue =
    summary.status === 'loading'
      ? null
      : summary.status === 'success' && summary.data !== undefined && summary.data.title !== ''
        ? { backEstimate: summary.data.back_estimate, queueLength: summary.data.queue_length }
        : undefined;
  return productCardView(product.data, false, queue).state;
}
