import { expect } from 'vitest';

/** Headers a page may set without a CORS preflight (the Fetch standard's safelist). */
const SAFELISTED = new Set(['accept', 'accept-language', 'content-language', 'content-type']);
/** The content types a request may carry without a preflight. */
const SIMPLE_TYPES = new Set([
  'text/plain',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
]);

/**
 * Fails unless a cross-origin fetch with `init` goes out as a CORS "simple request": a
 * GET, HEAD or POST with safelisted headers only, so the browser sends no `OPTIONS` first.
 */
export function expectCorsSimpleRequest(init: RequestInit): void {
  expect(['GET', 'HEAD', 'POST']).toContain(init.method ?? 'GET');
  const headers = new Headers(init.headers);
  expect([...headers.keys()].filter((name) => !SAFELISTED.has(name))).toEqual([]);
  const type = headers.get('content-type');
  if (type !== null) expect(SIMPLE_TYPES).toContain(type.split(';')[0]!.trim().toLowerCase());
}
