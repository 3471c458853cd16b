/** `openBillingPortal()`: the Stripe customer portal address for the member's card and invoices. */
import type { BillingPortalResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const BILLING_PORTAL_FAILED = 'Failed to open billing. Please try again.';

export function useOpenBillingPortal(): (input: void) => Promise<BillingPortalResult> {
  return useCallable('openBillingPortal');
}
