/**
 * Handlers keeping each bag's `bag_stats` summary and hearts counter (see bag-stats.ts;
 * run by the collections' write triggers, ../triggers.ts).
 */
import { firestore } from '../lib/admin';
import type { WriteHandler } from '../lib/written-trigger';
import { countHeartWrite, syncBagSummary } from './bag-stats';

/** Product written → its public-safe summary on `bag_stats/{productId}`. */
export const syncBagStats: WriteHandler = (event) =>
  syncBagSummary(firestore(), event.params.docId, event);

/** Heart created or removed → its bag's hearts counter. */
export const countHearts: WriteHandler = (event) => countHeartWrite(firestore(), event);
