import { lazy } from 'react';
import { DialogLauncher } from '@/components/ui/dialog-launcher';

const load = () => import('./start-return-dialog-content');
const StartReturnDialogContent = lazy(load);

/**
 * Starts the return of a bag the member has (`startReturn`), after a confirmation that
 * says what happens next, then opens the printable label. The confirmation loads when the
 * button is reached for. `swapUnlocksAt`: when the bag's swap clock unlocks, if it has
 * not yet (a bag sent back early keeps its slot until then, so the next bag waits).
 */
export function StartReturnDialog({
  orderId,
  bagName,
  swapUnlocksAt = null,
  label = 'Start a Return',
  size = 'sm',
}: {
  orderId: string;
  bagName: string;
  swapUnlocksAt?: Date | null;
  label?: string;
  size?: 'sm' | 'default';
}) {
  return (
    <DialogLauncher
      size={size}
      // A 44 px tap target at either size.
      className="min-h-11"
      load={load}
      dialog={(props) => (
        <StartReturnDialogContent
          orderId={orderId}
          bagName={bagName}
          swapUnlocksAt={swapUnlocksAt}
          {...props}
        />
      )}
    >
      {label}
    </DialogLauncher>
  );
}
