import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { callableErrorMessage } from '@/lib/callable';
import { RESUME_FAILED, useResumeMembership } from '../api/resume-membership';
import { useBillingChange } from './billing-change';

/**
 * Undo of a pending cancellation, pause or plan change (or restart of a paused
 * membership), shown with the notice that announces it. It says so only once the
 * membership shows it (`useBillingChange`); then the notice (and this button) goes, so
 * `onKept` moves focus somewhere that stays.
 */
export function KeepMembershipButton({
  label = 'Keep My Membership',
  onKept,
}: {
  label?: string;
  onKept: () => void;
}) {
  const resume = useResumeMembership();
  const { track, processing } = useBillingChange();
  const [busy, setBusy] = useState(false);
  const keep = async () => {
    setBusy(true);
    try {
      const result = await resume();
      const shown = await track(result);
      if (shown) onKept();
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
      disabled={busy || processing}
      onClick={() => void keep()}
    >
      {busy ? 'Processing...' : label}
    </Button>
  );
}
