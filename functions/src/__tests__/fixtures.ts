/** Stored documents for the logic tests (raw data, as Firestore would hold them). */
import {
  createProductDoc,
  returnDueDate,
  type OrderStatus,
  type ProductDoc,
} from '@unlimited/domain';

export const NOW = new Date('2026-11-01T12:00:00Z');

export const ADDRESS = {
  full_name: 'Riley Chen',
  line1: '221 Mercer Street',
  line2: null,
  city: 'New York',
  state: 'NY',
  postal_code: '10012',
  country: 'US',
  phone: null,
};

export function productData(overrides: Partial<ProductDoc> = {}): ProductDoc {
  return {
    ...createProductDoc(
      {
        title: 'Classic Flap Bag',
        brand: 'Chanel',
        style: null,
        rank: 'SA',
        size: null,
        price: 185_000,
        status: 'Active',
        description: 'Black caviar leather with gold hardware.',
        photos: ['https://img.test/flap-1.jpg'],
        categories: ['Bags'],
        tags: [],
        borrow_status: 'Available',
        access_levels: 'Elite',
        return_date: null,
      },
      new Date('2026-01-01T00:00:00Z'),
    ),
    ...overrides,
  };
}

/** The loan document of a bag held by `userId` (on `orderId`; null: a queue's hold). */
export function loanData(userId: string, orderId: string | null = 'o1') {
  return {
    product_id: 'bag-1',
    user_id: userId,
    order_id: orderId,
    created_at: new Date('2026-10-01T12:00:00Z'),
    updated_at: new Date('2026-10-01T12:00:00Z'),
  };
}

export function subscriptionData(overrides: Record<string, unknown> = {}) {
  return {
    plan_name: 'elite',
    status: 'active',
    started_at: new Date('2026-01-01T00:00:00Z'),
    current_period_end: new Date('2026-11-20T00:00:00Z'),
    add_ons: { full_coverage: true, select_access: false },
    ...overrides,
  };
}

export function profileData(withAddress = true) {
  return {
    first_name: 'Riley',
    last_name: 'Chen',
    username: 'riley.chen',
    email: 'elite@unlimited.test',
    shipping_address: withAddress ? ADDRESS : null,
  };
}

export function orderData(
  status: OrderStatus,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const created = new Date('2026-09-01T12:00:00Z');
  return {
    user_id: 'member-1',
    bag_id: 'bag-1',
    bag_name: 'Classic Flap Bag',
    bag_brand: 'Chanel',
    bag_image: null,
    bag_tier: 'Elite',
    bag_retail_price: 185_000,
    user_tier: 'elite',
    shipping_address: ADDRESS,
    order_status: status,
    order_date: created,
    return_due_date: returnDueDate(created),
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

/** A document as a Firestore trigger's event holds it; `null` where there is none. */
export const docSnapshot = (data: Record<string, unknown> | null) => ({
  exists: data !== null,
  data: () => data ?? undefined,
});

/** A write event of document `id` at {@link NOW}: `before` null on create, `after` on delete. */
export const writeEvent = (
  id: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => ({
  id,
  time: NOW.toISOString(),
  data: { before: docSnapshot(before), after: docSnapshot(after) },
});
