/** Each collection's schema (the names and fixed document ids: `collection-names.ts`). */
import type { z } from 'zod';
import {
  activityDocSchema,
  activityPersonDocSchema,
  analyticsCurrentDocSchema,
  analyticsDayDocSchema,
  bulkJobDocSchema,
  customerDocSchema,
  customerNoteDocSchema,
  userMetadataDocSchema,
  notificationDocSchema,
  notificationSettingsDocSchema,
  dashboardStatsDocSchema,
} from '../operations';
import {
  bagStatsDocSchema,
  brandSummaryDocSchema,
  productDocSchema,
  productLoanDocSchema,
  heartDocSchema,
} from '../catalogue';
import { chargeDocSchema } from '../billing';
import { referralDocSchema, referrerDocSchema } from '../club';
import { couponDocSchema, subscriptionDocSchema } from '../membership';
import { invitationDocSchema, waitlistSignupDocSchema } from '../waitlist';
import {
  orderDocSchema,
  orderNotesDocSchema,
  profileDocSchema,
  queueEntryDocSchema,
} from '../orders';
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
  referrals: referralDocSchema,
  referrers: referrerDocSchema,
} as const satisfies Record<CollectionName, z.ZodObject>;
