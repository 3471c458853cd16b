import { describe, expect, it } from 'vitest';
import { invitationMail, notificationMail, shippingNotice } from '@unlimited/domain';
import { composeMail } from '../compose';
import { classifySendError } from '../transport';
import { verifyUnsubscribeToken } from '../unsubscribe-token';

const NOW = new Date('2026-11-20T10:00:00Z');
const context = {
  from: 'Unlimited <hello@unlimited.test>',
  siteUrl: 'https://unlimited.example/',
  unsubscribeKey: 'compose-test-key',
  now: NOW,
};

describe('composeMail', () => {
  it('adds the unsubscribe link and the one-click List-Unsubscribe headers to a notice email', () => {
    const doc = notificationMail(
      shippingNotice({ bag_name: 'Classic Flap', bag_brand: 'Chanel' }, '1Z999'),
      { userId: 'member-1', notificationId: 'n1' },
      'member@example.com',
      'https://unlimited.example',
      NOW,
    );
    const composed = composeMail(doc, context);
    if (!composed.ok) throw new Error(composed.error);
    const { mail } = composed;
    expect(mail.from).toBe(context.from);
    expect(mail.to).toEqual(['member@example.com']);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<https:\/\/unlimited\.example\/unsubscribe\/one-click\?token=([^>]+)>$/.exec(
      mail.headers['List-Unsubscribe'] ?? '',
    );
    expect(oneClick).not.toBeNull();
    const token = decodeURIComponent(oneClick![1]!);
    expect(verifyUnsubscribeToken(token, NOW, context.unsubscribeKey)).toMatchObject({
      ok: true,
      claim: { uid: 'member-1', kind: 'shipping' },
    });
    const page = `https://unlimited.example/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(mail.text).toContain(`Turn these emails off: ${page}`);
    expect(mail.html).toContain(`href="${page}"`);
    expect(mail.text).toContain('your bag ships');
  });

  it('sends an invitation as it is, with no unsubscribe link or header', () => {
    const doc = invitationMail(
      'signup-1',
      { email: 'nora@example.com', full_name: 'Nora Vance', tier: 'elite' },
      'https://unlimited.example/signup/account-creation?invite=abc',
      new Date('2026-12-04T10:00:00Z'),
      NOW,
    );
    const composed = composeMail(doc, context);
    if (!composed.ok) throw new Error(composed.error);
    expect(composed.mail.headers).toEqual({});
    expect(composed.mail.text).not.toContain('unsubscribe');
    expect(composed.mail.subject).toBe('Your invitation to Unlimited');
  });

  it('refuses a document it cannot send, saying why', () => {
    expect(composeMail({ to: [], message: { subject: 'x', text: 'y' } }, context)).toEqual({
      ok: false,
      error: 'This email cannot be sent: it has no recipient.',
    });
    expect(composeMail({ to: 'a@b.test', message: { subject: 'x' } }, context)).toEqual({
      ok: false,
      error: 'This email cannot be sent: it has neither text nor HTML.',
    });
    const bad = composeMail({ to: 'a@b.test' }, context);
    expect(bad.ok).toBe(false);
  });
});

describe('classifySendError', () => {
  it('retries what a later attempt may get past: 4xx replies and connection failures', () => {
    expect(
      classifySendError({ code: 'EENVELOPE', responseCode: 451, response: '451 Try again later' }),
    ).toEqual({ message: 'EENVELOPE: 451 Try again later', transient: true });
    expect(
      classifySendError(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1025'), { code: 'ESOCKET' }),
      ),
    ).toEqual({ message: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:1025', transient: true });
  });

  it('fails for good on a 5xx reply or an unknown error', () => {
    expect(
      classifySendError({ code: 'EENVELOPE', responseCode: 550, response: '550 No such user' }),
    ).toMatchObject({ transient: false, message: 'EENVELOPE: 550 No such user' });
    expect(classifySendError(new Error('boom'))).toEqual({ message: 'boom', transient: false });
  });
});
