/**
 * Reading the `mail` outbox (`MAIL_COLLECTION`): documents in the format of the "Trigger
 * Email from Firestore" extension, which adds `delivery` once it picks a message up.
 * Lenient on purpose: the extension's fields may grow, and an unreadable field must not
 * hide the rest of the outbox.
 */
import { z } from 'zod';
import { nullableField } from '../../core';

/** The extension's delivery states, as it writes them. */
export const MAIL_DELIVERY_STATES = ['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR'] as const;

/** How the outbox names each delivery state; a message without `delivery` is Queued. */
export const MAIL_STATUS_LABELS: Record<string, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Sending',
  RETRY: 'Retrying',
  SUCCESS: 'Sent',
  ERROR: 'Failed',
};

/** A `mail/{id}` document as the admin outbox reads it. */
/** How long a message is kept after its delivery last changed. */
export const MAIL_RETENTION_DAYS = 90;

export const mailDocSchema = z.object({
  to: z.union([z.string(), z.array(z.string())]).default([]),
  message: z
    .object({
      subject: z.string().default('(no subject)'),
      text: nullableField(z.string()),
      html: nullableField(z.string()),
    })
    .prefault({}),
  meta: nullableField(z.object({ kind: z.string(), order_id: z.string().optional() }).loose()),
  created_at: nullableField(z.date()),
  /**
   * When the TTL policy may delete it: {@link MAIL_RETENTION_DAYS} after its delivery last
   * changed (sent, failed, retried), so the admin outbox keeps three months of history.
   */
  expire_at: z.date().nullable().optional(),
  delivery: nullableField(
    z
      .object({
        state: z.string(),
        error: nullableField(z.string()),
        startTime: nullableField(z.date()),
        endTime: nullableField(z.date()),
        /** When a RETRY is due (the functions' mail module adds it to the extension's shape). */
        nextAttemptTime: nullableField(z.date()),
        attempts: z.number().catch(0).default(0),
        info: nullableField(
          z
            .object({
              messageId: nullableField(z.string()),
              accepted: z.array(z.string()).catch([]).default([]),
              rejected: z.array(z.string()).catch([]).default([]),
            })
            .loose(),
        ),
      })
      .loose(),
  ),
});

/** A stored outbox message (without its id). */
export type MailDocRead = z.output<typeof mailDocSchema>;
/** An outbox message as read from Firestore: the document plus its id. */
export type Mail = MailDocRead & { id: string };

/** The outbox status of a message: its delivery state, or "Queued" before any. */
export function mailStatusLabel(mail: Pick<MailDocRead, 'delivery'>): string {
  if (mail.delivery === null) return 'Queued';
  return MAIL_STATUS_LABELS[mail.delivery.state] ?? mail.delivery.state;
}

/** Whether an admin can send `mail` again: only a message whose delivery failed for good. */
export function mailCanBeResent(mail: Pick<MailDocRead, 'delivery'>): boolean {
  return mail.delivery?.state === 'ERROR';
}

/** The recipients as one line. */
export function mailRecipients(mail: Pick<MailDocRead, 'to'>): string {
  return Array.isArray(mail.to) ? mail.to.join(', ') : mail.to;
}
