import { describe, expect, it } from 'vitest';
import { restQueryInit } from '@/lib/public-data/rest-base';
import { expectCorsSimpleRequest } from '@/testing/cors-simple-request';

describe('restQueryInit', () => {
  it('posts the body as JSON text, labelled so the browser sends no preflight first', async () => {
    const init = restQueryInit({ structuredQuery: { limit: 24 } });
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ structuredQuery: { limit: 24 } });
    expectCorsSimpleRequest(init);
  });

  it('passes the caller’s abort signal on, and none when there is none', () => {
    const controller = new AbortController();
    expect(restQueryInit({}, controller.signal).signal).toBe(controller.signal);
    expect('signal' in restQueryInit({})).toBe(false);
  });
});
