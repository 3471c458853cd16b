/** The named references of `analyticsCurrentDoc`, `analyticsDaysCol` (see `../firestore-refs.ts`). */
import {
  ANALYTICS_CURRENT_DOC_ID,
  analyticsCurrentDocSchema,
  analyticsDayDocSchema,
} from '../../operations';
import { COLLECTIONS } from '../collection-names';

/** `analytics/current`, the live figures; missing until a trigger first counts something. */
export const analyticsCurrentDoc = {
  collection: COLLECTIONS.analytics,
  schema: analyticsCurrentDocSchema,
  id: () => ANALYTICS_CURRENT_DOC_ID,
} as const;
/** `analytics_days`, one snapshot per day keyed `YYYY-MM-DD`. */
export const analyticsDaysCol = {
  collection: COLLECTIONS.analyticsDays,
  schema: analyticsDayDocSchema,
} as const;
