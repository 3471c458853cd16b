/**
 * billing: the billing plan, object and events, membership changes, charges and their
 * preview, promotion prices, the cart, and the charge and billing-event documents. Imports
 * every area above except operations and collections.
 */
export * from './promotion-price';
export * from './membership-changes';
export * from './billing';
export * from './billing-object';
export * from './billing-events';
export * from './schemas/billing-event';
export * from './billing-plan';
export * from './plan-change-preview';
export * from './charges';
export * from './charge-preview';
export * from './schemas/charge';
export * from './cart';
export * from './cart-checkout';
