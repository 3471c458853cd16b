/** Triggers keeping each bag's `bag_stats` summary and hearts counter (see bag-stats.ts). */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { countHeartWrite, syncBagSummary } from './bag-stats';

const options = { region: config.region, retry: true, maxInstances: config.maxInstances } as const;

/** Product written → its public-safe summary on `bag_stats/{productId}`. */
export const syncBagStats = onDocumentWritten(
  { ...options, document: `${COLLECTIONS.products}/{productId}` },
  async (event) => {
    await syncBagSummary(firestore(), event.params.productId, event);
  },
);

/** Heart created or removed → its bag's hearts counter. */
export const countHearts = onDocumentWritten(
  { ...options, document: `${COLLECTIONS.hearts}/{heartId}` },
  async (event) => {
    await countHeartWrite(firestore(), event);
  },
);
