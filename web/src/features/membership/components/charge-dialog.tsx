import { lazy } from 'react';
import type { PreviewChargeInput } from '@unlimited/domain';
import type { ButtonProps } from '@/components/ui/button';
import { DialogLauncher } from '@/components/ui/dialog-launcher';

const load = () => import('./charge-dialog-content');
const ChargeDialogContent = lazy(load);

/**
 * A button for a membership change that first opens its confirmation
 * (`ChargeDialogContent`: `title`, `lines`, `confirmLabel` (Confirm) and Cancel): a change
 * billed at once (an upgrade, an add-on) or an add-on removed. Only the confirm button
 * runs `onConfirm`. The dialog's code loads when the button is reached for.
 */
export function ChargeDialogButton({
  title,
  lines,
  confirmLabel,
  busyLabel,
  failed,
  onConfirm,
  billedNow = null,
  ...buttonProps
}: Omit<ButtonProps, 'onClick' | 'asChild'> & {
  /** A Stripe-billed change charged today: its amount is asked of billing on opening. */
  billedNow?: PreviewChargeInput | null;
  title: string;
  lines: string[];
  confirmLabel?: string;
  busyLabel: string;
  failed: string;
  onConfirm: () => Promise<void>;
}) {
  return (
    <DialogLauncher
      {...buttonProps}
      load={load}
      dialog={(props) => (
        <ChargeDialogContent
          {...props}
          title={title}
          lines={lines}
          {...(confirmLabel ? { confirmLabel } : {})}
          busyLabel={busyLabel}
          failed={failed}
          onConfirm={onConfirm}
          billedNow={billedNow}
        />
      )}
    />
  );
}
