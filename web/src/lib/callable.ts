/**
 * The app's one client for `onCall` Cloud Functions: plain `fetch` speaking the documented
 * callable protocol (firebase.google.com/docs/functions/callable-reference), so no page
 * ships the Functions SDK. Feature `api/` files wrap one callable each with
 * {@link useCallable}; {@link callableErrorMessage} turns a failure into the text to show.
 *
 * Request: `POST {url}` with `Content-Type: application/json` and body `{ "data": … }`
 * (encoded as the SDK does: `undefined` fields as null, dates as ISO strings), plus
 * - `Authorization: Bearer <ID token>` when someone is signed in: the token of the Auth
 *   instance a page has loaded (`@/lib/session/loaded-auth`), refreshed when expired; the
 *   public pages never load Auth for this, so their calls are anonymous;
 * - `X-Firebase-AppCheck` with the app's App Check token (`@/lib/app-check`): every
 *   function but `unsubscribeEmails` enforces App Check (functions `withAppCheck`).
 * Response: `{ "result": … }` on success; `{ "error": { "status", "message", "details"? } }`
 * otherwise, whatever the HTTP status. Error codes become the client SDK's lower-kebab codes
 * (`ALREADY_EXISTS` → `already-exists`). Like the SDK, it never retries, and gives up after
 * 70 seconds (`deadline-exceeded`).
 */
import { useCallback } from 'react';
import type { CallableContracts, CallableName } from '@unlimited/domain';
import { emulators } from '../../../firebase.json';
import { env, type Env } from '@/config/env';
import { appCheckToken } from '@/lib/app-check';
import { loadedAuth } from '@/lib/session/loaded-auth';

/** The client SDK's `FunctionsErrorCode` values, without the `functions/` prefix. */
export type CallableErrorCode =
  | 'cancelled'
  | 'unknown'
  | 'invalid-argument'
  | 'deadline-exceeded'
  | 'not-found'
  | 'already-exists'
  | 'permission-denied'
  | 'resource-exhausted'
  | 'failed-precondition'
  | 'aborted'
  | 'out-of-range'
  | 'unimplemented'
  | 'internal'
  | 'unavailable'
  | 'data-loss'
  | 'unauthenticated';

const STATUS_TO_CODE: Record<string, CallableErrorCode> = {
  CANCELLED: 'cancelled',
  UNKNOWN: 'unknown',
  INVALID_ARGUMENT: 'invalid-argument',
  DEADLINE_EXCEEDED: 'deadline-exceeded',
  NOT_FOUND: 'not-found',
  ALREADY_EXISTS: 'already-exists',
  PERMISSION_DENIED: 'permission-denied',
  UNAUTHENTICATED: 'unauthenticated',
  RESOURCE_EXHAUSTED: 'resource-exhausted',
  FAILED_PRECONDITION: 'failed-precondition',
  ABORTED: 'aborted',
  OUT_OF_RANGE: 'out-of-range',
  UNIMPLEMENTED: 'unimplemented',
  INTERNAL: 'internal',
  UNAVAILABLE: 'unavailable',
  DATA_LOSS: 'data-loss',
};

/** Fallback code from the HTTP status when the body names none (as the client SDK does). */
function codeForHttpStatus(status: number): CallableErrorCode {
  switch (status) {
    case 400:
      return 'invalid-argument';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'permission-denied';
    case 404:
      return 'not-found';
    case 409:
      return 'aborted';
    case 429:
      return 'resource-exhausted';
    case 499:
      return 'cancelled';
    case 501:
      return 'unimplemented';
    case 503:
      return 'unavailable';
    case 504:
      return 'deadline-exceeded';
    case 500:
      return 'internal';
    default:
      return 'unknown';
  }
}

