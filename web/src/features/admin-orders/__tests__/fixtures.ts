import type { Order } from '@unlimited/domain';

export function makeOrder(overrides: Partial<Order> & { id: string }): Order {
  return {
    user_id: 'user-ada',
    bag_id: 'bag-1',
    bag_name: 'Classic Flap',
    bag_brand: 'Chanel',
    bag_image: null,
    bag_tier: 'Elite',
    bag_retail_price: 285050,
    user_tier: 'elite',
    shipping_address: {
      full_name: 'Ada Lovelace',
      line1: '1 Main St',
      line2: null,
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
      phone: null,
    },
    order_status: 'pending_shipment',
    tracking_number: null,
    bag_weight: null,
    bag_length: null,
    bag_width: null,
    bag_height: null,
    order_date: new Date(2026, 10, 3, 12),
    shipped_date: null,
    delivered_date: null,
    return_due_date: new Date(2026, 11, 3, 12),
    overdue: false,
    overdue_flagged_at: null,
    created_at: new Date(2026, 10, 3, 12),
    updated_at: new Date(2026, 10, 3, 12),
    ...overrides,
  };
}

export const orders: Order[] = [
  makeOrder({ id: 'ord1abcdefghij', tracking_number: '1Z999' }),
  makeOrder({
    id: 'ord2zyxwvutsrq',
    bag_name: 'Speedy 30',
    bag_brand: 'Louis Vuitton',
    order_status: 'in_transit',
    user_tier: 'reserve',
    user_id: 'user-grace',
    shipping_address: { ...makeOrder({ id: 'x' }).shipping_address, full_name: 'Grace Hopper' },
  }),
  makeOrder({
    id: 'ord3mnopqrstuv',
    bag_name: 'Birkin 25',
    bag_brand: 'Hermès',
    order_status: 'delivered',
    user_tier: 'crown',
    bag_weight: 2.5,
  }),
];
