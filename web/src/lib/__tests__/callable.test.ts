import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLABLE_NAMES, CHANGE_NOT_APPLIED, PROMO_CODE_TRIES_EXCEEDED } from '@unlimited/domain';
import type * as AppCheckModule from '@/lib/app-check';
import {
  CALL_TIMEOUT_MS,
  callableErrorMessage,
  callableUrl,
  callFunction,
  CallableError,
  isCallableError,
  useCallable,
} from '@/lib/callable';
import { shareLoadedAuth, type LoadedAuth } from '@/lib/session/loaded-auth';
import { eventually } from '@/testing/eventually';

// The emulator's App Check token, unless a test makes App Check fail.
const appCheck = vi.hoisted(() => ({ failure: null as Error | null }));
vi.mock('@/lib/app-check', async (importOriginal) => {
  const real = await importOriginal<typeof AppCheckModule>();
  return {
    ...real,
    appCheckToken: () =>
      appCheck.failure === null ? real.appCheckToken() : Promise.reject(appCheck.failure),
  };
});

/** An unsigned JWT, as `localAppCheckToken` mints for the emulator. */
const LOCAL_APP_CHECK_TOKEN = /^[\w-]+\.[\w-]+\.$/;

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Record<string, string> {
  return fetchMock.mock.calls[0]![1].headers as Record<string, string>;
}

/** Auth as `@/lib/firebase` shares it, with `user` signed in (or nobody). */
function signedIn(user: { getIdToken: () => Promise<string> } | null): LoadedAuth {
  const auth = { authStateReady: () => Promise.resolve(), currentUser: user };
  shareLoadedAuth(auth);
  return auth;
}

async function callAndCatch(
  call: () => Promise<unknown> = () => callFunction('joinWaitlist', { email: 'a@b.co' }),
): Promise<CallableError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof CallableError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  appCheck.failure = null;
  shareLoadedAuth(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  shareLoadedAuth(null);
});

describe('callableUrl', () => {
  const base = {
    firebase: {
      apiKey: 'k',
      authDomain: 'unlimited-prod.firebaseapp.com',
      projectId: 'unlimited-prod',
      storageBucket: 'b',
      appId: 'a',
    },
    functionsRegion: 'europe-west1',
    emulatorHost: 'localhost',
  };

  it('points at the Functions emulator port from firebase.json when emulators are on', () => {
    expect(callableUrl('joinWaitlist', { ...base, useEmulators: true })).toBe(
      'http://localhost:5001/unlimited-prod/europe-west1/joinWaitlist',
    );
  });

  it('points at the deployed function otherwise', () => {
    expect(callableUrl('joinWaitlist', { ...base, useEmulators: false })).toBe(
      'https://europe-west1-unlimited-prod.cloudfunctions.net/joinWaitlist',
    );
  });
});

