/**
 * `createOrder({ bagId, timeZone?, reserve? })` and `cancelOrder({ orderId })` for signed-in members;
 * `updateOrder(...)` for admins.
 */
import { onCall } from 'firebase-functions/https';
import {
  cancelOrderInputSchema,
  createOrderInputSchema,
  startReturnInputSchema,
  updateOrderInputSchema,
  type CancelOrderResult,
  type CreateOrderResult,
  type StartReturnResult,
  type UpdateOrderResult,
} from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { actorOf, requireAdmin, requireAuth } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { cancelOrder as cancelMemberOrder } from './cancel-order';
import { createOrder as createMemberOrder } from './create-order';
import { startReturn as startMemberReturn } from './start-return';
import { updateOrder as updateAdminOrder } from './update-order';
import { withAppCheck } from '../lib/app-check';

const options = withAppCheck({ region: config.region, maxInstances: config.maxInstances });

export const createOrder = onCall<unknown, Promise<CreateOrderResult>>(options, async (request) => {
  const { uid } = requireAuth(request);
  const { bagId, timeZone, reserve } = parseInput(createOrderInputSchema, request.data);
  return handleErrors('createOrder', { uid, bagId }, () =>
    createMemberOrder(firestore(), uid, bagId, new Date(), timeZone ?? null, reserve === true),
  );
});

export const cancelOrder = onCall<unknown, Promise<CancelOrderResult>>(options, async (request) => {
  const { uid } = requireAuth(request);
  const { orderId } = parseInput(cancelOrderInputSchema, request.data);
  return handleErrors('cancelOrder', { uid, orderId }, () =>
    cancelMemberOrder(firestore(), uid, orderId),
  );
});

export const startReturn = onCall<unknown, Promise<StartReturnResult>>(options, async (request) => {
  const { uid } = requireAuth(request);
  const { orderId } = parseInput(startReturnInputSchema, request.data);
  return handleErrors('startReturn', { uid, orderId }, () =>
    startMemberReturn(firestore(), uid, orderId),
  );
});

export const updateOrder = onCall<unknown, Promise<UpdateOrderResult>>(options, async (request) => {
  const caller = requireAdmin(request);
  const values = parseInput(updateOrderInputSchema, request.data);
  return handleErrors('updateOrder', { orderId: values.orderId, to: values.order_status }, () =>
    updateAdminOrder(firestore(), values, actorOf(caller)),
  );
});
