import { useState } from 'react';
import { toast } from '@/lib/toast';
import { PAST_DUE_NOTICE, type Subscription } from '@unlimited/domain';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { callableErrorMessage } from '@/lib/callable';
import { BILLING_PORTAL_FAILED, useOpenBillingPortal } from '../api/open-billing-portal';

/**
 * The billing history (every charge, with its receipt or invoice), and for a
 * Stripe-billed membership the card (Stripe's customer portal) and what to do when a
 * payment failed. Demo billing has no card, so only the history is shown for it.
 */
export function BillingActions({ subscription }: { subscription: Subscription }) {
  const openPortal = useOpenBillingPortal();
  const [busy, setBusy] = useState(false);
  const history = (
    <Button asChild variant="outline" className="self-start">
      <Link to={paths.billingHistory}>Billing History</Link>
    </Button>
  );
  if (subscription.billing_mode !== 'stripe') {
    return <div className="flex flex-wrap gap-3">{history}</div>;
  }
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
      <div className="flex flex-wrap gap-3">
        {history}
        <Button variant="outline" disabled={busy} onClick={() => void open()}>
          {busy ? 'Opening billing...' : 'Manage Billing'}
        </Button>
      </div>
    </div>
  );
}
