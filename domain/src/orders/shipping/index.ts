/** Shipping: carriers, tracking numbers and the links to their tracking pages. */
export * from './carriers';
