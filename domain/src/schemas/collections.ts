/** Firestore collection names, fixed document ids, and each collection's schema. */
import type { z } from 'zod';
import { activityDocSchema } from './activity';
import { analyticsCurrentDocSchema, analyticsDayDocSchema } from './analytics';
import { bagStatsDocSchema } from './bag-stats';
import { brandSummaryDocSchema } from './brand-summary';
import { couponDocSchema } from './coupon';
import { customerDocSchema, customerNoteDocSchema } from './customer';
import { invitationDocSchema } from './invitation';
import { userMetadataDocSchema } from './metadata';
import { orderDocSchema, orderNotesDocSchema } from './order';
import { productDocSchema } from './product';
import { profileDocSchema } from './profile';
import { heartDocSchema } from './heart';
import { notificationDocSchema, notificationSettingsDocSchema } from './notification';
import { queueEntryDocSchema } from './queue-entry';
import { dashboardStatsDocSchema } from './stats';
import { subscriptionDocSchema } from './subscription';
import { waitlistSignupDocSchema } from './waitlist-signup';

/** The Firestore collection names, by their name in code. */
export const COLLECTIONS = {
  products: 'products',
  orders: 'orders',
  orderNotes: 'order_notes',
  subscriptions: 'subscriptions',
  profiles: 'profiles',
  waitlistSignups: 'waitlist_signups',
  stats: 'stats',
  activity: 'activity',
  metadata: 'metadata',
  catalog: 'catalog',
  analytics: 'analytics',
  analyticsDays: 'analytics_days',
  invitations: 'invitations',
  hearts: 'hearts',
  bagStats: 'bag_stats',
  customers: 'customers',
  customerNotes: 'customer_notes',
  queueEntries: 'queue_entries',
  notifications: 'notifications',
  notificationSettings: 'notification_settings',
  coupons: 'coupons',
} as const;

/** A Firestore collection name. */
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Id of the dashboard counters document in `stats`. */
export const DASHBOARD_STATS_DOC_ID = 'dashboard';
/** Id of the public brand list document in `catalog`. */
export const BRAND_SUMMARY_DOC_ID = 'brands';

/** The document schema of each collection, by collection name. */
export const DOC_SCHEMAS = {
  products: productDocSchema,
  orders: orderDocSchema,
  order_notes: orderNotesDocSchema,
  subscriptions: subscriptionDocSchema,
  profiles: profileDocSchema,
  waitlist_signups: waitlistSignupDocSchema,
  stats: dashboardStatsDocSchema,
  activity: activityDocSchema,
  metadata: userMetadataDocSchema,
  catalog: brandSummaryDocSchema,
  analytics: analyticsCurrentDocSchema,
  analytics_days: analyticsDayDocSchema,
  invitations: invitationDocSchema,
  hearts: heartDocSchema,
  bag_stats: bagStatsDocSchema,
  customers: customerDocSchema,
  customer_notes: customerNoteDocSchema,
  queue_entries: queueEntryDocSchema,
  notifications: notificationDocSchema,
  notification_settings: notificationSettingsDocSchema,
  coupons: couponDocSchema,
} as const satisfies Record<CollectionName, z.ZodObject>;
