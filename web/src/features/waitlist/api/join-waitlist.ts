/**
 * Joining the waitlist: the `joinWaitlist` callable, reached over plain HTTPS (see
 * `@/lib/callable`) so the public waitlist page ships no Firebase SDK.
 *
 * Contract: input is the domain's `waitlistSignupInputSchema` output (`full_name`,
 * `email`, `tier`, and `zip_code` / `excitement_reason` / `comment` or null); the function
 * re-validates it and answers `already-exists` for a mailbox already on the list,
 * `failed-precondition` for a member's email (they sign in instead) and
 * `resource-exhausted` when this network sent too many signups; it requires an App Check
 * token, which the client sends (`@/lib/app-check`).
 */
import { useCallback, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import type { WaitlistSignupInput, WaitlistSignupValues } from '@unlimited/domain';
import type * as Callable from '@/lib/callable';
import type * as WaitlistValidation from './waitlist-validation';

/** What the form holds (before parsing). */
export type JoinWaitlistInput = WaitlistSignupInput;
/** What the form submits (parsed: trimmed, blank optional fields null). */
export type JoinWaitlistValues = WaitlistSignupValues;

/*
 * The page's first load carries neither zod nor the HTTPS client: the validation module
 * loads when the visitor first focuses the form (or submits), and the client on submit.
 */
let validation: Promise<typeof WaitlistValidation> | undefined;

/** Starts loading the form's validation (idempotent; a failed load is tried again next time). */
export function preloadWaitlistValidation() {
  validation ??= import('./waitlist-validation').catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
}

/** The form's resolver: the domain's `waitlistSignupInputSchema`, loaded on first use. */
export const joinWaitlistResolver: Resolver<
  JoinWaitlistInput,
  unknown,
  JoinWaitlistValues
> = async (values, context, options) =>
  (await preloadWaitlistValidation()).waitlistResolver(values, context, options);

export const JOIN_WAITLIST_FUNCTION = 'joinWaitlist';

/**
 * How a signup ended: added, already on the list, a member's email, too many from here, or
 * any other failure.
 */
export type JoinWaitlistOutcome =
  'joined' | 'already-joined' | 'member' | 'rate-limited' | 'failed';

/** Sends one signup; never throws. */
export async function joinWaitlist(values: JoinWaitlistValues): Promise<JoinWaitlistOutcome> {
  let callable: typeof Callable;
  try {
    callable = await import('@/lib/callable');
  } catch (error) {
    console.error('Joining the waitlist failed: the client did not load', error);
    return 'failed';
  }
  try {
    await callable.callFunction<JoinWaitlistValues, unknown>(JOIN_WAITLIST_FUNCTION, values);
    return 'joined';
  } catch (error) {
    if (callable.isCallableError(error, 'already-exists')) return 'already-joined';
    if (callable.isCallableError(error, 'failed-precondition')) return 'member';
    if (callable.isCallableError(error, 'resource-exhausted')) return 'rate-limited';
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
