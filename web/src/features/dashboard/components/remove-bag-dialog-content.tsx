import { toast } from '@/lib/toast';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog-content';
import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { callableErrorMessage } from '@/lib/member-callable';
import { REMOVE_BAG_FAILED, REMOVE_BAG_SUCCESS, useCancelOrder } from '../api/cancel-order';

/** The "Remove Bag" confirmation (see `RemoveBagDialog`); loaded when first reached for. */
export default function RemoveBagDialogContent({
  orderId,
  ...dialog
}: { orderId: string } & LaunchedDialogProps) {
  const cancelOrder = useCancelOrder();

  const remove = async () => {
    try {
      await cancelOrder({ orderId });
      toast.success(REMOVE_BAG_SUCCESS);
      dialog.onClose();
    } catch (error) {
      toast.error(callableErrorMessage(error, REMOVE_BAG_FAILED));
    }
  };

  return (
    <ConfirmDialogContent
      {...dialog}
      title="Remove Bag from Order?"
      description={
        <p>Are you sure you want to cancel this bag order? This action cannot be undone.</p>
      }
      cancelLabel="Keep Bag"
      confirmLabel="Remove Bag"
      busyLabel="Removing..."
      confirmVariant="destructive"
      onConfirm={remove}
    />
  );
}
