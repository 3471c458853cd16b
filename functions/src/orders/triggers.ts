/** Order written → its bag and its dates follow its status (see `sync-order.ts`). */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS, ORDER_STATUSES, type OrderStatus } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { beforeAndAfter, eventTime } from '../lib/events';
import { syncOrderAfterStatusChange } from './sync-order';

function statusOf(data: Record<string, unknown> | null): OrderStatus | null {
  const status = data?.order_status;
  return (ORDER_STATUSES as readonly unknown[]).includes(status) ? (status as OrderStatus) : null;
}

/**
 * Only status changes of existing orders matter: a new order already has its bag
 * Borrowed (createOrder writes both), and a deleted order leaves the bag to the admin.
 */
export const syncOrderProduct = onDocumentWritten(
  {
    region: config.region,
    retry: true,
    maxInstances: config.maxInstances,
    document: `${COLLECTIONS.orders}/{orderId}`,
  },
  async (event) => {
    const { before, after } = beforeAndAfter(event);
    const previous = statusOf(before);
    const current = statusOf(after);
    if (before === null || after === null || current === null || previous === current) return;
    await syncOrderAfterStatusChange(firestore(), event.params.orderId, previous, eventTime(event));
  },
);
