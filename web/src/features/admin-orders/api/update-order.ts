/**
 * The admin "Update Order" write, through the `updateOrder` function: it checks the move
 * against the order lifecycle and moves the bag in the same transaction (firestore.rules
 * refuse a status change written directly). Blank extras are left out, so they never
 * erase what is stored.
 */
import { useCallback } from 'react';
import {
  orderUpdateFormSchema,
  orderUpdateSchema,
  orderUpdateToPatch,
  type Order,
  type OrderUpdateValues,
  type UpdateOrderInput,
  type UpdateOrderResult,
} from '@unlimited/domain';
import type { ConditionInput } from '@/components/condition/condition-fields';
import { useCallable } from '@/lib/callable';

export { orderUpdateFormSchema, orderUpdateSchema };

/** The callable's input for the form's values on `order`, as the admin saw it. */
export function toUpdateOrderInput(
  order: Pick<Order, 'id' | 'order_status'>,
  values: OrderUpdateValues,
  correction = false,
  condition: ConditionInput = {},
): UpdateOrderInput {
  // Only the extras that hold a value: the callable client sends an undefined field as
  // null, which the function's schema would refuse.
  const { order_status, ...extras } = orderUpdateToPatch(values);
  const filled = Object.fromEntries(
    Object.entries(extras).filter(([, value]) => value !== undefined && value !== null),
  );
  return {
    ...filled,
    ...condition,
    orderId: order.id,
    expected_status: order.order_status,
    order_status,
    correction,
  };
}

export type UpdateOrder = (
  order: Pick<Order, 'id' | 'order_status'>,
  values: OrderUpdateValues,
  correction?: boolean,
  /** The condition record of a shipment or a return's receipt, blanks left out. */
  condition?: ConditionInput,
) => Promise<UpdateOrderResult>;

export function useUpdateOrder(): UpdateOrder {
  const call = useCallable('updateOrder');
  return useCallback(
    (order, values, correction = false, condition = {}) =>
      call(toUpdateOrderInput(order, values, correction, condition)),
    [call],
  );
}
