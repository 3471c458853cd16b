import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { callableErrorMessage } from '@/lib/member-callable';
import { RESUME_FAILED, useResumeMembership } from '../api/resume-membership';

/** Undo of a pending cancellation, pause or plan change (or restart of a paused membership), shown with the notice that announces it. */
export function KeepMembershipButton({ label = 'Keep My Membership' }: { label?: string }) {
  const resume = useResumeMembership();
  const [busy, setBusy] = useState(false);
  const keep = async () => {
    setBusy(true);
    try {
      toast.success((await resume()).message);
    } catch (error) {
      toast.error(callableErrorMessage(error, RESUME_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      className="mt-3"
      disabled={busy}
      onClick={() => void keep()}
    >
      {busy ? 'Updating...' : label}
    </Button>
  );
}
