/** The Stripe API calls of sign-up: the client and the Checkout Session. */
import Stripe from 'stripe';
import { pricesForPlan, type BillingPrices, type TierId, type AddOnId } from '@unlimited/domain';

/** Where the SDK sends requests; tests point it at a local stub. */
export interface StripeHost {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export function stripeClient(key: string, host?: StripeHost): Stripe {
  return new Stripe(key, { maxNetworkRetries: 2, timeout: 20_000, ...host });
}

/** What the Checkout Session is for. */
export interface CheckoutRequest {
  uid: string;
  email: string;
  signupId: string;
  plan: { tier: TierId; addOns: Record<AddOnId, boolean> };
  prices: BillingPrices;
  /** Customer already on file (a second attempt), else Checkout creates one for `email`. */
  customerId: string | null;
  /** A promotion code to apply (admin Coupons): its code and Stripe id. */
  promotion?: { code: string; promotionCodeId: string } | null;
  successUrl: string;
  cancelUrl: string;
}

/**
 * Creates a subscription-mode Checkout Session with one line per price (the tier's and
 * each add-on's) and returns its address. The member's uid and signup travel in the
 * session's and the subscription's metadata, which the webhook reads back.
 */
export async function createCheckoutSession(
  stripe: Stripe,
  request: CheckoutRequest,
): Promise<string> {
  const metadata = {
    uid: request.uid,
    signup_id: request.signupId,
    ...(request.promotion ? { promo_code: request.promotion.code } : {}),
  };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: pricesForPlan(request.plan, request.prices).map((price) => ({
      price,
      quantity: 1,
    })),
    client_reference_id: request.uid,
    ...(request.customerId === null
      ? { customer_email: request.email }
      : { customer: request.customerId }),
    ...(request.promotion
      ? { discounts: [{ promotion_code: request.promotion.promotionCodeId }] }
      : {}),
    metadata,
    subscription_data: { metadata },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  });
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
  return session.url;
}

/**
 * How long a payment Checkout stays payable: at least Stripe's shortest (30 minutes) and a
 * minute more, so a clock a little ahead of Stripe's is not refused, rounded up to the next
 * five minutes, so a retry within those minutes sends the same request (Stripe refuses
 * an idempotency key sent again with other parameters). What it charges was priced when
 * it was made, so the less it lives, the less can change before it is paid.
 */
export const CHECKOUT_MIN_LIFETIME_SECONDS = 31 * 60;
export const CHECKOUT_EXPIRY_STEP_SECONDS = 5 * 60;

/** The `expires_at` of a payment Checkout made at `now` (Unix seconds): 31 to 36 minutes on. */
export function checkoutExpiry(now: Date): number {
  const earliest = Math.floor(now.getTime() / 1000) + CHECKOUT_MIN_LIFETIME_SECONDS;
  return Math.ceil(earliest / CHECKOUT_EXPIRY_STEP_SECONDS) * CHECKOUT_EXPIRY_STEP_SECONDS;
}
