/**
 * Delivering one outbox message, and the sweep that retries what is due. Each attempt is
 * claimed in a transaction (PROCESSING under a lease, the attempt counted) before
 * anything is sent, and its outcome recorded in another, only while the claim is still
 * this attempt's: so a trigger that runs twice, or the sweep running beside it, sends a
 * message once (domain/src/operations/mail-delivery.ts has the rules).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  addDays,
  afterFailure,
  MAIL_RETENTION_DAYS,
  afterSuccess,
  decideClaim,
  emailsKind,
  isNotificationKind,
  holdsClaim,
  normaliseFirestoreData,
  readMailDelivery,
  type MailDelivery,
  type MailFailure,
  type MailSkipReason,
} from '@unlimited/domain';
import { config } from '../config';
import { notificationSettingsDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';
import { composeMail, type ComposeContext } from './compose';
import { MailConfigError, mailSender, smtpConnection, unsubscribeKey } from './params';
import { classifySendError, smtpSender, type SendMail } from './transport';

/** What delivering a message did. */
export type DeliverOutcome =
  'sent' | 'retry_later' | 'failed' | 'gave_up' | 'missing' | 'lost_claim' | MailSkipReason;

/** How a delivery sends and composes; the functions use the configured SMTP server. */
export interface DeliverDeps {
  /** The SMTP sender (made on first use; it throws MailConfigError when unconfigured). */
  sender: () => SendMail;
  /** The sender address, site address and signing key (may throw MailConfigError). */
  context: (now: Date) => ComposeContext;
  /** The clock. */
  now: () => Date;
}

/** The configured SMTP server, sender and signing key (params.ts). */
export function configuredDeps(): DeliverDeps {
  let sender: SendMail | undefined;
  return {
    sender: () => (sender ??= smtpSender(smtpConnection())),
    context: (now) => ({
      from: mailSender(),
      siteUrl: config.siteUrl,
      unsubscribeKey: unsubscribeKey(),
      now,
    }),
    now: () => new Date(),
  };
}

/** When a message whose delivery changed at `at` may go (the TTL policy on `expire_at`). */
function mailExpiry(at: Date): Date {
  return addDays(at, MAIL_RETENTION_DAYS);
}

function mailCol(db: Firestore) {
  return db.collection(config.internalCollections.mail);
}

/** Claims the message for one attempt, or says why not. */
async function claimMessage(
  db: Firestore,
  id: string,
  now: Date,
): Promise<
  | { claimed: true; delivery: MailDelivery; data: unknown }
  | { claimed: false; outcome: DeliverOutcome }
> {
  const ref = mailCol(db).doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { claimed: false, outcome: 'missing' };
    const data = normaliseFirestoreData(snap.data()) as Record<string, unknown>;
    const decision = decideClaim(readMailDelivery(data.delivery), now);
    if (decision.action === 'skip') return { claimed: false, outcome: decision.reason };
    tx.update(ref, { delivery: decision.delivery, expire_at: mailExpiry(now) });
    if (decision.action === 'give_up') return { claimed: false, outcome: 'gave_up' };
    return { claimed: true, delivery: decision.delivery, data };
  });
}

/** Records the attempt's outcome if the claim is still this attempt's. */
async function record(
  db: Firestore,
  id: string,
  claimed: MailDelivery,
  next: MailDelivery,
  now: Date,
): Promise<boolean> {
  const ref = mailCol(db).doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    const stored = readMailDelivery(normaliseFirestoreData(snap.get('delivery')));
    if (!holdsClaim(stored, claimed)) return false;
    tx.update(ref, { delivery: next, expire_at: mailExpiry(now) });
    return true;
  });
}

/** Why a message is not sent although it was queued: its member turned its kind off. */
export const NOTICE_TURNED_OFF =
  'Not sent: the member turned these emails off after it was queued.';

/**
 * A member notice's email is sent only if the member still wants that kind of email: a
 * retry, or a first attempt that waited, after they unsubscribed is not sent (the notice
 * stays in the app). Returns why not, or null to send.
 */
