import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog-content';
import type { LaunchedDialogProps } from '@/components/ui/dialog-launcher';
import { paths } from '@/config/paths';
import { callableErrorMessage } from '@/lib/member-callable';
import { START_RETURN_FAILED, START_RETURN_SUCCESS, useStartReturn } from '../api/start-return';

/** The return confirmation (see `StartReturnDialog`); loaded when first reached for. */
export default function StartReturnDialogContent({
  orderId,
  bagName,
  ...dialog
}: { orderId: string; bagName: string } & LaunchedDialogProps) {
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
          <p>
            Once the return has started you can choose your next bag; it ships as soon as your
            membership allows.
          </p>
        </>
      }
      cancelLabel="Keep It for Now"
      confirmLabel="Start Return"
      busyLabel="Starting..."
      onConfirm={start}
    />
  );
}
