/**
 * membership: the tiers (the tier table and what derives from it), the membership policy,
 * member pricing, the membership rules (cancel, pause, downgrade), the tier claim, coupons,
 * and the subscription document. Imports core.
 */
export * from './tiers';
export * from './membership';
export * from './tier-details';
export * from './tier-table';
export * from './claims';
export * from './schemas/subscription';
export * from './member-pricing';
export * from './membership-policy';
export * from './coupons';
export * from './schemas/coupon';
