/**
 * App Check on every callable (issue 27 item 7; the waitlist had it alone): each one
 * exported refuses a request without an App Check token before its handler runs, the
 * way the deployed function answers a script holding a link or a stolen ID token.
 * Called through the HTTP handler firebase-functions builds, with a request and a
 * response that stand in for Express's.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import * as functions from '../index';

// The emulator's demo project: the cold-start check (params.ts, onInit) lets it run.
vi.stubEnv('GCLOUD_PROJECT', 'demo-unlimited');

interface Endpointed {
  __endpoint?: { callableTrigger?: unknown };
}

/*
 * unsubscribeEmails answers the link in a notice email: its signed token is the
 * permission and it only turns emails off, so it stays open like the one-click POST
 * (RFC 8058) that mail clients send without any App Check.
 */
const WITHOUT_APP_CHECK = new Set(['unsubscribeEmails']);

const callables = Object.entries(functions).filter(
  ([name, fn]) =>
    (fn as Endpointed).__endpoint?.callableTrigger !== undefined && !WITHOUT_APP_CHECK.has(name),
);

/** POSTs `{ data: null }` with no App Check (and no Authorization) header. */
async function callWithoutAppCheck(handler: unknown): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const req = {
    method: 'POST',
    url: '/',
    headers,
    body: { data: null },
    header: (name: string) => headers[name.toLowerCase()],
    get: (name: string) => headers[name.toLowerCase()],
  };
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    body: undefined as unknown,
    headersSent: false,
    setHeader: () => undefined,
    getHeader: () => undefined,
    removeHeader: () => undefined,
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    send(body: unknown) {
      res.body = body;
      res.emit('finish');
      return res;
    },
    end() {
      res.emit('finish');
      return res;
    },
    write: () => true,
  });
  await (handler as (rq: typeof req, rs: typeof res) => Promise<void>)(req, res);
  return { status: res.statusCode, body: res.body };
}

describe('App Check on every callable', () => {
  it('covers every callable the functions export (none forgotten)', () => {
    expect(callables.map(([name]) => name)).toEqual(
      expect.arrayContaining(['createOrder', 'getInvitation', 'acceptInvitation', 'joinWaitlist']),
    );
    expect(callables.length).toBeGreaterThanOrEqual(30);
  });

  it.each(callables)('%s refuses a call without an App Check token', async (_name, handler) => {
    const answer = await callWithoutAppCheck(handler);
    expect(answer).toEqual({
      status: 401,
      body: { error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } },
    });
  });
});
