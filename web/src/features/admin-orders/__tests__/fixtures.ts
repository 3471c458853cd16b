import type { Order } from '@unlimited/domain';
import { orderFixture } from '@/testing/fixtures/members';

/** An order as the admin table sees it, on fixed November dates. */
export function makeOrder(overrides: Partial<Order> & { id: string }): Order {
  const placed = new Date(2026, 10, 3, 12);
  return orderFixture({
    user_id: 'user-ada',
    bag_id: 'bag-1',
    bag_name: 'Classic Flap',
    bag_image: null,
    bag_retail_price: 285050,
    shipping_address: { ...orderFixture().shipping_address, line1: '1 Main St' },
    order_date: placed,
    return_due_date: new Date(2026, 11, 3, 12),
    created_at: placed,
    updated_at: placed,
    ...overrides,
  });
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