async function noticeTurnedOff(db: Firestore, data: unknown): Promise<string | null> {
  const meta = (data as { meta?: { kind?: unknown; user_id?: unknown } | null }).meta;
  const kind = meta?.kind;
  const uid = meta?.user_id;
  if (!isNotificationKind(kind) || typeof uid !== 'string' || uid === '') return null;
  const settings = dataOrNull(await notificationSettingsDoc(db, uid).get());
  return emailsKind(settings, kind) ? null : NOTICE_TURNED_OFF;
}

/** Sends message `id` if it is due, and records what happened on its `delivery`. */
export async function deliverMail(
  db: Firestore,
  id: string,
  deps: DeliverDeps = configuredDeps(),
): Promise<DeliverOutcome> {
  const claim = await claimMessage(db, id, deps.now());
  if (!claim.claimed) {
    if (claim.outcome === 'gave_up') logger.warn('Email given up', { id });
    return claim.outcome;
  }
  const { delivery } = claim;
  let next: MailDelivery;
  try {
    const turnedOff = await noticeTurnedOff(db, claim.data);
    if (turnedOff !== null) {
      next = afterFailure(delivery, { message: turnedOff, transient: false }, deps.now());
    } else {
      // Composed only when it is to be sent: a notice turned off needs no sender or key.
      const composed = composeMail(claim.data, deps.context(deps.now()));
      if (!composed.ok) {
        next = afterFailure(delivery, { message: composed.error, transient: false }, deps.now());
      } else {
        const info = await deps.sender()(composed.mail);
        next = afterSuccess(delivery, info, deps.now());
      }
    }
  } catch (error) {
    const failure: MailFailure =
      error instanceof MailConfigError
        ? { message: error.message, transient: false }
        : classifySendError(error);
    next = afterFailure(delivery, failure, deps.now());
  }
  if (!(await record(db, id, delivery, next, deps.now()))) {
    logger.warn('Email attempt outlived its claim; another attempt records it', { id });
    return 'lost_claim';
  }
  const outcome: DeliverOutcome =
    next.state === 'SUCCESS' ? 'sent' : next.state === 'RETRY' ? 'retry_later' : 'failed';
  const log = { id, attempts: next.attempts, state: next.state };
  if (outcome === 'sent') logger.info('Email sent', log);
  else logger.warn('Email not sent', { ...log, error: next.error });
  return outcome;
}

/** What one sweep did. */
export interface MailSweepReport {
  /** Messages looked at (PENDING, RETRY or PROCESSING). */
  checked: number;
  sent: number;
  retryLater: number;
  failed: number;
  /** Not due yet, or still under a live claim. */
  waiting: number;
}

/** Most messages one sweep looks at (the next sweep takes the rest). */
export const MAIL_SWEEP_LIMIT = 300;

/**
 * The scheduled retry sweep (`retryMail`, and `npm run job:mail-retry` on the
 * emulators): every message that is PENDING, RETRY and due, or PROCESSING under a lapsed
 * lease is delivered now, one at a time.
 */
export async function sweepMail(
  db: Firestore,
  deps: DeliverDeps = configuredDeps(),
): Promise<MailSweepReport> {
  const snap = await mailCol(db)
    .where('delivery.state', 'in', ['PENDING', 'RETRY', 'PROCESSING'])
    .limit(MAIL_SWEEP_LIMIT)
    .get();
  const report: MailSweepReport = {
    checked: snap.size,
    sent: 0,
    retryLater: 0,
    failed: 0,
    waiting: 0,
  };
  for (const doc of snap.docs) {
    const current = readMailDelivery(normaliseFirestoreData(doc.get('delivery')));
    // Most are not due: look before opening a transaction.
    if (decideClaim(current, deps.now()).action === 'skip') {
      report.waiting += 1;
      continue;
    }
    const outcome = await deliverMail(db, doc.id, deps);
    if (outcome === 'sent') report.sent += 1;
    else if (outcome === 'retry_later') report.retryLater += 1;
    else if (outcome === 'failed' || outcome === 'gave_up') report.failed += 1;
    else report.waiting += 1;
  }
  logger.info('Mail sweep', { ...report });
  return report;
}
