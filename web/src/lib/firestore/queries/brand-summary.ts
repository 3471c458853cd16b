/**
 * The public brand summary. firestore.rules lets anyone read `catalog/brands` (the public
 * pages fetch it over REST without the SDK); a trigger keeps it.
 */
import type { DocumentReference, Firestore } from 'firebase/firestore';
import type { BrandSummary } from '@unlimited/domain';
import { brandSummaryDoc } from '../collections';

/** `catalog/brands`; missing until the first product is saved. */
export function brandSummaryRef(db: Firestore): DocumentReference<BrandSummary> {
  return brandSummaryDoc(db);
}
