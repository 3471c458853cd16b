/**
 * Firestore collection names and fixed document ids, apart from the schemas
 * (`collections.ts`), so code that names a collection bundles no schema.
 */
/** The Firestore collection names, by their name in code. */
export const COLLECTIONS = {
  products: 'products',
  productLoans: 'product_loans',
  orders: 'orders',
  orderNotes: 'order_notes',
  subscriptions: 'subscriptions',
  profiles: 'profiles',
  waitlistSignups: 'waitlist_signups',
  stats: 'stats',
  activity: 'activity',
  activityPeople: 'activity_people',
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
  charges: 'charges',
  bulkJobs: 'bulk_jobs',
  referrals: 'referrals',
  referrers: 'referrers',
} as const;

/** A Firestore collection name. */
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Id of the dashboard counters document in `stats`. */
export const DASHBOARD_STATS_DOC_ID = 'dashboard';
/** Id of the public brand list document in `catalog`. */
export const BRAND_SUMMARY_DOC_ID = 'brands';
