import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { cn } from '@/lib/cn';

/**
 * The open confirmation a {@link DialogLauncher} shows before a member's action: a title,
 * what will happen, an optional failure, and two buttons. While `onConfirm` runs both
 * buttons are disabled, the confirm button says `busyLabel` and the dialog cannot be
 * dismissed; `onConfirm` closes it (through `onClose`) when the action has succeeded.
 */
export function ConfirmDialogContent({
  title,
  description,
  failure,
  cancelLabel,
  confirmLabel,
  busyLabel,
  confirmVariant,
  confirmDisabled = false,
  onConfirm,
  onClose,
  onClosed,
  className,
  wrapActions = false,
}: {
  title: ReactNode;
  /** One or more paragraphs, read out as the dialog's description. */
  description: ReactNode;
  /** Why the last attempt failed, shown as an alert. */
  failure?: string | null;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  confirmVariant?: ButtonProps['variant'];
  /** Keeps the confirm button disabled (e.g. until what it needs has loaded). */
  confirmDisabled?: boolean;
  onConfirm: () => Promise<void>;
  className?: string;
  /** Lets the confirm button go below the other when its label is too long to fit beside it. */
  wrapActions?: boolean;
} & LaunchedDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl dark:bg-neutral-900',
            className,
          )}
        >
          <AlertDialog.Title className="font-display text-2xl">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 flex flex-col gap-2 text-sm text-neutral-600 dark:text-neutral-400">
              {description}
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
          <div className={cn('mt-6 flex justify-end gap-3', wrapActions && 'flex-wrap')}>
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: it would close before the call finishes. */}
            <Button
              variant={confirmVariant}
              disabled={busy || confirmDisabled}
              onClick={() => void confirm()}
            >
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
