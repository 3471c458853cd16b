/**
 * Entry point: wires triggers, callables and scheduled jobs only. Handlers live in their
 * area folders and their decisions in pure domain modules.
 */
export {
  onBulkJobWritten,
  onHeartWritten,
  onOrderWritten,
  onProductWritten,
  onProfileWritten,
  onSubscriptionWritten,
  onWaitlistSignupWritten,
} from './triggers';
export { cancelOrder, createOrder, startReturn, updateOrder } from './orders/callables';
export { checkSubscription } from './subscriptions/callables';
export { joinWaitlist } from './waitlist/callables';
export { getReferralCode, settleReferralCredits } from './club/callables';
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
export { applyBillingPeriodEnds, flagOverdueReturns } from './jobs/schedules';
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
export { checkoutCart, startPurchase } from './billing/purchase-functions';
export { addCustomerNote } from './customers/callables';
export { expireQueueOffers, joinQueue, leaveQueue } from './queues/callables';
export { createCoupon, deactivateCoupon, previewPromoCode } from './coupons/callables';
export {
  resendMail,
  retryMail,
  sendMail,
  unsubscribeEmails,
  unsubscribeOneClick,
} from './mail/functions';
export { deleteProducts, deleteWaitlistSignup } from './audit/callables';
export {
  cancelBulkJob,
  pauseBulkJob,
  resumeBulkJob,
  resumeStalledBulkJobs,
  startBulkJob,
} from './bulk/callables';
export {
  acceptStaffInvitation,
  changeStaffRole,
  getStaffInvitation,
  inviteStaff,
  removeStaff,
  revokeStaffInvitation,
} from './team/callables';
export { magazinePages, publishArticle, saveArticle, unpublishArticle } from './magazine/functions';
