import { toast } from '@/lib/toast';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog-content';
import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { callableErrorMessage } from '@/lib/callable';
import {
  CANCEL_RESERVATION_FAILED,
  CANCEL_RESERVATION_SUCCESS,
  REMOVE_BAG_FAILED,
  REMOVE_BAG_SUCCESS,
  useCancelOrder,
} from '../api/cancel-order';

/**
 * The "Remove Bag" confirmation (see `RemoveBagDialog`), or "Cancel Reservation" for a
 * reservation; loaded when first reached for.
 */
export default function RemoveBagDialogContent({
  orderId,
  reservation = false,
  ...dialog
}: { orderId: string; reservation?: boolean } & LaunchedDialogProps) {
  const cancelOrder = useCancelOrder();

  const remove = async () => {
    try {
      await cancelOrder({ orderId });
      toast.success(reservation ? CANCEL_RESERVATION_SUCCESS : REMOVE_BAG_SUCCESS);
      dialog.onClose();
    } catch (error) {
      toast.error(
        callableErrorMessage(error, reservation ? CANCEL_RESERVATION_FAILED : REMOVE_BAG_FAILED),
      );
    }
  };

  if (reservation) {
    return (
      <ConfirmDialogContent
        {...dialog}
        title="Cancel This Reservation?"
        description={
          <p>
            The bag goes back to the closet. You can reserve another one until your swap unlocks, or
            choose one from that day.
          </p>
        }
        cancelLabel="Keep Reservation"
        confirmLabel="Cancel Reservation"
        busyLabel="Cancelling..."
        confirmVariant="destructive"
        onConfirm={remove}
      />
    );
  }

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
