/** `cancelOrder({ orderId })`: the member removes a bag that has not shipped yet. */
import type { CancelOrderInput, CancelOrderResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const REMOVE_BAG_SUCCESS = 'Bag removed from your order successfully.';
export const REMOVE_BAG_FAILED = 'Failed to remove bag. Please try again.';
export const CANCEL_RESERVATION_SUCCESS = 'Reservation cancelled. The bag is back in the closet.';
export const CANCEL_RESERVATION_FAILED = 'Failed to cancel the reservation. Please try again.';

export function useCancelOrder(): (input: CancelOrderInput) => Promise<CancelOrderResult> {
  return useCallable('cancelOrder');
}
