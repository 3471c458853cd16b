/**
 * Email really goes out: the `sendMail` function in the Functions emulator delivers the
 * outbox over SMTP to a MailDev this file starts (SMTP 127.0.0.1:1025, where a `demo-`
 * project sends; REST API on 127.0.0.1:1080), and the test reads each message back over
 * MailDev's API: an invitation with its working link, a notice with its List-Unsubscribe
 * headers (and the one-click unsubscribe they lead to), a refused delivery recorded with
 * the server's error and sent again by an admin, and an unreachable server retried by the
 * sweep once it is back.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { MailDev } from 'maildev';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UNSUBSCRIBE_LINK_INVALID,
  notificationMail,
  shippingNotice,
  type NotificationKind,
} from '@unlimited/domain';
import {
  CallError,
  adminDb,
  functionUrl,
  anonymousCaller,
  seedMember,
  signedInCaller,
  waitFor,
  useFreshEmulators,
  type Caller,
} from './helpers';
import { addPendingSignup } from './invitees';

useFreshEmulators();

const SMTP_PORT = 1025;
const API = 'http://127.0.0.1:1080/api';
/** Where a `demo-` project's links point (the Hosting emulator). */
const SITE = 'http://127.0.0.1:5000';

let maildev: MailDev | null = null;
let mailDirectory = '';

/** Starts MailDev on 1025/1080; `refuse` makes its SMTP server demand a login nobody has. */
async function startMailDev(refuse = false): Promise<void> {
  mailDirectory = mkdtempSync(path.join(tmpdir(), 'mail-test-'));
  maildev = new MailDev({
    smtp: SMTP_PORT,
    ip: '127.0.0.1',
    web: 1080,
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory,
    ...(refuse ? { incomingUser: 'someone-else', incomingPass: 'not-our-password' } : {}),
  });
  await maildev.start();
}

async function stopMailDev(): Promise<void> {
  await maildev?.stop();
  maildev = null;
  rmSync(mailDirectory, { recursive: true, force: true });
}

interface CaughtEmail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
  headers: Record<string, unknown>;
}

