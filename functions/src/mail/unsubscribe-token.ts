/**
 * Unsubscribe tokens: `<payload>.<signature>`, both base64url, where the payload is
 * `{ u: uid, k: kind, t: issued at (seconds) }` as JSON and the signature is its
 * HMAC-SHA256 under MAIL_UNSUBSCRIBE_SECRET. Unguessable without the key; nothing is stored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  UNSUBSCRIBE_LINK_DAYS,
  isNotificationKind,
  type NotificationKind,
  type UnsubscribeClaim,
} from '@unlimited/domain';

const DAY_MS = 86_400_000;

function sign(payload: string, key: string): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:v1:${payload}`).digest();
}

/** A token that lets whoever holds it turn off `kind` emails for `uid`. */
export function createUnsubscribeToken(
  uid: string,
  kind: NotificationKind,
  issuedAt: Date,
  key: string,
): string {
  const payload = Buffer.from(
    JSON.stringify({ u: uid, k: kind, t: Math.floor(issuedAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${payload}.${sign(payload, key).toString('base64url')}`;
}

/** What checking a token found. */
export type UnsubscribeTokenCheck =
  { ok: true; claim: UnsubscribeClaim } | { ok: false; reason: 'invalid' | 'expired' };

/** Reads and verifies `token` at `now` (a link works {@link UNSUBSCRIBE_LINK_DAYS} days). */
export function verifyUnsubscribeToken(
  token: string,
  now: Date,
  key: string,
): UnsubscribeTokenCheck {
  const parts = token.trim().split('.');
  if (parts.length !== 2) return { ok: false, reason: 'invalid' };
  const [payload = '', signature = ''] = parts;
  const expected = sign(payload, key);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let data: { u?: unknown; k?: unknown; t?: unknown };
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof data;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof data.u !== 'string' || data.u === '' || data.u.includes('/')) {
    return { ok: false, reason: 'invalid' };
  }
  if (!isNotificationKind(data.k) || typeof data.t !== 'number' || !Number.isFinite(data.t)) {
    return { ok: false, reason: 'invalid' };
  }
  const issuedAt = new Date(data.t * 1000);
  if (now.getTime() - issuedAt.getTime() > UNSUBSCRIBE_LINK_DAYS * DAY_MS) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, claim: { uid: data.u, kind: data.k, issuedAt } };
}
