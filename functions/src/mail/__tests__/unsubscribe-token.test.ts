import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_LINK_DAYS } from '@unlimited/domain';
import { createUnsubscribeToken, verifyUnsubscribeToken } from '../unsubscribe-token';

const KEY = 'test-key-0123456789abcdef';
const T0 = new Date('2026-11-20T10:00:00Z');
const DAY = 86_400_000;

describe('unsubscribe tokens', () => {
  it('names the member and the kind it was made for', () => {
    const token = createUnsubscribeToken('member-1', 'shipping', T0, KEY);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(token, new Date(T0.getTime() + DAY), KEY)).toEqual({
      ok: true,
      claim: { uid: 'member-1', kind: 'shipping', issuedAt: T0 },
    });
  });

  it('expires after the stated number of days', () => {
    const token = createUnsubscribeToken('member-1', 'shipping', T0, KEY);
    const limit = T0.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY;
    expect(verifyUnsubscribeToken(token, new Date(limit), KEY).ok).toBe(true);
    expect(verifyUnsubscribeToken(token, new Date(limit + 1000), KEY)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token signed with another key, altered, or cut short', () => {
    const token = createUnsubscribeToken('member-1', 'shipping', T0, KEY);
    expect(verifyUnsubscribeToken(token, T0, 'another-key')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const [payload = '', signature = ''] = token.split('.');
    // Another member in the payload, same signature.
    const forged = Buffer.from(
      JSON.stringify({ u: 'member-2', k: 'shipping', t: T0.getTime() / 1000 }),
    ).toString('base64url');
    expect(verifyUnsubscribeToken(`${forged}.${signature}`, T0, KEY).ok).toBe(false);
    expect(verifyUnsubscribeToken(`${payload}.${signature.slice(0, -2)}`, T0, KEY).ok).toBe(false);
    expect(verifyUnsubscribeToken(payload, T0, KEY).ok).toBe(false);
    expect(verifyUnsubscribeToken('', T0, KEY).ok).toBe(false);
  });
});
