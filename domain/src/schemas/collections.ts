/** Each collection's schema (the names and fixed document ids: `collection-names.ts`). */
import type { z } from 'zod';
import { activityDocSchema, activityPersonDocSchema } from './activity';
import { analyticsCurrentDocSchema, analyticsDayDocSchema } from './analytics';
import { bagStatsDocSchema } from './bag-stats';
import { bulkJobDocSchema } from './bulk-job';
import { brandSummaryDocSchema } from './brand-summary';
import { chargeDocSchema } from './charge';
import { couponDocSchema } from './coupon';
import { customerDocSchema, customerNoteDocSchema } from './customer';
import { invitationDocSchema } from './invitation';
import { userMetadataDocSchema } from './metadata';
import { orderDocSchema, orderNotesDocSchema } from './order';
import { productDocSchema } from './product';
import { productLoanDocSchema } from './product-loan';
import { profileDocSchema } from './profile';
import { heartDocSchema } from './heart';
import { notificationDocSchema, notificationSettingsDocSchema } from './notification';
import { queueEntryDocSchema } from './queue-entry';
import { dashboardStatsDocSchema } from './stats';
import { subscriptionDocSchema } from './subscription';
import { waitlistSignupDocSchema } from './waitlist-signup';
import type { CollectionName } from './collection-names';

/** The document schema of each collection, by collection name. */
export const DOC_SCHEMAS = {
  products: productDocSchema,
  product_loans: productLoanDocSchema,
  orders: orderDocSchema,
  order_notes: orderNotesDocSchema,
  subscriptions: subscriptionDocSchema,
  profiles: profileDocSchema,
  waitlist_signups: waitlistSignupDocSchema,
  stats: dashboardStatsDocSchema,
  activity: activityDocSchema,
  activity_people: activityPersonDocSchema,
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
  charges: chargeDocSchema,
  bulk_jobs: bulkJobDocSchema,
} as const satisfies Record<CollectionName, z.ZodObject>;
