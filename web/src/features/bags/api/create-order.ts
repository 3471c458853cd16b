/** `createOrder({ bagId })`: the member chooses a bag. */
import type { CreateOrderInput, CreateOrderResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const CHOOSE_BAG_FAILED = 'Failed to choose this bag. Please try again.';

export function useCreateOrder(): (input: CreateOrderInput) => Promise<CreateOrderResult> {
  return useCallable('createOrder');
}
