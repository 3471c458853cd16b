/**
 * orders: an order's life from choosing a bag to its return or purchase: eligibility,
 * transitions, lifecycle, the swap clock and slots, returns, purchase, the bag queue, next
 * bag, condition records, shipping carriers, and the order, profile and queue-entry
 * documents. Imports core, membership and catalogue.
 */
export * from './orders';
export * from './order-rules';
export * from './swap-clock';
export * from './order-eligibility';
export * from './swap-slots';
export * from './next-bag';
export * from './order-lifecycle';
export * from './schemas/order';
export * from './schemas/profile';
export * from './order-transitions';
export * from './returns';
export * from './condition';
export * from './purchase';
export * from './schemas/queue-entry';
export * from './bag-queue';
export * from './shipping';
