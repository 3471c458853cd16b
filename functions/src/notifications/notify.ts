/**
 * The one place notifications are written: the member's in-app notice and, unless they
 * turned that kind of email off (`notification_settings/{uid}`), its email in the `mail`
 * outbox, to their verified sign-in email (lib/member-email), never the profile's. Both
 * are created under one id in one batch, so a retried trigger that notifies again with the
 * same id changes nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  addDays,
  emailsKind,
  NOTIFICATION_RETENTION_DAYS,
  notificationMail,
  type Notice,
} from '@unlimited/domain';
import { config } from '../config';
import { notificationSettingsDoc, notificationsCol } from '../lib/collections';
import { grpcCode } from '../lib/errors';
import { verifiedEmailOf } from '../lib/member-email';
import { dataOrNull } from '../lib/snapshots';

/** Firestore's ALREADY_EXISTS. */
const ALREADY_EXISTS = 6;

/** What one notify did. */
export type NotifyOutcome = 'notified' | 'notified-and-emailed' | 'duplicate';

/** A notification id from its parts: stable for one event, safe as a document id. */
export function notificationId(...parts: (string | number)[]): string {
  return parts
    .map(String)
    .join('-')
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(0, 400);
}

/** Notifies `uid` of `notice` under `id` (once: a repeat with the same id does nothing). */
export async function notify(
  db: Firestore,
  uid: string,
  id: string,
  notice: Notice,
  now: Date,
): Promise<NotifyOutcome> {
  const [settings, email] = await Promise.all([
    notificationSettingsDoc(db, uid).get().then(dataOrNull),
    verifiedEmailOf(uid),
  ]);
  const sendEmail = email !== null && emailsKind(settings, notice.kind);
  const batch = db.batch();
  const ref = notificationsCol(db).doc(id);
  batch.create(ref, {
    id,
    user_id: uid,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: notice.link,
    read_at: null,
    created_at: now,
    expire_at: addDays(now, NOTIFICATION_RETENTION_DAYS),
  });
  if (sendEmail) {
    batch.create(
      db.collection(config.internalCollections.mail).doc(id),
      notificationMail(notice, { userId: uid, notificationId: id }, email, config.siteUrl, now),
    );
  }
  try {
    await batch.commit();
  } catch (error) {
    if (grpcCode(error) === ALREADY_EXISTS) return 'duplicate';
    throw error;
  }
  logger.info('Member notified', { uid, kind: notice.kind, id, emailed: sendEmail });
  return sendEmail ? 'notified-and-emailed' : 'notified';
}
