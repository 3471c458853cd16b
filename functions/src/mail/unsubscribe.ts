/**
 * What an unsubscribe link does (the `unsubscribeEmails` callable behind the
 * `/unsubscribe` page, and the `unsubscribeOneClick` endpoint mail clients POST to), and
 * an admin's resend of a failed email.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  COLLECTIONS,
  DEFAULT_EMAIL_PREFERENCES,
  MAIL_NOT_FAILED,
  NOTIFICATION_KINDS,
  UNSUBSCRIBE_LINK_EXPIRED,
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBE_NO_ACCOUNT,
  normaliseFirestoreData,
  readMailDelivery,
  resendDelivery,
  type NotificationKind,
  type UnsubscribeClaim,
  type UnsubscribeEmailsResult,
} from '@unlimited/domain';
import { config } from '../config';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** The member and kind `token` names. @throws HttpsError `failed-precondition` when it is invalid or expired */
export function claimOf(token: string, now: Date, key: string): UnsubscribeClaim {
  const check = verifyUnsubscribeToken(token, now, key);
  if (!check.ok) {
    throw new HttpsError(
      'failed-precondition',
      check.reason === 'expired' ? UNSUBSCRIBE_LINK_EXPIRED : UNSUBSCRIBE_LINK_INVALID,
      { reason: check.reason },
    );
  }
  return check.claim;
}

/** What to turn off: nothing (`check`), the link's kind, or every notice email. */
export type UnsubscribeAction = 'check' | 'unsubscribe' | 'unsubscribe_all';

/**
 * Applies `action` to the member of `claim`'s email settings (`notification_settings`,
 * the switches of Account settings) and says what is on now.
 *
 * @throws HttpsError `failed-precondition` when the member's account is gone
 */
export async function applyUnsubscribe(
  db: Firestore,
  claim: UnsubscribeClaim,
  action: UnsubscribeAction,
  now: Date,
): Promise<UnsubscribeEmailsResult> {
  const settingsRef = db.collection(COLLECTIONS.notificationSettings).doc(claim.uid);
  const profileRef = db.collection(COLLECTIONS.profiles).doc(claim.uid);
  return db.runTransaction(async (tx) => {
    const [profile, settings] = await Promise.all([tx.get(profileRef), tx.get(settingsRef)]);
    if (!profile.exists) throw new HttpsError('failed-precondition', UNSUBSCRIBE_NO_ACCOUNT);
    const stored = (normaliseFirestoreData(settings.get('email')) ?? {}) as Partial<
      Record<NotificationKind, unknown>
    >;
    const email: Record<NotificationKind, boolean> = { ...DEFAULT_EMAIL_PREFERENCES };
    for (const kind of NOTIFICATION_KINDS) {
      if (typeof stored[kind] === 'boolean') email[kind] = stored[kind];
    }
    if (action !== 'check') {
      for (const kind of NOTIFICATION_KINDS) {
        if (action === 'unsubscribe_all' || kind === claim.kind) email[kind] = false;
      }
      tx.set(settingsRef, { email, updated_at: now });
    }
    return {
      kind: claim.kind,
      kindEmailOn: email[claim.kind],
      allOff: NOTIFICATION_KINDS.every((kind) => !email[kind]),
    };
  });
}

/**
 * Sends failed email `mailId` again (admins): its delivery becomes RETRY, due now, which
 * the `sendMail` trigger picks up at once.
 *
 * @throws HttpsError `not-found` / `failed-precondition` (it has not failed)
 */
export async function resendMail(db: Firestore, mailId: string, now: Date): Promise<void> {
  const ref = db.collection(config.internalCollections.mail).doc(mailId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', 'This email no longer exists.');
    const next = resendDelivery(
      readMailDelivery(normaliseFirestoreData(snap.get('delivery'))),
      now,
    );
    if (next === null) throw new HttpsError('failed-precondition', MAIL_NOT_FAILED);
    tx.update(ref, { delivery: next });
  });
  logger.info('Email queued to be sent again', { mailId });
}
