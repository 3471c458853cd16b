/** The named references of `brandSummaryDoc` (see `../firestore-refs.ts`). */
import { brandSummaryDocId, brandSummaryDocSchema } from '../../catalogue';
import type { TierId } from '../../membership';
import { COLLECTIONS } from '../collection-names';

/** The brand list of `tier` (`null`: the visitors' `catalog/brands`). */
export const brandSummaryDoc = {
  collection: COLLECTIONS.catalog,
  schema: brandSummaryDocSchema,
  id: (tier: TierId | null) => brandSummaryDocId(tier),
} as const;
