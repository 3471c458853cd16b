/**
 * Order written → its member's shipping and returns notices (see triggers-logic.ts; run
 * by the orders' write trigger, ../triggers.ts).
 */
import { firestore } from '../lib/admin';
import { beforeAndAfter, eventTime } from '../lib/events';
import type { WriteHandler } from '../lib/written-trigger';
import { notifyOrderChange } from './triggers-logic';

export const notifyOrderUpdates: WriteHandler = async (event) => {
  const { before, after } = beforeAndAfter(event);
  await notifyOrderChange(firestore(), event.params.docId, before, after, eventTime(event));
};
