/** Order lifecycle vocabulary. Logic over orders lives in `order-rules.ts`. */

export const ORDER_STATUSES = [
  'pending_shipment',
  'in_transit',
  'delivered',
  'active_rental',
  'return_pending',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order's outcome once it is over, besides being returned: the member bought the bag. */
export const ORDER_OUTCOMES = ['purchased'] as const;
export type OrderOutcome = (typeof ORDER_OUTCOMES)[number];
export const ORDER_OUTCOME_LABELS: Readonly<Record<OrderOutcome, string>> = {
  purchased: 'Purchased',
};
