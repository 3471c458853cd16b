/** The named references of `brandSummaryDoc` (see `../firestore-refs.ts`). */
import { brandSummaryDocId } from '../../catalog-brands';
import type { TierId } from '../../tiers';
import { brandSummaryDocSchema } from '../brand-summary';
import { COLLECTIONS } from '../collection-names';

/** The brand list of `tier` (`null`: the visitors' `catalog/brands`). */
export const brandSummaryDoc = {
  collection: COLLECTIONS.catalog,
  schema: brandSummaryDocSchema,
  id: (tier: TierId | null) => brandSummaryDocId(tier),
} as const;