describe('callFunction: the request', () => {
  it('posts the input wrapped in "data" as JSON and resolves with "result"', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: { id: 'w1' } }));
    const input = { full_name: 'Ada', email: 'ada@example.com', tier: 'elite' };

    await expect(callFunction('joinWaitlist', input)).resolves.toEqual({ id: 'w1' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    // The test environment uses the demo project, which always talks to the emulators.
    expect(url).toBe('http://127.0.0.1:5001/demo-unlimited/us-central1/joinWaitlist');
    expect(init.method).toBe('POST');
    expect(sentHeaders(fetchMock)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ data: input });
  });

  it('encodes as the Functions SDK did: undefined fields as null, dates as ISO strings', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: null }));
    await callFunction('updateOrder', {
      id: 'o1',
      note: undefined,
      at: new Date('2026-11-30T10:00:00Z'),
      list: [1, undefined],
    });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
      data: { id: 'o1', note: null, at: '2026-11-30T10:00:00.000Z', list: [1, null] },
    });
  });

  it('sends no input as null and resolves with a null result', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: null }));
    await expect(callFunction('getMyInvitation', undefined)).resolves.toBeNull();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ data: null });
  });

  it('refuses a number JSON cannot carry, without calling', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: null }));
    const error = await callAndCatch(() => callFunction('previewCharge', { cents: NaN }));
    expect(error.code).toBe('invalid-argument');
    expect(error.fromFunction).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the signed-in user’s ID token, asked of Auth for each call', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: null }));
    const getIdToken = vi.fn(() => Promise.resolve('id-token-1'));
    signedIn({ getIdToken });
    await callFunction('cancelOrder', { orderId: 'o1' });
    expect(sentHeaders(fetchMock).Authorization).toBe('Bearer id-token-1');
    // getIdToken() without force: Auth refreshes the token itself when it has expired.
    expect(getIdToken).toHaveBeenCalledWith();
  });

  it('waits for Auth to restore the session before reading who is signed in', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: null }));
    const auth = {
      currentUser: null as { getIdToken: () => Promise<string> } | null,
      authStateReady: () => {
        auth.currentUser = { getIdToken: () => Promise.resolve('restored-token') };
        return Promise.resolve();
      },
    };
    shareLoadedAuth(auth);
    await callFunction('cancelOrder', { orderId: 'o1' });
    expect(sentHeaders(fetchMock).Authorization).toBe('Bearer restored-token');
  });

  it('sends no Authorization for a visitor: the page never loaded Auth', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: null }));
    await callFunction('joinWaitlist', { email: 'a@b.co' });
    expect(sentHeaders(fetchMock)).not.toHaveProperty('Authorization');
  });

  it('sends no Authorization when Auth is loaded but nobody is signed in', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: null }));
    signedIn(null);
    await callFunction('getInvitation', { token: 't' });
    expect(sentHeaders(fetchMock)).not.toHaveProperty('Authorization');
  });

  it('leaves the token off when Auth cannot give one (the function then refuses)', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: null }));
    signedIn({ getIdToken: () => Promise.reject(new Error('auth/network-request-failed')) });
    await callFunction('cancelOrder', { orderId: 'o1' });
    expect(sentHeaders(fetchMock)).not.toHaveProperty('Authorization');
  });

  it('sends the App Check token (the emulator’s, minted for the app) by default', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: null }));
    await callFunction('joinWaitlist', { email: 'a@b.co' });
    expect(sentHeaders(fetchMock)['X-Firebase-AppCheck']).toMatch(LOCAL_APP_CHECK_TOKEN);
  });

  it('sends no App Check token when the call asks for none', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: null }));
    await callFunction('unsubscribeEmails', { token: 't', action: 'check' }, { appCheck: false });
    expect(sentHeaders(fetchMock)).not.toHaveProperty('X-Firebase-AppCheck');
  });

  it('fails as unavailable, without calling, when App Check gives no token', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: null }));
    appCheck.failure = new Error('App Check is not configured: set VITE_APP_CHECK_SITE_KEY');
    const error = await callAndCatch();
    expect(error.code).toBe('unavailable');
    expect(error.fromFunction).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('callFunction: failures', () => {
  it('maps ALREADY_EXISTS to the already-exists code with the message', async () => {
    stubFetch(async () =>
      jsonResponse(409, {
        error: { status: 'ALREADY_EXISTS', message: 'This email is already on the waitlist.' },
      }),
    );
    const error = await callAndCatch();
    expect(error.code).toBe('already-exists');
    expect(error.message).toBe('This email is already on the waitlist.');
    expect(error.fromFunction).toBe(true);
    expect(isCallableError(error, 'already-exists')).toBe(true);
    expect(isCallableError(error, 'internal')).toBe(false);
  });

  it('maps INVALID_ARGUMENT and keeps the details', async () => {
    stubFetch(async () =>
      jsonResponse(400, {
        error: {
          status: 'INVALID_ARGUMENT',
          message: 'Please enter a valid email address',
          details: { field: 'email' },
        },
      }),
    );
    const error = await callAndCatch();
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Please enter a valid email address');
    expect(error.details).toEqual({ field: 'email' });
  });

  it('reads a function’s 401 UNAUTHENTICATED as unauthenticated, with its message', async () => {
    stubFetch(async () =>
      jsonResponse(401, {
        error: { status: 'UNAUTHENTICATED', message: 'User not authenticated' },
      }),
    );
    const error = await callAndCatch();
    expect(error.code).toBe('unauthenticated');
    expect(callableErrorMessage(error, 'Try again.')).toBe('User not authenticated');
  });

  it('reads a function’s 403 PERMISSION_DENIED as permission-denied, with its message', async () => {
    stubFetch(async () =>
      jsonResponse(403, { error: { status: 'PERMISSION_DENIED', message: 'Admins only.' } }),
    );
    const error = await callAndCatch();
    expect(error.code).toBe('permission-denied');
    expect(callableErrorMessage(error, 'Try again.')).toBe('Admins only.');
  });

  it('reads a bare 401 or a proxy’s 403 page by the status, never showing it', async () => {
    stubFetch(async () => new Response('', { status: 401 }));
    const bare = await callAndCatch();
    expect(bare.code).toBe('unauthenticated');
    expect(bare.fromFunction).toBe(false);
    expect(callableErrorMessage(bare, 'Try again.')).toBe('Try again.');

    stubFetch(async () => new Response('<html>Forbidden</html>', { status: 403 }));
    const page = await callAndCatch();
    expect(page.code).toBe('permission-denied');
    expect(callableErrorMessage(page, 'Try again.')).toBe('Try again.');
  });

  it('falls back to the HTTP status when the body is not JSON', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 503 }));
    expect((await callAndCatch()).code).toBe('unavailable');
  });

  it('reports an error in a 200 response as the error', async () => {
    stubFetch(async () =>
      jsonResponse(200, { error: { status: 'NOT_FOUND', message: 'No such order.' } }),
    );
    const error = await callAndCatch();
    expect(error.code).toBe('not-found');
    expect(error.message).toBe('No such order.');
  });

  it('reports an unknown backend status as internal', async () => {
    stubFetch(async () => jsonResponse(500, { error: { status: 'TEAPOT', message: 'no' } }));
    expect((await callAndCatch()).code).toBe('internal');
  });

  it('reports a success response without a result as internal', async () => {
    stubFetch(async () => jsonResponse(200, { data: 1 }));
    expect((await callAndCatch()).code).toBe('internal');
  });

  it('reports a network failure as unavailable', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await callAndCatch();
    expect(error).toBeInstanceOf(CallableError);
    expect(error.code).toBe('unavailable');
    expect(error.fromFunction).toBe(false);
  });

  it('reports a call cancelled by its signal as cancelled', async () => {
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const pending = callAndCatch(() =>
      callFunction('joinWaitlist', {}, { signal: controller.signal }),
    );
    await eventually(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    expect((await pending).code).toBe('cancelled');
  });

  it('gives up after 70 seconds as deadline-exceeded, as the Functions SDK did', async () => {
    vi.useFakeTimers();
    let aborted = false;
    let sent: () => void = () => {};
    const requestSent = new Promise<void>((resolve) => (sent = resolve));
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          sent();
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
    );
    const pending = callAndCatch(() => callFunction('importProductsCsv', { csv: '' }));
    await requestSent;
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toBe(true);
    expect((await pending).code).toBe('deadline-exceeded');
    expect(CALL_TIMEOUT_MS).toBe(70_000);
  });
});

