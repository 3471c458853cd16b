/**
 * Where each named Firestore reference of the app points, one export per reference (read
 * as the namespace `FIRESTORE_REFS`, `refs.ts`): its collection, the schema its documents
 * are read and written with, and for a document reference the id its arguments pick.
 * Each carries its own schema, so code that uses one reference (a page's query) bundles
 * that collection's schema and no other; the table of all of them (`CONVERTED_COLLECTIONS`)
 * is for code that needs every collection.
 */
export { productsCol, productDoc } from './refs/products';
export { productLoansCol, productLoanDoc } from './refs/product-loans';
export { ordersCol, orderDoc, orderNotesDoc } from './refs/orders';
export { subscriptionsCol, subscriptionDoc } from './refs/subscriptions';
export { profilesCol, profileDoc } from './refs/profiles';
export { waitlistCol, waitlistSignupDoc } from './refs/waitlist-signups';
export { dashboardStatsDoc } from './refs/stats';
export { activityCol, activityPeopleCol } from './refs/activity';
export { userMetadataDoc } from './refs/metadata';
export { brandSummaryDoc } from './refs/catalog';
export { mailCol } from './refs/mail';
export { invitationsCol, invitationDoc } from './refs/invitations';
export { heartsCol, heartDoc } from './refs/hearts';
export { bagStatsCol, bagStatsDoc } from './refs/bag-stats';
export { queueEntriesCol } from './refs/queue-entries';
export { notificationsCol, notificationDoc, notificationSettingsDoc } from './refs/notifications';
export { customersCol, customerDoc, customerNotesCol } from './refs/customers';
export { couponsCol, couponDoc } from './refs/coupons';
export { chargesCol, chargeDoc } from './refs/charges';
export { referralsCol, referralDoc, referrerDoc } from './refs/referrals';
export { bulkJobsCol, bulkJobDoc } from './refs/bulk-jobs';
export { analyticsCurrentDoc, analyticsDaysCol } from './refs/analytics';
export { billingEventsCol } from './refs/billing-events';
