/**
 * Calls an `onCall` Cloud Function over plain `fetch`, speaking the documented callable
 * protocol (firebase.google.com/docs/functions/callable-reference), so public pages can
 * use a callable without shipping the Firebase SDK.
 *
 * Request: `POST {url}` with `Content-Type: application/json` and body `{ "data": … }`.
 * Response: `{ "result": … }` on success; `{ "error": { "status", "message", "details"? } }`
 * otherwise, whatever the HTTP status. Error codes are turned into the client SDK's
 * lower-kebab codes (`ALREADY_EXISTS` → `already-exists`). Anonymous calls only: no
 * Authorization header is sent; an App Check token, when given, goes in
 * `X-Firebase-AppCheck`.
 */
import { emulators } from '../../../firebase.json';
import { env, type Env } from '@/config/env';

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
  readonly details: unknown;

  constructor(code: CallableErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'CallableError';
    this.code = code;
    this.details = details;
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

function errorFromBody(httpStatus: number, body: unknown): CallableError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (error === null) {
    return new CallableError(codeForHttpStatus(httpStatus), `Request failed [${httpStatus}]`);
  }
  const status = typeof error.status === 'string' ? error.status : null;
  const code = status === null ? codeForHttpStatus(httpStatus) : STATUS_TO_CODE[status];
  if (code === undefined) {
    return new CallableError('internal', `Unknown backend error status: ${status}`);
  }
  const message = typeof error.message === 'string' ? error.message : (status ?? code);
  return new CallableError(code, message, error.details);
}

/**
 * Calls callable function `name` with `data` and resolves with its result.
 *
 * @throws CallableError with the function's code (`already-exists`, `invalid-argument`, …);
 *   `unavailable` when the network fails; `internal` when the response is malformed.
 */
export async function callFunction<I, O>(
  name: string,
  data: I,
  options: { signal?: AbortSignal; appCheckToken?: string } = {},
): Promise<O> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.appCheckToken !== undefined) headers['X-Firebase-AppCheck'] = options.appCheckToken;
  let response: Response;
  try {
    response = await fetch(callableUrl(name), {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: data ?? null }),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') {
      throw new CallableError('cancelled', 'The request was cancelled.');
    }
    throw new CallableError('unavailable', 'The service could not be reached.', cause);
  }

  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (for example a proxy's HTML error page): judged by the HTTP status below.
  }

  // The protocol reports errors in the body whatever the status; check it first.
  if (!response.ok || (isRecord(body) && 'error' in body)) {
    throw errorFromBody(response.status, body);
  }
  if (!isRecord(body) || !('result' in body)) {
    throw new CallableError('internal', 'Response is missing the result field.');
  }
  return body.result as O;
}
