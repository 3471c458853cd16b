import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { plural } from '@/lib/plural';
import { callableErrorMessage } from '@/lib/callable';
import {
  INVITE_FAILED,
  REVOKE_FAILED,
  useInviteSignups,
  useRevokeInvitation,
} from '../api/invitations';

/** Invite / re-send / revoke with the toasts that report what happened. */
export function useInviteActions() {
  const inviteSignups = useInviteSignups();
  const revokeInvitation = useRevokeInvitation();
  const [busy, setBusy] = useState(false);

  const invite = useCallback(
    async (signupIds: string[]): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await inviteSignups({ signupIds });
        if (result.invited.length > 0) {
          toast.success(`Invitation sent to ${plural(result.invited.length, 'signup', 'signups')}`);
        }
        for (const skipped of result.skipped) toast.error(skipped.reason);
        return result.invited.length > 0;
      } catch (error) {
        toast.error(callableErrorMessage(error, INVITE_FAILED));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [inviteSignups],
  );

  const revoke = useCallback(
    async (signupId: string): Promise<boolean> => {
      setBusy(true);
      try {
        await revokeInvitation({ signupId });
        toast.success('Invitation revoked');
        return true;
      } catch (error) {
        toast.error(callableErrorMessage(error, REVOKE_FAILED));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [revokeInvitation],
  );

  return { invite, revoke, busy };
}
