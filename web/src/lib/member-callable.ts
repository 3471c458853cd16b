/**
 * Typed access to the callable functions for signed-in screens, over the Firebase SDK
 * (`httpsCallable` with the signed-in user's ID token). Feature `api/` files wrap one
 * callable each with {@link useMemberCallable}; {@link callableErrorMessage} turns a
 * failure into the text to show.
 *
 * The Functions SDK loads on the first call, not with the page: no screen calls a function
 * to show itself, only when someone acts.
 */
import { useCallback } from 'react';
import { FirebaseError } from 'firebase/app';
import { CALLABLE_NAMES, type CallableContracts, type CallableName } from '@unlimited/domain';

type Input<N extends CallableName> = CallableContracts[N]['input'];
type Result<N extends CallableName> = CallableContracts[N]['result'];

/**
 * Calls the callable function `name` (its deployed name, as in `CALLABLE_NAMES`) with the
 * signed-in user's ID token, loading the Functions SDK the first time.
 */
export async function callFunction<I, R>(name: string, input: I): Promise<R> {
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import('firebase/functions'),
    import('@/lib/firebase-cloud-functions'),
  ]);
  try {
    const { data } = await httpsCallable<I, R>(functions, name)(input);
    return data;
  } catch (error) {
    // The SDK ends every message with the HTTP status (`… [400]`): people never see it.
    if (error instanceof FirebaseError) error.message = withoutHttpStatus(error.message);
    throw error;
  }
}

/** `message` without the ` [400]` the Functions SDK appends to a function's message. */
export function withoutHttpStatus(message: string): string {
  return message.replace(/\s*\[\d{3}\]$/, '');
}

/** A function that calls callable `name` with its typed input and resolves with its result. */
export function useMemberCallable<N extends CallableName>(
  name: N,
): (input: Input<N>) => Promise<Result<N>> {
  return useCallback(
    (input: Input<N>) => callFunction<Input<N>, Result<N>>(CALLABLE_NAMES[name], input),
    [name],
  );
}

/*
 * Codes whose message the functions write for people
 * (domain/src/operations/callables.ts): a business rule's refusal, bad input, a missing
 * order or bag, not signed in, too many tries, and a change billing did not apply or a
 * write given up under contention (`aborted`).
 */
const MEANINGFUL_CODES = new Set([
  'functions/failed-precondition',
  'functions/invalid-argument',
  'functions/not-found',
  'functions/unauthenticated',
  'functions/permission-denied',
  'functions/already-exists',
  'functions/resource-exhausted',
  'functions/aborted',
]);

/**
 * The text to show for a failed call: the function's own message when it refused for a
 * reason the member can act on, else `fallback` (the spec's "… Please try again.").
 */
export function callableErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof FirebaseError && MEANINGFUL_CODES.has(error.code) && error.message) {
    return withoutHttpStatus(error.message);
  }
  return fallback;
}
