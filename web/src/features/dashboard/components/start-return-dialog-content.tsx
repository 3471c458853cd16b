import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { paths } from '@/config/paths';
import { callableErrorMessage } from '@/lib/member-callable';
import { START_RETURN_FAILED, START_RETURN_SUCCESS, useStartReturn } from '../api/start-return';

/** The return confirmation (see `StartReturnDialog`); loaded when first reached for. */
export default function StartReturnDialogContent({
  orderId,
  bagName,
  onClose,
  onClosed,
}: { orderId: string; bagName: string } & LaunchedDialogProps) {
  const startReturn = useStartReturn();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      await startReturn({ orderId });
      toast.success(START_RETURN_SUCCESS);
      onClose();
      navigate(paths.returnLabel(orderId));
    } catch (error) {
      toast.error(callableErrorMessage(error, START_RETURN_FAILED));
    } finally {
      setStarting(false);
    }
  };

  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && !starting && onClose()}>
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
            Send {bagName} back?
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 flex flex-col gap-2 text-sm text-neutral-600 dark:text-neutral-400">
              <p>We will show you a prepaid return label and email it to you.</p>
              <p>
                Once the return has started you can choose your next bag; it ships as soon as your
                membership allows.
              </p>
            </div>
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={starting}>
                Keep It for Now
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: it would close before the call finishes. */}
            <Button disabled={starting} onClick={() => void start()}>
              {starting ? 'Starting...' : 'Start Return'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
