import { useState } from 'react';
import { toast } from '@/lib/toast';
import { PAST_DUE_NOTICE, type Subscription } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { callableErrorMessage } from '@/lib/member-callable';
import { BILLING_PORTAL_FAILED, useOpenBillingPortal } from '../api/open-billing-portal';

/**
 * Card and invoices (Stripe's customer portal) for a Stripe-billed membership, and what
 * to do when a payment failed. Demo billing has no card, so nothing is shown for it.
 */
export function BillingActions({ subscription }: { subscription: Subscription }) {
  const openPortal = useOpenBillingPortal();
  const [busy, setBusy] = useState(false);
  if (subscription.billing_mode !== 'stripe') return null;
  const open = async () => {
    setBusy(true);
    try {
      window.location.assign((await openPortal(undefined)).url);
    } catch (error) {
      toast.error(callableErrorMessage(error, BILLING_PORTAL_FAILED));
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      {subscription.status === 'past_due' && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {PAST_DUE_NOTICE}
        </p>
      )}
      <Button variant="outline" className="self-start" disabled={busy} onClick={() => void open()}>
        {busy ? 'Opening billing...' : 'Manage Billing'}
      </Button>
    </div>
  );
}