/** The emails MailDev caught for `address`. */
async function emailsTo(address: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${API}/email`);
  expect(response.ok).toBe(true);
  const all = (await response.json()) as CaughtEmail[];
  return all.filter((email) => email.to.some((to) => to.address === address));
}

/** Waits for the first email MailDev catches for `address`. */
function emailFor(address: string): Promise<CaughtEmail> {
  return waitFor(`an email to ${address} in MailDev`, async () => (await emailsTo(address))[0]);
}

/** The raw message (every header as sent), from MailDev's API. */
async function sourceOf(email: CaughtEmail): Promise<string> {
  const response = await fetch(`${API}/email/${email.id}/source`);
  expect(response.ok).toBe(true);
  return response.text();
}

interface StoredDelivery {
  state: string;
  attempts: number;
  error: string | null;
  nextAttemptTime?: { toDate(): Date } | null;
  info?: { messageId: string | null; accepted: string[]; rejected: string[] } | null;
}

/** Waits until outbox message `id`'s delivery is in `state`, and returns it. */
function deliveryIn(id: string, state: string): Promise<StoredDelivery> {
  return waitFor(`mail/${id} to be ${state}`, async () => {
    const delivery = (await adminDb().collection('mail').doc(id).get()).get('delivery') as
      StoredDelivery | undefined;
    return delivery?.state === state ? delivery : undefined;
  });
}

/** Queues a notice email the way notifications/notify.ts does. */
async function queueNotice(id: string, uid: string, to: string): Promise<void> {
  const notice = shippingNotice({ bag_name: 'Classic Flap', bag_brand: 'Chanel' }, '1Z999AA1');
  await adminDb()
    .collection('mail')
    .doc(id)
    .create(notificationMail(notice, { userId: uid, notificationId: id }, to, SITE, new Date()));
}

/** Headers of a raw message, unfolded, by lower-case name. */
function headersOf(source: string): Map<string, string> {
  const head = source.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const map = new Map<string, string>();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

let admin: Caller;
beforeAll(async () => {
  await startMailDev();
  admin = await signedInCaller('mail-admin', { admin: true });
}, 60_000);
afterAll(stopMailDev);

describe('sending the outbox through MailDev', () => {
  it(
    'delivers an invitation whose link opens account creation on the local site',
    { timeout: 240_000 },
    async () => {
      await addPendingSignup('mail-signup', 'nora.mail@example.com');
      await admin.call('inviteSignups', { signupIds: ['mail-signup'] });
      const email = await emailFor('nora.mail@example.com');
      expect(email.subject).toBe('Your invitation to Unlimited');
      const link = new RegExp(
        `${SITE.replace(/[.]/g, '\\.')}/signup/account-creation\\?invite=([A-Za-z0-9_-]{43})`,
      ).exec(email.text ?? '');
      expect(link, email.text).not.toBeNull();
      expect(email.html).toContain(`href="${link![0]}"`);
      // The link works: the token in it opens the invitation.
      await expect(
        anonymousCaller().call('getInvitation', { token: link![1]! }),
      ).resolves.toMatchObject({ email: 'nora.mail@example.com', step: 'create_account' });
      // The outbox records it: sent on the first attempt, with MailDev's answer.
      const outbox = await adminDb()
        .collection('mail')
        .where('meta.signup_id', '==', 'mail-signup')
        .get();
      expect(outbox.size).toBe(1);
      const delivery = await deliveryIn(outbox.docs[0]!.id, 'SUCCESS');
      expect(delivery).toMatchObject({ attempts: 1, error: null });
      // Kept three months after it was sent, then the TTL policy on expire_at deletes it.
      const expireAt = outbox.docs[0]!.ref.get().then((d) => d.get('expire_at') as Timestamp);
      const sentAt = (delivery as unknown as { endTime: Timestamp }).endTime;
      expect((await expireAt).toMillis() - sentAt.toMillis()).toBeGreaterThanOrEqual(
        90 * 86_400_000,
      );
      expect((await expireAt).toMillis() - sentAt.toMillis()).toBeLessThan(91 * 86_400_000);
      expect(delivery.info?.accepted).toEqual(['nora.mail@example.com']);
      expect(headersOf(await sourceOf(email)).get('message-id')).toBe(delivery.info?.messageId);
    },
  );

  it(
    'gives a notice its unsubscribe link and one-click List-Unsubscribe headers, which turn that email off',
    { timeout: 240_000 },
    async () => {
      const db = adminDb();
      await seedMember(db, 'mail-member');
      await queueNotice('notice-1', 'mail-member', 'mail-member@integration.test');
      const email = await emailFor('mail-member@integration.test');
      expect(email.subject).toBe('Your Chanel Classic Flap has shipped');
      const headers = headersOf(await sourceOf(email));
      expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const oneClick =
        /^<(http:\/\/127\.0\.0\.1:5000\/unsubscribe\/one-click\?token=([^>]+))>$/.exec(
          headers.get('list-unsubscribe') ?? '',
        );
      expect(oneClick, headers.get('list-unsubscribe')).not.toBeNull();
      const token = decodeURIComponent(oneClick![2]!);
      expect(email.text).toContain(
        `Turn these emails off: ${SITE}/unsubscribe?token=${oneClick![2]}`,
      );
      await deliveryIn('notice-1', 'SUCCESS');

      // The page's callable says what the link turns off before anything changes.
      const visitor = anonymousCaller();
      await expect(visitor.call('unsubscribeEmails', { token, action: 'check' })).resolves.toEqual({
        kind: 'shipping' satisfies NotificationKind,
        kindEmailOn: true,
        allOff: false,
      });
      // A mail client's one-click POST (Hosting rewrites the site's address to this function).
      const endpoint = `${functionUrl('unsubscribeOneClick')}?token=${encodeURIComponent(token)}`;
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
      const settings = await db.collection('notification_settings').doc('mail-member').get();
      expect(settings.get('email')).toEqual({
        availability: true,
        queue_offer: true,
        shipping: false,
        returns: true,
        bag_sold: true,
      });
      await expect(visitor.call('unsubscribeEmails', { token, action: 'check' })).resolves.toEqual({
        kind: 'shipping',
        kindEmailOn: false,
        allOff: false,
      });
      // An altered token is refused with a sentence a member understands.
      const altered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
      const refused = await visitor
        .call('unsubscribeEmails', { token: altered, action: 'unsubscribe' })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(CallError);
      expect(refused).toMatchObject({
        code: 'functions/failed-precondition',
        message: UNSUBSCRIBE_LINK_INVALID,
      });
    },
  );

  it(
    'records a refused delivery with the server’s error, and an admin’s resend sends it',
    { timeout: 240_000 },
    async () => {
      await stopMailDev();
      await startMailDev(true);
      await seedMember(adminDb(), 'refused-member');
      await queueNotice('notice-refused', 'refused-member', 'refused-member@integration.test');
      const failed = await deliveryIn('notice-refused', 'ERROR');
      expect(failed.attempts).toBe(1);
      // smtp-server's "authentication required": a 5xx reply, so final at once.
      expect(failed.error).toMatch(/530/);
      expect(await emailsTo('refused-member@integration.test')).toEqual([]);

      await stopMailDev();
      await startMailDev();
      await admin.call('resendMail', { mailId: 'notice-refused' });
      const sent = await deliveryIn('notice-refused', 'SUCCESS');
      expect(sent.attempts).toBe(2);
      expect((await emailFor('refused-member@integration.test')).subject).toContain('has shipped');
      // A member cannot resend, and a sent email is not sent again.
      const member = await signedInCaller('mail-not-admin');
      await expect(member.call('resendMail', { mailId: 'notice-refused' })).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });
      await expect(admin.call('resendMail', { mailId: 'notice-refused' })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
      });
    },
  );

  it(
    'retries an unreachable server later: the sweep sends it once MailDev is back',
    { timeout: 240_000 },
    async () => {
      await stopMailDev();
      await seedMember(adminDb(), 'retry-member');
      await queueNotice('notice-retry', 'retry-member', 'retry-member@integration.test');
      const waiting = await deliveryIn('notice-retry', 'RETRY');
      expect(waiting.attempts).toBe(1);
      expect(waiting.error).toMatch(/ECONNREFUSED/);
      const due = waiting.nextAttemptTime!.toDate();
      expect(due.getTime()).toBeGreaterThan(Date.now());

      await startMailDev();
      // The scheduled sweep's logic, as `npm run job:mail-retry` runs it, at the due time.
      const { sweepMail, configuredDeps } = await import('../../functions/src/mail/deliver');
      const early = await sweepMail(adminDb(), { ...configuredDeps(), now: () => new Date() });
      expect(early.sent).toBe(0);
      const report = await sweepMail(adminDb(), { ...configuredDeps(), now: () => due });
      expect(report.sent).toBe(1);
      expect(await deliveryIn('notice-retry', 'SUCCESS')).toMatchObject({
        attempts: 2,
        error: null,
      });
      expect(await emailsTo('retry-member@integration.test')).toHaveLength(1);
    },
  );

  it(
    'does not send a retried notice once its member has turned that email off',
    { timeout: 240_000 },
    async () => {
      await stopMailDev();
      await seedMember(adminDb(), 'changed-mind');
      await queueNotice('notice-changed-mind', 'changed-mind', 'changed-mind@integration.test');
      const waiting = await deliveryIn('notice-changed-mind', 'RETRY');
      // Before the retry is due, the member turns shipping emails off (as the link does).
      await adminDb()
        .collection('notification_settings')
        .doc('changed-mind')
        .set({
          email: { availability: true, queue_offer: true, shipping: false, returns: true },
          updated_at: new Date(),
        });
      await startMailDev();
      const { sweepMail, configuredDeps, NOTICE_TURNED_OFF } =
        await import('../../functions/src/mail/deliver');
      const due = waiting.nextAttemptTime!.toDate();
      const report = await sweepMail(adminDb(), { ...configuredDeps(), now: () => due });
      expect(report.sent).toBe(0);
      const final = await deliveryIn('notice-changed-mind', 'ERROR');
      expect(final).toMatchObject({ attempts: 2, error: NOTICE_TURNED_OFF });
      expect(await emailsTo('changed-mind@integration.test')).toEqual([]);
    },
  );
});
