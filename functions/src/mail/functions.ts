/**
 * The mail functions: `sendMail` delivers each outbox message as it is written (and
 * again when an admin resends it), `retryMail` sweeps what is due for a retry,
 * `resendMail` (admins) sends a failed message again, and `unsubscribeEmails` /
 * `unsubscribeOneClick` turn a member's notice emails off from the link in them.
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { onCall, onRequest, HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import {
  decideClaim,
  normaliseFirestoreData,
  readMailDelivery,
  resendMailInputSchema,
  unsubscribeEmailsInputSchema,
  UNSUBSCRIBE_LINK_EXPIRED,
  UNSUBSCRIBE_LINK_INVALID,
  type ResendMailResult,
  type UnsubscribeEmailsResult,
} from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { requireAdmin } from '../lib/auth';
import { withAppCheck } from '../lib/app-check';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { UNSUBSCRIBE_PAGE_PATH } from './compose';
import { deliverMail, sweepMail } from './deliver';
import { mailSenderSecrets, unsubscribeKey, unsubscribeSecrets } from './params';
import { applyUnsubscribe, claimOf, resendMail as resend } from './unsubscribe';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** How often the retry sweep runs (a RETRY waits at least this long past its due time). */
export const MAIL_RETRY_SCHEDULE = 'every 5 minutes';

const options = { region: config.region, maxInstances: config.maxInstances } as const;

export const sendMail = onDocumentWritten(
  {
    ...options,
    document: `${config.internalCollections.mail}/{mailId}`,
    secrets: mailSenderSecrets,
    // Above the SMTP timeouts (transport.ts); below the claim's lease (MAIL_LEASE_MS).
    timeoutSeconds: 120,
    // Errors that are not the mail's (Firestore unavailable) are retried by the platform;
    // a refused or unreachable SMTP server is recorded on the message instead.
    retry: true,
  },
  async (event) => {
    const after = event.data?.after;
    if (after === undefined || !after.exists) return;
    const delivery = readMailDelivery(normaliseFirestoreData(after.get('delivery')));
    // Most writes are this function's own (PROCESSING, SUCCESS…): nothing to do.
    if (decideClaim(delivery, new Date()).action === 'skip') return;
    await deliverMail(firestore(), event.params.mailId);
  },
);

export const retryMail = onSchedule(
  {
    region: config.region,
    schedule: MAIL_RETRY_SCHEDULE,
    timeZone: config.timeZone,
    secrets: mailSenderSecrets,
    timeoutSeconds: 540,
    retryCount: 0,
  },
  async () => {
    await sweepMail(firestore());
  },
);

export const resendMail = onCall<unknown, Promise<ResendMailResult>>(
  withAppCheck(options),
  async (request) => {
    const caller = requireAdmin(request);
    const { mailId } = parseInput(resendMailInputSchema, request.data);
    return handleErrors('resendMail', { uid: caller.uid, mailId }, async () => {
      await resend(firestore(), mailId, new Date());
      return { mailId };
    });
  },
);

/*
 * Open to anyone holding a link: the token is signed (HMAC-SHA256), names one member and
 * kind, and only turns emails off, so it needs no sign-in.
 */
export const unsubscribeEmails = onCall<unknown, Promise<UnsubscribeEmailsResult>>(
  { ...options, secrets: unsubscribeSecrets },
  async (request) => {
    const { token, action } = parseInput(unsubscribeEmailsInputSchema, request.data);
    const now = new Date();
    return handleErrors('unsubscribeEmails', {}, async () => {
      const claim = claimOf(token, now, unsubscribeKey());
      const result = await applyUnsubscribe(firestore(), claim, action, now);
      if (action !== 'check')
        logger.info('Emails turned off', { uid: claim.uid, action, kind: claim.kind });
      return result;
    });
  },
);

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to
 * the `List-Unsubscribe` address (`/unsubscribe/one-click?token=…` on the site, rewritten
 * here by firebase.json). A GET (a person who opened that address) is sent to the
 * unsubscribe page, which asks before turning anything off.
 */
export const unsubscribeOneClick = onRequest(
  { ...options, secrets: unsubscribeSecrets },
  async (request, response) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    if (request.method === 'GET' || request.method === 'HEAD') {
      response.redirect(303, `${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`);
      return;
    }
    if (request.method !== 'POST') {
      response.set('Allow', 'GET, POST').status(405).send('Method not allowed.');
      return;
    }
    const now = new Date();
    const check = verifyUnsubscribeToken(token, now, unsubscribeKey());
    if (!check.ok) {
      response
        .status(400)
        .type('text/plain')
        .send(check.reason === 'expired' ? UNSUBSCRIBE_LINK_EXPIRED : UNSUBSCRIBE_LINK_INVALID);
      return;
    }
    try {
      await applyUnsubscribe(firestore(), check.claim, 'unsubscribe', now);
    } catch (error) {
      if (error instanceof HttpsError) {
        // The account is gone: it gets no email, which is what was asked.
        response.status(200).type('text/plain').send(error.message);
        return;
      }
      logger.error('One-click unsubscribe failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      response.status(500).type('text/plain').send('Something went wrong. Please try again.');
      return;
    }
    logger.info('Emails turned off (one-click)', { uid: check.claim.uid, kind: check.claim.kind });
    response.status(200).type('text/plain').send('You are unsubscribed from these emails.');
  },
);
