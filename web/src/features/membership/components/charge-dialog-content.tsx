import { useState } from 'react';
import type { PreviewChargeInput } from '@unlimited/domain';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog-content';
import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { callableErrorMessage } from '@/lib/callable';
import { useChargePreviewText } from '../api/preview-charge';

/**
 * The confirmation before a change billed at once (an upgrade, an add-on): what changes,
 * the new monthly price and when it is charged. Nothing happens until Confirm; Cancel or
 * Escape leaves the plan as it was. `onConfirm` makes the change; when it fails the
 * dialog stays open and says why (`failed` when the server gave no reason). With
 * `billedNow` (a Stripe-billed change), what it charges today is asked of billing
 * (`previewCharge`: Stripe's invoice preview) when the dialog opens, after `lines`.
 */
export default function ChargeDialogContent({
  title,
  lines,
  confirmLabel = 'Confirm',
  busyLabel,
  failed,
  onConfirm,
  billedNow = null,
  ...dialog
}: {
  title: string;
  lines: string[];
  billedNow?: PreviewChargeInput | null;
  confirmLabel?: string;
  busyLabel: string;
  failed: string;
  onConfirm: () => Promise<void>;
} & LaunchedDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const charge = useChargePreviewText(billedNow);
  const shown = charge === null ? lines : [...lines, charge];
  const confirm = async () => {
    setFailure(null);
    try {
      await onConfirm();
      dialog.onClose();
    } catch (cause) {
      setFailure(callableErrorMessage(cause, failed));
    }
  };
  return (
    <ConfirmDialogContent
      {...dialog}
      title={title}
      description={shown.map((line) => (
        <p key={line}>{line}</p>
      ))}
      failure={failure}
      cancelLabel="Cancel"
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      confirmVariant="black"
      onConfirm={confirm}
    />
  );
}
