/**
 * Joining the waitlist: the `joinWaitlist` callable, reached over plain HTTPS (see
 * `@/lib/callable`) so the public waitlist page ships no Firebase SDK.
 *
 * Contract: input is the domain's `waitlistSignupInputSchema` output (`full_name`,
 * `email`, `tier`, and `zip_code` / `excitement_reason` / `comment` or null); the function
 * re-validates it and answers `already-exists` for an email already on the list.
 */
import { useCallback, useState } from 'react';
import {
  waitlistSignupInputSchema,
  type WaitlistSignupInput,
  type WaitlistSignupValues,
} from '@unlimited/domain';
import { callFunction, isCallableError } from '@/lib/callable';

/** The form's schema: the same one the callable validates with. */
export const joinWaitlistInputSchema = waitlistSignupInputSchema;
/** What the form holds (before parsing). */
export type JoinWaitlistInput = WaitlistSignupInput;
/** What the form submits (parsed: trimmed, blank optional fields null). */
export type JoinWaitlistValues = WaitlistSignupValues;

export const JOIN_WAITLIST_FUNCTION = 'joinWaitlist';

/** How a signup ended: added, already on the list, or any other failure. */
export type JoinWaitlistOutcome = 'joined' | 'already-joined' | 'failed';

/** Sends one signup; never throws. */
export async function joinWaitlist(values: JoinWaitlistValues): Promise<JoinWaitlistOutcome> {
  try {
    await callFunction<JoinWaitlistValues, unknown>(JOIN_WAITLIST_FUNCTION, values);
    return 'joined';
  } catch (error) {
    if (isCallableError(error, 'already-exists')) return 'already-joined';
    console.error('Joining the waitlist failed', error);
    return 'failed';
  }
}

/** `joinWaitlist` with its pending state, for the signup form. */
export function useJoinWaitlist() {
  const [isPending, setIsPending] = useState(false);
  const join = useCallback(async (values: JoinWaitlistValues) => {
    setIsPending(true);
    try {
      return await joinWaitlist(values);
    } finally {
      setIsPending(false);
    }
  }, []);
  return { joinWaitlist: join, isPending };
}
