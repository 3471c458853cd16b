import { lazy } from 'react';
import type { ButtonProps } from '@/components/ui/button';
import { DialogLauncher } from '@/components/ui/dialog-launcher';

const load = () => import('./charge-dialog-content');
const ChargeDialogContent = lazy(load);

/**
 * A button for a change billed at once (an upgrade, an add-on) that first opens its
 * confirmation (`ChargeDialogContent`: `title`, `lines`, Confirm and Cancel); only
 * Confirm runs `onConfirm`. The dialog's code loads when the button is reached for.
 */
export function ChargeDialogButton({
  title,
  lines,
  busyLabel,
  failed,
  onConfirm,
  ...buttonProps
}: Omit<ButtonProps, 'onClick' | 'asChild'> & {
  title: string;
  lines: string[];
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
          busyLabel={busyLabel}
          failed={failed}
          onConfirm={onConfirm}
        />
      )}
    />
  );
}
