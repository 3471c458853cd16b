import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { DEMO_BILLING_LABEL, formatCents } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { useBillingMode } from '@/lib/billing-mode';
import { callableErrorMessage } from '@/lib/member-callable';
import { DEMO_PURCHASE_DONE, PURCHASE_FAILED, useStartPurchase } from '../api/start-purchase';

/**
 * The purchase confirmation (see `BuyBagDialog`); loaded when first reached for. It asks
 * the billing mode when it opens: the Buy button waits for it.
 */
export default function BuyBagDialogContent({
  orderId,
  bagName,
  priceCents,
  onClose,
  onClosed,
}: { orderId: string; bagName: string; priceCents: number } & LaunchedDialogProps) {
  const startPurchase = useStartPurchase();
  const mode = useBillingMode();
  const [buying, setBuying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const price = formatCents(priceCents);

  const buy = async () => {
    setBuying(true);
    setFailure(null);
    try {
      const result = await startPurchase({ orderId });
      if (result.mode === 'stripe') {
        window.location.assign(result.url);
        return;
      }
      toast.success(DEMO_PURCHASE_DONE);
      onClose();
    } catch (error) {
      setFailure(callableErrorMessage(error, PURCHASE_FAILED));
    } finally {
      setBuying(false);
    }
  };

  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && !buying && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl dark:border dark:border-neutral-700 dark:bg-neutral-900"
        >
          <AlertDialog.Title className="font-display text-2xl">Keep {bagName}?</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 flex flex-col gap-2 text-sm text-neutral-600 dark:text-neutral-400">
              <p>
                You pay your member price, <strong>{price}</strong>, once. The bag is yours: there
                is nothing to send back, and your swap slot frees up for your next bag.
              </p>
              {mode === 'demo' && (
                <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
                  {DEMO_BILLING_LABEL}. This is a demonstration: the purchase completes at once.
                </p>
              )}
              {mode === 'stripe' && <p>You will pay securely on Stripe’s checkout page.</p>}
            </div>
          </AlertDialog.Description>
          {failure && (
            <p
              role="alert"
              className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {failure}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={buying}>
                Not Now
              </Button>
            </AlertDialog.Cancel>
            <Button disabled={buying || mode === null} onClick={() => void buy()}>
              {buying
                ? 'Buying...'
                : mode === 'demo'
                  ? `Buy for ${price} (demo)`
                  : `Buy for ${price}`}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
