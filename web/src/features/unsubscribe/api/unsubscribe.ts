/**
 * The unsubscribe link of a notice email: `unsubscribeEmails` over plain HTTPS (no sign-in,
 * no App Check, no Firebase SDK: the signed token in the link is the permission).
 */
import { useCallback, useEffect, useState } from 'react';
import {
  CALLABLE_NAMES,
  UNSUBSCRIBE_LINK_INVALID,
  type UnsubscribeEmailsInput,
  type UnsubscribeEmailsResult,
} from '@unlimited/domain';
import { callFunction, isCallableError } from '@/lib/callable';

export const UNSUBSCRIBE_UNREACHABLE =
  'We could not reach Unlimited to read your link. Check your connection and try again.';
export const UNSUBSCRIBE_FAILED = 'Your emails could not be turned off. Please try again.';

/** What the page shows. */
export type UnsubscribeState =
  | { status: 'checking' }
  | { status: 'ready'; result: UnsubscribeEmailsResult }
  | { status: 'saving'; result: UnsubscribeEmailsResult; action: 'unsubscribe' | 'unsubscribe_all' }
  | { status: 'done'; result: UnsubscribeEmailsResult; action: 'unsubscribe' | 'unsubscribe_all' }
  /** The link cannot be used (invalid, expired, account gone): `message` says why. */
  | { status: 'refused'; message: string }
  /** The service could not be reached or failed: trying again may work. */
  | { status: 'error'; message: string; result: UnsubscribeEmailsResult | null };

function call(input: UnsubscribeEmailsInput): Promise<UnsubscribeEmailsResult> {
  return callFunction<UnsubscribeEmailsInput, UnsubscribeEmailsResult>(
    CALLABLE_NAMES.unsubscribeEmails,
    input,
    { appCheck: false },
  );
}

function refusal(error: unknown): string | null {
  return isCallableError(error, 'failed-precondition') || isCallableError(error, 'invalid-argument')
    ? error.message
    : null;
}

/** Checks `token` on arrival, then turns off what the member chooses. */
export function useUnsubscribe(token: string | null): {
  state: UnsubscribeState;
  turnOff: (action: 'unsubscribe' | 'unsubscribe_all') => Promise<void>;
  retry: () => void;
} {
  const [state, setState] = useState<UnsubscribeState>(
    token ? { status: 'checking' } : { status: 'refused', message: UNSUBSCRIBE_LINK_INVALID },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let live = true;
    call({ token, action: 'check' })
      .then((result) => {
        if (live) setState({ status: 'ready', result });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const message = refusal(error);
        setState(
          message === null
            ? { status: 'error', message: UNSUBSCRIBE_UNREACHABLE, result: null }
            : { status: 'refused', message },
        );
      });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const turnOff = useCallback(
    async (action: 'unsubscribe' | 'unsubscribe_all') => {
      if (!token || (state.status !== 'ready' && state.status !== 'error')) return;
      const before = state.result;
      if (before === null) return;
      setState({ status: 'saving', result: before, action });
      try {
        const result = await call({ token, action });
        setState({ status: 'done', result, action });
      } catch (error) {
        const message = refusal(error);
        setState(
          message === null
            ? { status: 'error', message: UNSUBSCRIBE_FAILED, result: before }
            : { status: 'refused', message },
        );
      }
    },
    [token, state],
  );

  const retry = useCallback(() => {
    setState({ status: 'checking' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, turnOff, retry };
}
