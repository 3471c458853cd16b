/** Turning refusals and unexpected failures into the errors a caller sees. */
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/https';

/** The message of unexpected failures (spec: "Something went wrong. Please try again."). */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** A business rule refused the call: `failed-precondition` with the rule's text. */
export function refusal(message: string): HttpsError {
  return new HttpsError('failed-precondition', message);
}

/** gRPC status code of a Firestore error, if it has one (`6` is ALREADY_EXISTS). */
export function grpcCode(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
}

/** Firestore's ALREADY_EXISTS status code. */
/** True for the Admin Auth SDK's "no such user" error. */
export function isUserNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/user-not-found';
}

export const ALREADY_EXISTS = 6;
/** Firestore's FAILED_PRECONDITION status code (a write's precondition did not hold). */
export const FAILED_PRECONDITION = 9;
/** Firestore's ABORTED status code (a transaction lost to contention too often). */
export const ABORTED = 10;

/** The message when a transaction kept losing to concurrent ones. */
export const TOO_BUSY = 'Many people are doing this right now. Please try again in a moment.';

/** Attempts of a transaction on a hot document (a bag many members want) before giving up. */
export const CONTENDED_TRANSACTION_ATTEMPTS = 10;

/**
 * Runs a callable's work: `HttpsError`s pass through as they are; anything else is
 * logged (with the ids in `context`, never personal data) and answered with
 * `internal` and a message a person can read.
 */
export async function handleErrors<T>(
  name: string,
  context: Record<string, string | number | null>,
  work: () => Promise<T>,
  message: string = SOMETHING_WENT_WRONG,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    if (grpcCode(error) === ABORTED) {
      logger.warn(`${name} gave up under contention`, context);
      throw new HttpsError('aborted', TOO_BUSY);
    }
    logger.error(`${name} failed`, {
      ...context,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new HttpsError('internal', message);
  }
}
