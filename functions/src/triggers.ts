/**
 * The write triggers: one per collection, each running every handler that follows a
 * write to it, side by side (lib/written-trigger.ts). The handlers live in their areas.
 */
import { COLLECTIONS } from '@unlimited/domain';
import { analyticsOf } from './analytics/handlers';
import { auditWritesOf } from './audit/handlers';
import { countHearts, syncBagStats } from './bags/handlers';
import { processBulkJob } from './bulk/handlers';
import { customerFromProfile, summariesFromSubscription } from './customers/handlers';
import { notifyOrderUpdates } from './notifications/handlers';
import { syncOrderProduct } from './orders/handlers';
import { removeProductPhotos } from './products/handlers';
import { refreshQueueEstimates, syncBagQueue } from './queues/handlers';
import { searchFieldsOf } from './search/handlers';
import { countIn, syncBrandSummary } from './stats/handlers';
import { syncTierClaim } from './subscriptions/handlers';
import { syncVaultShowcase } from './vault/handlers';
import { syncReferralState } from './club/handlers';
import { writtenTrigger } from './lib/written-trigger';

/** Product written: the longest timeout an event function has, for the queue's notices. */
export const onProductWritten = writtenTrigger(
  COLLECTIONS.products,
  {
    countProducts: countIn(COLLECTIONS.products),
    syncBrandSummary,
    syncBagQueue,
    auditProductWrites: auditWritesOf('product'),
    searchProducts: searchFieldsOf(COLLECTIONS.products),
    syncBagStats,
    syncVaultShowcase,
    removeProductPhotos,
    analyticsProducts: analyticsOf(COLLECTIONS.products),
  },
  { timeoutSeconds: 540 },
);

export const onOrderWritten = writtenTrigger(COLLECTIONS.orders, {
  countOrders: countIn(COLLECTIONS.orders),
  syncOrderProduct,
  refreshQueueEstimates,
  notifyOrderUpdates,
  searchOrders: searchFieldsOf(COLLECTIONS.orders),
  analyticsOrders: analyticsOf(COLLECTIONS.orders),
});

export const onSubscriptionWritten = writtenTrigger(COLLECTIONS.subscriptions, {
  countSubscriptions: countIn(COLLECTIONS.subscriptions),
  syncTierClaim,
  summariesFromSubscription,
  analyticsSubscriptions: analyticsOf(COLLECTIONS.subscriptions),
});

export const onWaitlistSignupWritten = writtenTrigger(COLLECTIONS.waitlistSignups, {
  countWaitlistSignups: countIn(COLLECTIONS.waitlistSignups),
  auditSignupWrites: auditWritesOf('waitlist_signup'),
  searchWaitlistSignups: searchFieldsOf(COLLECTIONS.waitlistSignups),
  analyticsWaitlistSignups: analyticsOf(COLLECTIONS.waitlistSignups),
  syncReferralState,
});

export const onProfileWritten = writtenTrigger(COLLECTIONS.profiles, { customerFromProfile });

export const onHeartWritten = writtenTrigger(COLLECTIONS.hearts, { countHearts });

/** Bulk job written: its next batch (each batch's own write triggers the one after). */
export const onBulkJobWritten = writtenTrigger(
  COLLECTIONS.bulkJobs,
  { processBulkJob },
  { timeoutSeconds: 300 },
);
