/** `startPurchase({ orderId })` (callable): buy to keep, see `start-purchase.ts`. */
import { onCall } from 'firebase-functions/https';
import { startPurchaseInputSchema, type StartPurchaseResult } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { requireAuth } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { billingFunctionOptions, billingMode, billingPrices, stripeKey } from './params';
import { startPurchase as start } from './start-purchase';
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
