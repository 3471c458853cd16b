/**
 * Entry point: wires triggers, callables and scheduled jobs only. Handlers live in their
 * area folders and their decisions in pure domain modules.
 */
export { cancelOrder, createOrder, startReturn, updateOrder } from './orders/callables';
export { syncOrderProduct } from './orders/triggers';
export { removeProductPhotos } from './products/triggers';
export { searchOrders, searchProducts, searchWaitlistSignups } from './search/triggers';
export { checkSubscription } from './subscriptions/callables';
export { syncTierClaim } from './subscriptions/triggers';
export { joinWaitlist } from './waitlist/callables';
export { importProductsCsv, importWaitlistSurvey } from './imports/callables';
export {
  acceptRetentionOffer,
  addAddOn,
  cancelMembership,
  changeTier,
  pauseMembership,
  previewCharge,
  removeAddOn,
  resumeMembership,
} from './membership/callables';
export { recountDashboardStats } from './stats/callables';
export {
  countOrders,
  countProducts,
  countSubscriptions,
  countWaitlistSignups,
  syncBrandSummary,
} from './stats/triggers';
export { applyBillingPeriodEnds, flagOverdueReturns } from './jobs/schedules';
export {
  analyticsOrders,
  analyticsProducts,
  analyticsSubscriptions,
  analyticsWaitlistSignups,
} from './analytics/triggers';
export { snapshotAnalytics } from './analytics/schedules';
export {
  acceptInvitation,
  getInvitation,
  getMyInvitation,
  inviteSignups,
  revokeInvitation,
} from './invitations/callables';
export { beforeAccountCreated } from './invitations/blocking';
export {
  getBillingMode,
  openBillingPortal,
  startCheckout,
  stripeWebhook,
} from './billing/functions';
export { startPurchase } from './billing/purchase-functions';
export { countHearts, syncBagStats } from './bags/triggers';
export { syncVaultShowcase } from './vault/triggers';
export { customerFromProfile, summariesFromSubscription } from './customers/triggers';
export { addCustomerNote } from './customers/callables';
export { expireQueueOffers, joinQueue, leaveQueue } from './queues/callables';
export { refreshQueueEstimates, syncBagQueue } from './queues/triggers';
export { notifyOrderUpdates } from './notifications/triggers';
export { createCoupon, deactivateCoupon, previewPromoCode } from './coupons/callables';
export {
  resendMail,
  retryMail,
  sendMail,
  unsubscribeEmails,
  unsubscribeOneClick,
} from './mail/functions';
export { auditProductWrites, auditSignupWrites } from './audit/triggers';
export { deleteProducts, deleteWaitlistSignup } from './audit/callables';
