/** `startPurchase({ orderId })` and `checkoutCart(…)` (callables): buy to keep. */
import { onCall } from 'firebase-functions/https';
import {
  cartCheckoutInputSchema,
  startPurchaseInputSchema,
  type CartCheckoutResult,
  type StartPurchaseResult,
} from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { requireAuth } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { billingFunctionOptions, billingMode, billingPrices, stripeKey } from './params';
import { startPurchase as start } from './start-purchase';
import { checkoutCart as checkout } from './cart-checkout';
import { stripeClient } from './stripe-checkout';
import { withAppCheck } from '../lib/app-check';

export const startPurchase = onCall<unknown, Promise<StartPurchaseResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    const { uid } = requireAuth(request);
    const { orderId } = parseInput(startPurchaseInputSchema, request.data);
    return handleErrors('startPurchase', { uid, orderId }, () =>
      start(
        firestore(),
        {
          mode: billingMode(),
          stripe: () => stripeClient(stripeKey()),
          prices: billingPrices(),
          siteUrl: config.siteUrl,
        },
        uid,
        orderId,
      ),
    );
  },
);

/** `checkoutCart({ orderIds, addOns, idempotencyKey })` (callable): see `cart-checkout.ts`. */
export const checkoutCart = onCall<unknown, Promise<CartCheckoutResult>>(
  withAppCheck(billingFunctionOptions),
  async (request) => {
    const { uid } = requireAuth(request);
    const input = parseInput(cartCheckoutInputSchema, request.data);
    return handleErrors('checkoutCart', { uid }, () =>
      checkout(
        firestore(),
        {
          mode: billingMode(),
          stripe: () => stripeClient(stripeKey()),
          prices: billingPrices(),
          siteUrl: config.siteUrl,
        },
        uid,
        input,
      ),
    );
  },
);
