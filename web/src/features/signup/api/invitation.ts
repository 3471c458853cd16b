/**
 * The invitee's sign-up calls: read what the invitation link allows (`getInvitation`),
 * create the account with it (`acceptInvitation`, then sign in), and pay
 * (`startCheckout`, with `getBillingMode` to say whether a card is charged).
 */
import { useCallback, useEffect, useState } from 'react';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useAuth } from 'reactfire';
import {
  NO_INVITATION_TO_FINISH,
  type AccountCreationValues,
  type GetInvitationResult,
  type InvitationRefusalReason,
  type StartCheckoutInput,
  type StartCheckoutResult,
} from '@unlimited/domain';
import { CallableError, useCallable } from '@/lib/callable';

export const INVITATION_CHECK_FAILED =
  'We could not check your invitation. Please reload the page to try again.';
export const ACCOUNT_CREATION_FAILED = 'An unexpected error occurred during signup';
export const CHECKOUT_FAILED = 'Payment could not be started. Please try again.';

export type InvitationState =
  | { status: 'loading' }
  | { status: 'ready'; invitation: GetInvitationResult }
  /**
   * The link cannot be used: `message` says why (expired, used, revoked…), `reason` is
   * the function's reason code when it gave one; `none`: no invitation to finish.
   */
  | { status: 'refused'; message: string; reason?: InvitationRefusalReason | 'none' }
  | { status: 'error'; message: string };

function reasonOf(error: CallableError): InvitationRefusalReason | undefined {
  const { details } = error;
  const reason =
    typeof details === 'object' && details !== null && 'reason' in details
      ? details.reason
      : undefined;
  return typeof reason === 'string' ? (reason as InvitationRefusalReason) : undefined;
}

/**
 * What the invitation `token` allows the signed-in user `uid` (or a visitor); asked
 * again when the user changes (after the account is created and signed in). Token
 * `null`: the signed-in user's own accepted invitation (`getMyInvitation`).
 */
export function useInvitation(token: string | null, uid: string | null): InvitationState {
  const getInvitation = useCallable('getInvitation');
  const getMyInvitation = useCallable('getMyInvitation');
  const key = `${uid ?? ''}:${token ?? ''}`;
  // The answer for `key`; an answer for another key (the user changed) reads as loading.
  const [answer, setAnswer] = useState<{ key: string; state: InvitationState } | null>(null);
  useEffect(() => {
    let live = true;
    (token === null ? getMyInvitation() : getInvitation({ token }))
      .then((invitation) => {
        if (!live) return;
        setAnswer({
          key,
          state:
            invitation === null
              ? { status: 'refused', message: NO_INVITATION_TO_FINISH, reason: 'none' }
              : { status: 'ready', invitation },
        });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const refused =
          error instanceof CallableError &&
          error.fromFunction &&
          (error.code === 'failed-precondition' || error.code === 'invalid-argument');
        setAnswer({
          key,
          state: refused
            ? { status: 'refused', message: error.message, reason: reasonOf(error) }
            : { status: 'error', message: INVITATION_CHECK_FAILED },
        });
      });
    return () => {
      live = false;
    };
  }, [getInvitation, getMyInvitation, token, key]);
  return answer?.key === key ? answer.state : { status: 'loading' };
}

/** Creates the account with the invitation, then signs in with it. */
export function useCreateAccount(): (
  token: string,
  values: AccountCreationValues,
) => Promise<void> {
  const acceptInvitation = useCallable('acceptInvitation');
  const auth = useAuth();
  return useCallback(
    async (token, values) => {
      const { email } = await acceptInvitation({
        token,
        first_name: values.first_name,
        last_name: values.last_name,
        password: values.password,
        shipping_address: values.shipping_address,
      });
      await signInWithEmailAndPassword(auth, email, values.password);
    },
    [acceptInvitation, auth],
  );
}

export function useStartCheckout(): (input: StartCheckoutInput) => Promise<StartCheckoutResult> {
  return useCallable('startCheckout');
}

/** Whether checkout charges a card (Stripe) or completes in demo billing mode. */
export { useBillingMode } from '@/lib/billing-mode';

/**
 * Waits until the user's ID token carries `tier` (the claims trigger sets it after the
 * subscription is written), force-refreshing it; gives up after `attempts` seconds.
 */
export async function waitForTierClaim(
  user: {
    getIdToken(force: boolean): Promise<string>;
    getIdTokenResult(): Promise<{ claims: Record<string, unknown> }>;
  },
  tier: string,
  attempts = 20,
): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await user.getIdToken(true);
    if ((await user.getIdTokenResult()).claims.tier === tier) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}
