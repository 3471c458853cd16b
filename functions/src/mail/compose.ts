/**
 * From an outbox document (the "Trigger Email from Firestore" format: `to`, `cc`, `bcc`,
 * `from`, `replyTo`, `message.{subject,text,html,headers}`) to the message sent. A notice
 * email (`meta.kind` a notification kind, `meta.user_id` its member) also gets its
 * unsubscribe link at the foot of the body and the `List-Unsubscribe` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` headers (RFC 8058); the link's token
 * is made here, at sending, so the stored document never holds it.
 */
import { z } from 'zod';
import { isNotificationKind, unsubscribeFooter } from '@unlimited/domain';
import type { OutgoingMail } from './transport';
import { createUnsubscribeToken } from './unsubscribe-token';

/** The address of the unsubscribe page (the link in the body). */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
/**
 * The address mail clients POST `List-Unsubscribe=One-Click` to: a Hosting rewrite to the
 * `unsubscribeOneClick` function (firebase.json), on the site's own domain.
 */
export const UNSUBSCRIBE_ONE_CLICK_PATH = '/unsubscribe/one-click';

const recipients = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value])
      .map((address) => address.trim())
      .filter((address) => address !== ''),
  );

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));

/** The fields of an outbox document that sending reads. */
export const outboxDocSchema = z.object({
  to: recipients,
  cc: recipients,
  bcc: recipients,
  from: optionalText,
  replyTo: optionalText,
  message: z.object({
    subject: z.string().min(1),
    text: optionalText,
    html: optionalText,
    headers: z.record(z.string(), z.string()).optional(),
  }),
  meta: z.object({ kind: z.string().optional(), user_id: z.string().optional() }).loose().nullish(),
});
export type OutboxDoc = z.output<typeof outboxDocSchema>;

/** What composing needs besides the document. */
export interface ComposeContext {
  /** The default sender (MAIL_FROM). */
  from: string;
  /** The site's address, for the unsubscribe links. */
  siteUrl: string;
  /** The unsubscribe links' signing key. */
  unsubscribeKey: string;
  now: Date;
}

/** The result of composing: the message, or why the document cannot be sent at all. */
export type Composed = { ok: true; mail: OutgoingMail } | { ok: false; error: string };

/** The message for outbox document `data` (already read with dates as `Date`s). */
export function composeMail(data: unknown, context: ComposeContext): Composed {
  const parsed = outboxDocSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `This email cannot be sent: its ${issue?.path.join('.') || 'document'} is missing or malformed.`,
    };
  }
  const doc = parsed.data;
  if (doc.to.length + doc.cc.length + doc.bcc.length === 0) {
    return { ok: false, error: 'This email cannot be sent: it has no recipient.' };
  }
  if (doc.message.text === null && doc.message.html === null) {
    return { ok: false, error: 'This email cannot be sent: it has neither text nor HTML.' };
  }
  const mail: OutgoingMail = {
    from: doc.from ?? context.from,
    to: doc.to,
    cc: doc.cc,
    bcc: doc.bcc,
    replyTo: doc.replyTo,
    subject: doc.message.subject,
    text: doc.message.text,
    html: doc.message.html,
    headers: { ...doc.message.headers },
  };
  const kind = doc.meta?.kind;
  const uid = doc.meta?.user_id;
  if (isNotificationKind(kind) && typeof uid === 'string' && uid !== '') {
    const site = context.siteUrl.replace(/\/$/, '');
    const token = encodeURIComponent(
      createUnsubscribeToken(uid, kind, context.now, context.unsubscribeKey),
    );
    const pageUrl = `${site}${UNSUBSCRIBE_PAGE_PATH}?token=${token}`;
    const footer = unsubscribeFooter(kind, pageUrl);
    mail.text = mail.text === null ? null : `${mail.text}\n\n${footer.text}`;
    mail.html = mail.html === null ? null : `${mail.html}${footer.html}`;
    mail.headers['List-Unsubscribe'] = `<${site}${UNSUBSCRIBE_ONE_CLICK_PATH}?token=${token}>`;
    mail.headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return { ok: true, mail };
}
