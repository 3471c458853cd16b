/**
 * Fixed-window rate limits kept in Firestore: one small document per limited key, read
 * and written in one transaction per call (cheap at the rates a public form sees). Each
 * document carries `expire_at` (its window's end): the TTL policy deletes it some time
 * after, and until then the window is judged from `window_start`, never from presence.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type Request } from 'firebase-functions/https';
import { config } from '../config';

export interface RateLimit {
  /** Calls allowed per window. */
  max: number;
  windowMs: number;
}

/** The counter document of `key`: a digest, so no address or email is stored or logged. */
export function rateLimitDocId(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Counts one call against `key` and says whether it is within `limit`. A call over the
 * limit is not counted, so a caller is let in again once the window has passed.
 */
export async function takeRateLimit(
  db: Firestore,
  key: string,
  limit: RateLimit,
  now: Date = new Date(),
): Promise<boolean> {
  const ref = db.collection(config.internalCollections.rateLimits).doc(rateLimitDocId(key));
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const windowStart = snapshot.get('window_start') as Timestamp | undefined;
    const count = (snapshot.get('count') as number | undefined) ?? 0;
    const fresh = windowStart === undefined || windowStart.toMillis() + limit.windowMs <= +now;
    if (!fresh && count >= limit.max) return false;
    tx.set(ref, {
      count: fresh ? 1 : count + 1,
      window_start: fresh ? Timestamp.fromDate(now) : windowStart,
      expire_at: Timestamp.fromMillis((fresh ? +now : windowStart.toMillis()) + limit.windowMs),
    });
    return true;
  });
}

/** Counts one call against `key`, refusing it with `message` (resource-exhausted) when over. */
export async function enforceRateLimit(
  db: Firestore,
  key: string,
  limit: RateLimit,
  message: string,
): Promise<void> {
  if (!(await takeRateLimit(db, key, limit))) throw new HttpsError('resource-exhausted', message);
}

/**
 * The network address of a callable's caller. Behind Google's front end the address it
 * saw is the LAST entry of X-Forwarded-For (earlier entries are whatever the client sent,
 * so they are not trusted); the emulator is reached directly.
 */
export function callerAddress(request: Pick<Request, 'headers' | 'ip'>): string {
  const forwarded = request.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return list.at(-1) ?? request.ip ?? 'unknown';
}
