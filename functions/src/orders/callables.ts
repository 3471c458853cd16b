/** `createOrder({ bagId })` and `cancelOrder({ orderId })`, for signed-in members. */
import { onCall } from 'firebase-functions/https';
import {
  cancelOrderInputSchema,
  createOrderInputSchema,
  type CancelOrderResult,
  type CreateOrderResult,
} from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { requireAuth } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { cancelOrder as cancelMemberOrder } from './cancel-order';
import { createOrder as createMemberOrder } from './create-order';

const options = { region: config.region, maxInstances: config.maxInstances } as const;

export const createOrder = onCall<unknown, Promise<CreateOrderResult>>(options, async (request) => {
  const { uid } = requireAuth(request);
  const { bagId } = parseInput(createOrderInputSchema, request.data);
  return handleErrors('createOrder', { uid, bagId }, () =>
    createMemberOrder(firestore(), uid, bagId),
  );
});

export const cancelOrder = onCall<unknown, Promise<CancelOrderResult>>(options, async (request) => {
  const { uid } = requireAuth(request);
  const { orderId } = parseInput(cancelOrderInputSchema, request.data);
  return handleErrors('cancelOrder', { uid, orderId }, () =>
    cancelMemberOrder(firestore(), uid, orderId),
  );
});
