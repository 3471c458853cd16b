import { useState } from 'react';
import { toast } from '@/lib/toast';
import { DEMO_BILLING_LABEL, formatCents } from '@unlimited/domain';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog-content';
import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { useBillingMode } from '@/lib/billing-mode';
import { callableErrorMessage } from '@/lib/callable';
import { DEMO_PURCHASE_DONE, PURCHASE_FAILED, useStartPurchase } from '../api/start-purchase';

/**
 * The purchase confirmation (see `BuyBagDialog`); loaded when first reached for. It asks
 * the billing mode when it opens: the Buy button waits for it.
 */
export default function BuyBagDialogContent({
  orderId,
  bagName,
  priceCents,
  ...dialog
}: { orderId: string; bagName: string; priceCents: number } & LaunchedDialogProps) {
  const startPurchase = useStartPurchase();
  const mode = useBillingMode();
  const [failure, setFailure] = useState<string | null>(null);
  const price = formatCents(priceCents);

  const buy = async () => {
    setFailure(null);
    try {
      const result = await startPurchase({ orderId });
      if (result.mode === 'stripe') {
        window.location.assign(result.url);
        return;
      }
      toast.success(DEMO_PURCHASE_DONE);
      dialog.onClose();
    } catch (error) {
      setFailure(callableErrorMessage(error, PURCHASE_FAILED));
    }
  };

  return (
    <ConfirmDialogContent
      {...dialog}
      className="dark:border dark:border-neutral-700"
      title={`Keep ${bagName}?`}
      description={
        <>
          <p>
            You pay your member price, <strong>{price}</strong>, once. The bag is yours: there is
            nothing to send back, and your swap slot frees up for your next bag.
          </p>
          {mode === 'demo' && (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {DEMO_BILLING_LABEL}. This is a demonstration: the purchase completes at once.
            </p>
          )}
          {mode === 'stripe' && <p>You will pay securely on Stripe’s checkout page.</p>}
        </>
      }
      failure={failure}
      cancelLabel="Not Now"
      confirmLabel={mode === 'demo' ? `Buy for ${price} (demo)` : `Buy for ${price}`}
      busyLabel="Buying..."
      wrapActions
      confirmDisabled={mode === null}
      onConfirm={buy}
    />
  );
}
