/**
 * waitlist: signups, their limits and statuses, invitations, the survey paste and the
 * waitlist export, and the signup and invitation documents. Imports core, membership,
 * catalogue and orders.
 */
export * from './waitlist';
export * from './survey-paste';
export * from './waitlist-export';
export * from './waitlist-signups';
export * from './waitlist-limits';
export * from './schemas/waitlist-signup';
export * from './invitations';
export * from './schemas/invitation';
