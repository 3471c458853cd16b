/**
 * The Swaps screen's bulk actions, one `updateOrder` call per order (the function checks
 * each move against the lifecycle and moves the bag in the same transaction). Each order
 * gets its own result: some may be refused while the others go through.
 */
import { useCallback } from 'react';
import type { Order, Rank, UpdateOrderInput } from '@unlimited/domain';
import type { ConditionInput } from '@/components/condition/condition-fields';
import { callableErrorMessage, useCallable } from '@/lib/callable';

/** Shown for a failure that carries no message meant for people (network, server). */
export const UPDATE_FAILED = 'This order could not be updated. Please try again.';

/** What happened to one order of a bulk action. */
export type BulkResult =
  { orderId: string; ok: true } | { orderId: string; ok: false; message: string };

/** Ships one order with its tracking number (Pending Shipment → In Transit). */
export function shipInput(
  order: Pick<Order, 'id'>,
  trackingNumber: string,
  condition: ConditionInput = {},
): UpdateOrderInput {
  return {
    ...condition,
    orderId: order.id,
    expected_status: 'pending_shipment',
    order_status: 'in_transit',
    tracking_number: trackingNumber.trim(),
  };
}

/** Receives one return with the bag's condition grade (Return Pending → Completed). */
export function receiveInput(
  order: Pick<Order, 'id'>,
  grade: Rank,
  condition: ConditionInput = {},
): UpdateOrderInput {
  return {
    ...condition,
    orderId: order.id,
    expected_status: 'return_pending',
    order_status: 'completed',
    condition_grade: grade,
  };
}

/** Runs the updates one after the other and reports each order's result. */
export function useBulkUpdateOrders(): (inputs: UpdateOrderInput[]) => Promise<BulkResult[]> {
  const call = useCallable('updateOrder');
  return useCallback(
    async (inputs) => {
      const results: BulkResult[] = [];
      // One at a time: two orders of one member may depend on each other (a return
      // received lets the next bag ship), and the results read in the order chosen.
      for (const input of inputs) {
        try {
          await call(input);
          results.push({ orderId: input.orderId, ok: true });
        } catch (error) {
          results.push({
            orderId: input.orderId,
            ok: false,
            message: callableErrorMessage(error, UPDATE_FAILED),
          });
        }
      }
      return results;
    },
    [call],
  );
}
