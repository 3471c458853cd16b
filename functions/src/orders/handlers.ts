/**
 * Order written → its bag and its dates follow its status (see `sync-order.ts`), and an
 * order that comes to wait for shipment gets its `held_back` flag (see `held-back.ts`).
 * Run by the orders' write trigger (../triggers.ts).
 */
import { ORDER_STATUSES, type OrderStatus } from '@unlimited/domain';
import { firestore } from '../lib/admin';
import { beforeAndAfter, eventTime } from '../lib/events';
import type { WriteHandler } from '../lib/written-trigger';
import { settleHeldBack } from './held-back';
import { syncOrderAfterStatusChange } from './sync-order';

function statusOf(data: Record<string, unknown> | null): OrderStatus | null {
  const status = data?.order_status;
  return (ORDER_STATUSES as readonly unknown[]).includes(status) ? (status as OrderStatus) : null;
}

/**
 * Only status changes of existing orders move the bag: a new order already has its bag
 * Borrowed (createOrder writes both), and a deleted order leaves the bag to the admin.
 */
export const syncOrderProduct: WriteHandler = async (event) => {
  const { before, after } = beforeAndAfter(event);
  const previous = statusOf(before);
  const current = statusOf(after);
  if (after === null || current === null || previous === current) return;
  const db = firestore();
  // A new order waits for shipment, or a correction brought one back to it: its member's
  // membership may not be active (it may have changed while the order was placed).
  if (current === 'pending_shipment') await settleHeldBack(db, event.params.docId);
  if (before === null) return;
  await syncOrderAfterStatusChange(db, event.params.docId, previous, eventTime(event));
};
