/** The named references of `dashboardStatsDoc` (see `../firestore-refs.ts`). */
import { dashboardStatsDocSchema } from '../../operations';
import { COLLECTIONS, DASHBOARD_STATS_DOC_ID } from '../collection-names';

/** The `stats/dashboard` counters document. */
export const dashboardStatsDoc = {
  collection: COLLECTIONS.stats,
  schema: dashboardStatsDocSchema,
  id: () => DASHBOARD_STATS_DOC_ID,
} as const;