describe('useCallable', () => {
  it('calls the callable by its deployed name with the typed input', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: { mailId: 'm1' } }));
    const { result } = renderHook(() => useCallable('resendMail'));
    await expect(result.current({ mailId: 'm1' })).resolves.toEqual({ mailId: 'm1' });
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/resendMail$/);
  });

  it('can send each callable’s key: every callable is deployed under its key', () => {
    for (const [key, deployed] of Object.entries(CALLABLE_NAMES)) expect(deployed).toBe(key);
  });

  it('keeps one function across renders', () => {
    const { result, rerender } = renderHook(() => useCallable('resendMail'));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('callableErrorMessage', () => {
  it('shows a business rule’s refusal as the function wrote it', () => {
    const error = new CallableError(
      'failed-precondition',
      'You must return your current bag to downgrade your membership.',
    );
    expect(callableErrorMessage(error, 'Failed. Please try again.')).toBe(
      'You must return your current bag to downgrade your membership.',
    );
  });

  it('says how long to wait when there were too many tries', () => {
    const error = new CallableError('resource-exhausted', PROMO_CODE_TRIES_EXCEEDED);
    expect(callableErrorMessage(error, 'Try again.')).toBe(PROMO_CODE_TRIES_EXCEEDED);
  });

  it('says a membership change was not applied, never that it was', () => {
    const error = new CallableError('aborted', CHANGE_NOT_APPLIED);
    expect(callableErrorMessage(error, 'Try again.')).toBe(CHANGE_NOT_APPLIED);
  });

  it('shows the message of each code written for people', () => {
    for (const code of [
      'failed-precondition',
      'invalid-argument',
      'not-found',
      'unauthenticated',
      'permission-denied',
      'already-exists',
      'resource-exhausted',
      'aborted',
    ] as const) {
      expect(callableErrorMessage(new CallableError(code, `Said for ${code}.`), 'Try again.')).toBe(
        `Said for ${code}.`,
      );
    }
  });

  it('falls back to the generic text for outages and unknown errors', () => {
    for (const code of ['internal', 'unavailable', 'unknown', 'deadline-exceeded'] as const) {
      expect(callableErrorMessage(new CallableError(code, code), 'Try again.')).toBe('Try again.');
    }
    expect(callableErrorMessage(new Error('network'), 'Try again.')).toBe('Try again.');
    expect(
      callableErrorMessage(
        new CallableError('failed-precondition', 'Request failed [400]', { fromFunction: false }),
        'Try again.',
      ),
    ).toBe('Try again.');
  });
});
