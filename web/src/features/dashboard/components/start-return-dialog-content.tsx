import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog-content';
import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { paths } from '@/config/paths';
import { callableErrorMessage } from '@/lib/callable';
import { START_RETURN_FAILED, START_RETURN_SUCCESS, useStartReturn } from '../api/start-return';
import { longDate } from './long-date';

/** The return confirmation (see `StartReturnDialog`); loaded when first reached for. */
export default function StartReturnDialogContent({
  orderId,
  bagName,
  swapUnlocksAt = null,
  ...dialog
}: { orderId: string; bagName: string; swapUnlocksAt?: Date | null } & LaunchedDialogProps) {
  const startReturn = useStartReturn();
  const navigate = useNavigate();

  const start = async () => {
    try {
      await startReturn({ orderId });
      toast.success(START_RETURN_SUCCESS);
      dialog.onClose();
      navigate(paths.returnLabel(orderId));
    } catch (error) {
      toast.error(callableErrorMessage(error, START_RETURN_FAILED));
    }
  };

  return (
    <ConfirmDialogContent
      {...dialog}
      title={`Send ${bagName} back?`}
      description={
        <>
          <p>We will show you a prepaid return label and email it to you.</p>
          {swapUnlocksAt === null ? (
            <p>
              Once the return has started you can choose your next bag; it ships as soon as your
              membership allows.
            </p>
          ) : (
            <p>
              You can send it back now, but your next swap unlocks {longDate(swapUnlocksAt)}:
              reserve your next bag after you start the return, and it ships that day.
            </p>
          )}
        </>
      }
      cancelLabel="Keep It for Now"
      confirmLabel="Start Return"
      busyLabel="Starting..."
      onConfirm={start}
      wrapActions
    />
  );
}
