import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callableErrorMessage } from '@/lib/callable';
import { toast } from '@/lib/toast';
import { RESEND_FAILED, useResendMail } from '../api/resend-mail';

/** "Send again" for a failed email: its delivery goes back to Retrying and is tried at once. */
export function ResendButton({
  mailId,
  subject,
  onResent,
}: {
  mailId: string;
  subject: string;
  /** After the email was queued again (e.g. to re-read a list that is not live). */
  onResent?: () => void;
}) {
  const resendMail = useResendMail();
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      await resendMail({ mailId });
      toast.success('Sending the email again');
      onResent?.();
    } catch (error) {
      toast.error(callableErrorMessage(error, RESEND_FAILED));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={`Send again: ${subject}`}
      onClick={() => void resend()}
    >
      <Send aria-hidden="true" className="size-4" /> {busy ? 'Sending...' : 'Send again'}
    </Button>
  );
}
