/** Order written → its member's shipping and returns notices (see triggers-logic.ts). */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { beforeAndAfter, eventTime } from '../lib/events';
import { notifyOrderChange } from './triggers-logic';

export const notifyOrderUpdates = onDocumentWritten(
  {
    region: config.region,
    retry: true,
    maxInstances: config.maxInstances,
    document: `${COLLECTIONS.orders}/{orderId}`,
  },
  async (event) => {
    const { before, after } = beforeAndAfter(event);
    await notifyOrderChange(firestore(), event.params.orderId, before, after, eventTime(event));
  },
);
