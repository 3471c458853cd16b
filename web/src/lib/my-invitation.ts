/**
 * Whether the signed-in person created their account with an invitation and has not paid
 * yet (`getMyInvitation`): then the dashboard leads them back to the plan step, never to
 * the waitlist. Invitations stay admin-only in the rules; the function answers only about
 * the caller's own.
 */
import { useEffect, useState } from 'react';
import { RESUME_PARAM, type TierId } from '@unlimited/domain';
import { paths } from '@/config/paths';
import { useCallable } from '@/lib/callable';

/** Where a signed-in invitee finishes joining: the plan step of their own invitation. */
export const FINISH_JOINING_PATH = `${paths.signupTierSelection}?${RESUME_PARAM}=1`;

export type MyInvitationState =
  | { status: 'idle' | 'loading' | 'none' | 'error' }
  /** An accepted invitation to finish, with the tier asked for on the waitlist. */
  | { status: 'open'; tier: TierId };

/** Asks once `enabled` (the member has no subscription); `idle` until then. */
export function useMyInvitation(enabled: boolean): MyInvitationState {
  const getMyInvitation = useCallable('getMyInvitation');
  const [state, setState] = useState<MyInvitationState | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    getMyInvitation()
      .then((invitation) => {
        if (!live) return;
        setState(
          invitation === null ? { status: 'none' } : { status: 'open', tier: invitation.tier },
        );
      })
      .catch(() => {
        if (live) setState({ status: 'error' });
      });
    return () => {
      live = false;
    };
  }, [enabled, getMyInvitation]);
  if (!enabled) return { status: 'idle' };
  return state ?? { status: 'loading' };
}
