/**
 * Valid documents of every collection, built with the domain's own types and builders so
 * they stay in step with the schemas. Tests override single fields to make them invalid.
 * Dates are written as Firestore Timestamps by the SDK.
 */
import type { z } from 'zod';
import {
  createProductDoc,
  emptyDashboardStats,
  type AccessLevel,
  type ActivityDoc,
  type BrandSummaryDoc,
  type OrderStatus,
  type ProductDoc,
  type ProductDraft,
  type ProductLoanDoc,
  type ProfileDoc,
  type ShippingAddress,
  type TierId,
  type UserMetadataDoc,
  type WaitlistSignupDoc,
  type orderDocSchema,
  type subscriptionDocSchema,
} from '@unlimited/domain';

/** A fixed moment the fixtures are dated from; `minutes(n)` is n minutes after it. */
const BASE_TIME = Date.UTC(2026, 0, 15, 12, 0, 0);

export function minutes(n: number): Date {
  return new Date(BASE_TIME + n * 60_000);
}

/** The draft every fixture product starts from (`productData` overrides its fields). */
export const BASE_DRAFT: ProductDraft = {
  title: 'Neverfull MM Monogram',
  brand: 'Louis Vuitton',
  style: 'Neverfull',
  rank: 'A',
  size: 'MM',
  price: 150_000,
  status: 'Active',
  description: 'A roomy monogram canvas tote in excellent condition.',
  photos: ['https://example.test/products/neverfull-1.jpg'],
  categories: ['Bags'],
  tags: ['tote'],
  borrow_status: 'Available',
  access_levels: 'Any',
  return_date: null,
};

/**
 * A valid product document (derived `brand_slug` and `keywords` included), created
 * `createdMinute` minutes after the base time.
 */
export function productData(overrides: Partial<ProductDraft> = {}, createdMinute = 0): ProductDoc {
  return createProductDoc({ ...BASE_DRAFT, ...overrides }, minutes(createdMinute));
}

/**
 * The loan document (`product_loans/{productId}`) of a bag held by `userId`, on order
 * `orderId` (null: held for the first in its queue).
 */
export function loanData(
  productId: string,
  userId: string,
  orderId: string | null = `order-${productId}`,
): ProductLoanDoc {
  return {
    product_id: productId,
    user_id: userId,
    order_id: orderId,
    created_at: minutes(5),
    updated_at: minutes(5),
  };
}

/** Document ids of one catalogue product per access level, e.g. `level-reserve-elite`. */
export function levelProductId(level: AccessLevel): string {
  return `level-${level.toLowerCase().replace(',', '-')}`;
}

export function shippingAddress(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
  return {
    full_name: 'Ada Lovelace',
    line1: '12 Analytical Way',
    line2: null,
    city: 'Brooklyn',
    state: 'NY',
    postal_code: '11201',
    country: 'US',
    phone: null,
    ...overrides,
  };
}

/** An order as stored (input shape: fields with defaults may be left out). */
export type OrderData = z.input<typeof orderDocSchema>;

export function orderData(
  userId: string,
  overrides: Partial<OrderData> = {},
  createdMinute = 0,
): OrderData {
  const created = minutes(createdMinute);
  return {
    user_id: userId,
    bag_id: 'level-any',
    bag_name: 'Neverfull MM Monogram',
    bag_brand: 'Louis Vuitton',
    bag_image: null,
    bag_tier: 'Any',
    bag_retail_price: 150_000,
    user_tier: 'elite',
    shipping_address: shippingAddress(),
    order_status: 'pending_shipment' satisfies OrderStatus,
    tracking_number: null,
    bag_weight: null,
    bag_length: null,
    bag_width: null,
    bag_height: null,
    order_date: created,
    shipped_date: null,
    delivered_date: null,
    return_due_date: minutes(createdMinute + 30 * 24 * 60),
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

export type SubscriptionData = z.input<typeof subscriptionDocSchema>;

export function subscriptionData(plan: TierId): SubscriptionData {
  return {
    plan_name: plan,
    status: 'active',
    current_period_end: minutes(30 * 24 * 60),
    started_at: minutes(0),
    add_ons: { full_coverage: false, select_access: false },
  };
}

export function profileData(overrides: Partial<ProfileDoc> = {}): ProfileDoc {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    username: 'ada.lovelace',
    email: 'ada@unlimited.test',
    shipping_address: null,
    ...overrides,
  };
}

export function waitlistData(
  overrides: Partial<WaitlistSignupDoc> = {},
  submittedMinute = 0,
): WaitlistSignupDoc {
  const submitted = minutes(submittedMinute);
  return {
    full_name: 'Grace Hopper',
    email: `grace${submittedMinute}@example.test`,
    tier: 'elite',
    zip_code: '10001',
    excitement_reason: 'Rotating bags every month',
    comment: null,
    status: 'pending',
    submitted_at: submitted,
    notes: null,
    updated_at: submitted,
    source: 'web',
    style_answers: null,
    referred_by: null,
    referred_by_email: null,
    referred: false,
    ...overrides,
  };
}

export function metadataData(): UserMetadataDoc {
  return { refresh_time: minutes(0) };
}

export function statsData() {
  return { ...emptyDashboardStats(), active_subscriptions: 3, updated_at: minutes(0) };
}

export function activityData(minute: number): ActivityDoc {
  return { action: `Product ${minute} updated`, timestamp: minutes(minute), actor: 'System' };
}

export function brandSummaryData(): BrandSummaryDoc {
  return {
    brands: [
      { name: 'Chanel', slug: 'chanel', count: 2 },
      { name: 'Louis Vuitton', slug: 'louis-vuitton', count: 5 },
    ],
    updated_at: minutes(0),
  };
}
