import { afterEach, describe, expect, it, vi } from 'vitest';
import { callableUrl, callFunction, CallableError, isCallableError } from '@/lib/callable';

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

async function callAndCatch(): Promise<CallableError> {
  try {
    await callFunction('joinWaitlist', { email: 'a@b.co' });
  } catch (error) {
    if (error instanceof CallableError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
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

describe('callFunction', () => {
  it('posts the input wrapped in "data" as JSON and resolves with "result"', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { result: { id: 'w1' } }));
    const input = { full_name: 'Ada', email: 'ada@example.com', tier: 'elite' };

    await expect(callFunction('joinWaitlist', input)).resolves.toEqual({ id: 'w1' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    // The test environment uses the demo project, which always talks to the emulators.
    expect(url).toBe('http://127.0.0.1:5001/demo-unlimited/us-central1/joinWaitlist');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ data: input });
  });

  it('resolves with a null result', async () => {
    stubFetch(async () => jsonResponse(200, { result: null }));
    await expect(callFunction('ping', undefined)).resolves.toBeNull();
  });

  it('maps ALREADY_EXISTS to the already-exists code with the message', async () => {
    stubFetch(async () =>
      jsonResponse(409, {
        error: { status: 'ALREADY_EXISTS', message: 'This email is already on the waitlist.' },
      }),
    );
    const error = await callAndCatch();
    expect(error.code).toBe('already-exists');
    expect(error.message).toBe('This email is already on the waitlist.');
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

  it('falls back to the HTTP status when the body is not JSON', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 503 }));
    expect((await callAndCatch()).code).toBe('unavailable');
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
  });

  it('reports an aborted request as cancelled', async () => {
    stubFetch(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    expect((await callAndCatch()).code).toBe('cancelled');
  });
});
