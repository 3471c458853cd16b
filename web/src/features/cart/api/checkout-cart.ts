/** `checkoutCart({ orderIds, addOns, idempotencyKey })`: the Cart's one Checkout. */
import type { CartCheckoutInput, CartCheckoutResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const CHECKOUT_FAILED = 'Your checkout could not be completed. Please try again.';

export function useCheckoutCart(): (input: CartCheckoutInput) => Promise<CartCheckoutResult> {
  return useCallable('checkoutCart');
}
