/**
 * `notifications/{id}`: a member's in-app inbox, written by functions only (one module,
 * functions/src/notifications); the member reads their own and marks them read.
 * `notification_settings/{uid}`: which of those kinds the member also wants by email.
 */
import { z } from 'zod';
import { nullableField } from '../../core';

/** What a notification is about; each kind can be emailed or not. */
export const NOTIFICATION_KINDS = [
  'availability',
  'queue_offer',
  'shipping',
  'returns',
  'bag_sold',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How the settings page names each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  availability: 'A saved bag is back in the closet',
  queue_offer: 'A bag you queued for is held for you',
  shipping: 'Your order: confirmed, shipped (with tracking) and delivered',
  returns: 'We received a bag you returned',
  bag_sold: 'A bag you queued for was sold',
};

export const notificationDocSchema = z.object({
  user_id: z.string().min(1),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where the notice leads inside the site (a path such as `/bags/abc`). */
  link: nullableField(z.string()),
  read_at: nullableField(z.date()),
  created_at: z.date(),
  /** When the TTL policy may delete it ({@link NOTIFICATION_RETENTION_DAYS} after it came). */
  expire_at: z.date().nullable().optional(),
});

/** How long a member's notices are kept: the inbox shows a year of them. */
export const NOTIFICATION_RETENTION_DAYS = 365;

export type NotificationDoc = z.output<typeof notificationDocSchema>;
export type Notification = NotificationDoc & { id: string };

/** Every kind on: what a member who never changed the settings gets. */
export const DEFAULT_EMAIL_PREFERENCES: Record<NotificationKind, boolean> = {
  availability: true,
  queue_offer: true,
  shipping: true,
  returns: true,
  bag_sold: true,
};

const emailPreference = z.boolean().default(true);

export const notificationSettingsDocSchema = z.object({
  email: z
    .object({
      availability: emailPreference,
      queue_offer: emailPreference,
      shipping: emailPreference,
      returns: emailPreference,
      bag_sold: emailPreference,
    })
    .prefault({}),
  updated_at: nullableField(z.date()),
});

export type NotificationSettingsDoc = z.output<typeof notificationSettingsDocSchema>;
export type NotificationSettings = NotificationSettingsDoc & { id: string };

/** Whether `kind` is emailed under `settings` (no settings document: every kind is). */
export function emailsKind(
  settings: Pick<NotificationSettingsDoc, 'email'> | null,
  kind: NotificationKind,
): boolean {
  return settings === null ? DEFAULT_EMAIL_PREFERENCES[kind] : settings.email[kind];
}
