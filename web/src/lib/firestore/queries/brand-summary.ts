/**
 * The brand lists. firestore.rules lets anyone read the visitors' `catalog/brands` and a
 * member their tier's `catalog/brands-{tier}` (the pages fetch them over REST without the
 * SDK, web/src/lib/public-data); a trigger keeps them.
 */
import type { DocumentReference, Firestore } from 'firebase/firestore';
import type { BrandSummary, TierId } from '@unlimited/domain';
import { brandSummaryDoc } from '../refs/catalog';

/** The brand list of `tier` (`null`: visitors); missing until the first product is saved. */
export function brandSummaryRef(
  db: Firestore,
  tier: TierId | null = null,
): DocumentReference<BrandSummary> {
  return brandSummaryDoc(db, tier);
}
