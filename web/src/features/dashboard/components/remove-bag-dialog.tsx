import { lazy } from 'react';
import { DialogLauncher } from '@/components/ui/dialog-launcher';

const load = () => import('./remove-bag-dialog-content');
const RemoveBagDialogContent = lazy(load);

/**
 * "Remove Bag" with the spec's confirmation; cancels the order through `cancelOrder`. The
 * confirmation loads when the button is reached for.
 */
export function RemoveBagDialog({
  orderId,
  reservation = false,
}: {
  orderId: string;
  /** A reservation (next-bag): "Cancel Reservation", in its own words. */
  reservation?: boolean;
}) {
  return (
    <DialogLauncher
      variant="outline"
      size="tap"
      load={load}
      dialog={(props) => (
        <RemoveBagDialogContent orderId={orderId} reservation={reservation} {...props} />
      )}
    >
      {reservation ? 'Cancel Reservation' : 'Remove Bag'}
    </DialogLauncher>
  );
}
