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
