export * from './catalog';
export * from './orders';
export * from './tiers';
export * from './waitlist';
