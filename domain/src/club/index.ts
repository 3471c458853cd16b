/**
 * club: referrals (`/club`): the referral code and link, the credit and its rules, the
 * referral documents. Imports core.
 */
export * from './referrals';
export * from './schemas/referral';
