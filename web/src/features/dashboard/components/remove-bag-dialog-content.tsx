import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { callableErrorMessage } from '@/lib/member-callable';
import { REMOVE_BAG_FAILED, REMOVE_BAG_SUCCESS, useCancelOrder } from '../api/cancel-order';

/** The "Remove Bag" confirmation (see `RemoveBagDialog`); loaded when first reached for. */
export default function RemoveBagDialogContent({
  orderId,
  onClose,
  onClosed,
}: { orderId: string } & LaunchedDialogProps) {
  const cancelOrder = useCancelOrder();
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    try {
      await cancelOrder({ orderId });
      toast.success(REMOVE_BAG_SUCCESS);
      onClose();
    } catch (error) {
      toast.error(callableErrorMessage(error, REMOVE_BAG_FAILED));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && !removing && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl dark:bg-neutral-900"
        >
          <AlertDialog.Title className="font-display text-2xl">
            Remove Bag from Order?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
            Are you sure you want to cancel this bag order? This action cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={removing}>
                Keep Bag
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: it would close before the call finishes. */}
            <Button variant="destructive" disabled={removing} onClick={() => void remove()}>
              {removing ? 'Removing...' : 'Remove Bag'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
