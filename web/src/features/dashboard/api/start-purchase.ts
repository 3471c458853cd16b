/** `startPurchase({ orderId })`: the member buys the bag they hold at the member price. */
import type { StartPurchaseInput, StartPurchaseResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const PURCHASE_FAILED = 'We could not start your purchase. Please try again.';
export const DEMO_PURCHASE_DONE =
  'It’s yours! Demo purchase complete: no card was charged. Your confirmation is on its way.';

export function useStartPurchase(): (input: StartPurchaseInput) => Promise<StartPurchaseResult> {
  return useCallable('startPurchase');
}