/** A callable function's failure, with the code the function threw (or the transport's). */
export class CallableError extends Error {
  readonly code: CallableErrorCode;
  /** The `details` of the function's `HttpsError` (a refusal's reason, the refused item…). */
  readonly details: unknown;
  /**
   * Whether the function itself answered with this code and message (its messages are
   * written for people); false when the call failed on the way (no network, a proxy's
   * error page, a malformed answer, no App Check token), whose message is for logs only.
   */
  readonly fromFunction: boolean;

  constructor(
    code: CallableErrorCode,
    message: string,
    options: { details?: unknown; fromFunction?: boolean; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CallableError';
    this.code = code;
    this.details = options.details;
    this.fromFunction = options.fromFunction ?? true;
  }
}

/** Whether `error` is a {@link CallableError}, optionally with the given code. */
export function isCallableError(error: unknown, code?: CallableErrorCode): error is CallableError {
  return error instanceof CallableError && (code === undefined || error.code === code);
}

/** The URL of callable `name`: the Functions emulator locally, else the deployed function. */
export function callableUrl(
  name: string,
  config: Pick<Env, 'firebase' | 'functionsRegion' | 'useEmulators' | 'emulatorHost'> = env,
): string {
  const { projectId } = config.firebase;
  const region = config.functionsRegion;
  // The flag Vite writes in drops this branch (and firebase.json's ports) from a deploy build.
  if (import.meta.env.VITE_USE_EMULATORS !== 'false' && config.useEmulators) {
    const port = emulators.functions.port;
    return `http://${config.emulatorHost}:${port}/${projectId}/${region}/${name}`;
  }
  return `https://${region}-${projectId}.cloudfunctions.net/${name}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * `data` in the protocol's JSON, as the Functions SDK encodes it: `undefined` (a field
 * left out of an optional value) as null, dates as ISO strings.
 *
 * @throws CallableError `invalid-argument` for a value JSON cannot carry (NaN, Infinity)
 */
export function encodeCallableData(data: unknown): unknown {
  if (data === null || data === undefined) return null;
  if (data instanceof Number || data instanceof String || data instanceof Boolean) {
    return encodeCallableData(data.valueOf());
  }
  if (typeof data === 'number') {
    if (Number.isFinite(data)) return data;
  } else if (typeof data === 'boolean' || typeof data === 'string') {
    return data;
  } else if (data instanceof Date) {
    return data.toISOString();
  } else if (Array.isArray(data)) {
    return data.map(encodeCallableData);
  } else if (typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, encodeCallableData(value)]),
    );
  }
  throw new CallableError('invalid-argument', `Data cannot be encoded in JSON: ${String(data)}`, {
    fromFunction: false,
  });
}

function errorFromBody(httpStatus: number, body: unknown): CallableError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (error === null) {
    return new CallableError(codeForHttpStatus(httpStatus), `Request failed [${httpStatus}]`, {
      fromFunction: false,
    });
  }
  const status = typeof error.status === 'string' ? error.status : null;
  const code = status === null ? codeForHttpStatus(httpStatus) : STATUS_TO_CODE[status];
  if (code === undefined) {
    return new CallableError('internal', `Unknown backend error status: ${status}`, {
      fromFunction: false,
    });
  }
  const message = typeof error.message === 'string' ? error.message : (status ?? code);
  return new CallableError(code, message, { details: error.details });
}

/** The signed-in user's ID token, if a page has loaded Auth and someone is signed in. */
async function idToken(): Promise<string | null> {
  const auth = loadedAuth();
  if (auth === null) return null;
  try {
    await auth.authStateReady();
    return (await auth.currentUser?.getIdToken()) ?? null;
  } catch {
    // As the Functions SDK: a token that cannot be had is left off (the function refuses).
    return null;
  }
}

/** How long a call may take, as the Functions SDK's default. */
export const CALL_TIMEOUT_MS = 70_000;

/** How a call is made; the defaults suit every callable but `unsubscribeEmails`. */
export interface CallOptions {
  /** Cancels the call (it then fails with `cancelled`). */
  signal?: AbortSignal;
  /** Whether to send an App Check token (default true: the function enforces it). */
  appCheck?: boolean;
}

/**
 * Calls callable function `name` (its deployed name) with `data` and resolves with its
 * result: with the signed-in user's ID token when there is one, and App Check's token.
 *
 * @throws CallableError with the function's code (`already-exists`, `invalid-argument`, …);
 *   `unavailable` when the network fails or App Check gives no token; `deadline-exceeded`
 *   after {@link CALL_TIMEOUT_MS}; `internal` when the response is malformed.
 */
export async function callFunction<I, O>(
  name: string,
  data: I,
  options: CallOptions = {},
): Promise<O> {
  const body = JSON.stringify({ data: encodeCallableData(data) });
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const [token, appCheck] = await Promise.all([
    idToken(),
    options.appCheck === false
      ? null
      : appCheckToken().catch((cause: unknown) => {
          throw new CallableError('unavailable', 'No App Check token for this call.', {
            fromFunction: false,
            cause,
          });
        }),
  ]);
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (appCheck !== null) headers['X-Firebase-AppCheck'] = appCheck;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, CALL_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  const { signal } = options;
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    let response: Response;
    try {
      response = await fetch(callableUrl(name), {
        method: 'POST',
        headers,
        body,
        signal: controller.signal,
      });
    } catch (cause) {
      if (timedOut) {
        throw new CallableError('deadline-exceeded', 'deadline-exceeded', { fromFunction: false });
      }
      if (controller.signal.aborted) {
        throw new CallableError('cancelled', 'The request was cancelled.', { fromFunction: false });
      }
      throw new CallableError('unavailable', 'The service could not be reached.', {
        fromFunction: false,
        cause,
      });
    }

    let result: unknown = null;
    try {
      result = await response.json();
    } catch {
      // Not JSON (for example a proxy's HTML error page): judged by the HTTP status below.
    }

    // The protocol reports errors in the body whatever the status; check it first.
    if (!response.ok || (isRecord(result) && 'error' in result)) {
      throw errorFromBody(response.status, result);
    }
    if (!isRecord(result) || !('result' in result)) {
      throw new CallableError('internal', 'Response is missing the result field.', {
        fromFunction: false,
      });
    }
    return result.result as O;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

type Input<N extends CallableName> = CallableContracts[N]['input'];
type Result<N extends CallableName> = CallableContracts[N]['result'];

/**
 * A function that calls callable `name` with its typed input and resolves with its result.
 * Each callable is deployed under its key in the domain's `CALLABLE_NAMES` (a test holds
 * them equal), so the name is sent as it is: importing `CALLABLE_NAMES` itself would bring
 * the domain's callable schemas (zod) into the public pages' first call.
 */
export function useCallable<N extends CallableName>(
  name: N,
): (input: Input<N>) => Promise<Result<N>> {
  return useCallback((input: Input<N>) => callFunction<Input<N>, Result<N>>(name, input), [name]);
}

/*
 * Codes whose message the functions write for people
 * (domain/src/operations/callables.ts): a business rule's refusal, bad input, a missing
 * order or bag, not signed in, too many tries, and a change billing did not apply or a
 * write given up under contention (`aborted`).
 */
const MEANINGFUL_CODES: ReadonlySet<CallableErrorCode> = new Set<CallableErrorCode>([
  'failed-precondition',
  'invalid-argument',
  'not-found',
  'unauthenticated',
  'permission-denied',
  'already-exists',
  'resource-exhausted',
  'aborted',
]);

/**
 * The text to show for a failed call: the function's own message when it refused for a
 * reason the member can act on, else `fallback` (the spec's "… Please try again.").
 */
export function callableErrorMessage(error: unknown, fallback: string): string {
  if (
    error instanceof CallableError &&
    error.fromFunction &&
    MEANINGFUL_CODES.has(error.code) &&
    error.message
  ) {
    return error.message;
  }
  return fallback;
}
