import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { callableErrorMessage } from '@/lib/member-callable';
import { REMOVE_BAG_FAILED, REMOVE_BAG_SUCCESS, useCancelOrder } from '../api/cancel-order';

/** "Remove Bag" with the spec's confirmation; cancels the order through `cancelOrder`. */
export function RemoveBagDialog({ orderId }: { orderId: string }) {
  const cancelOrder = useCancelOrder();
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    try {
      await cancelOrder({ orderId });
      toast.success(REMOVE_BAG_SUCCESS);
      setOpen(false);
    } catch (error) {
      toast.error(callableErrorMessage(error, REMOVE_BAG_FAILED));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !removing && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm">
          Remove Bag
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl dark:bg-neutral-900">
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
