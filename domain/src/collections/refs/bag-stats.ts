/** The named references of `bagStatsCol`, `bagStatsDoc` (see `../firestore-refs.ts`). */
import { bagStatsDocSchema } from '../../catalogue';
import { COLLECTIONS } from '../collection-names';

/** Per-bag summaries and aggregates (`bag_stats/{productId}`), kept by functions. */
export const bagStatsCol = { collection: COLLECTIONS.bagStats, schema: bagStatsDocSchema } as const;
export const bagStatsDoc = {
  collection: COLLECTIONS.bagStats,
  schema: bagStatsDocSchema,
  id: (productId: string) => productId,
} as const;
