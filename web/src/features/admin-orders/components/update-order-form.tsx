import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  conditionStageFor,
  CORRECTION_OF,
  NEXT_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PACKAGE_LIMITS,
  type Order,
  type OrderStatus,
  type OrderUpdateInput,
  type OrderUpdateValues,
} from '@unlimited/domain';
import {
  conditionInput,
  EMPTY_CONDITION,
  type ConditionValues,
} from '@/components/condition/condition-fields';
import { ConditionFieldset } from '@/components/condition/condition-fieldset';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { callableErrorMessage } from '@/lib/callable';
import { orderUpdateFormSchema, useUpdateOrder } from '../api/update-order';
import { CorrectOrder } from './correct-order';

function defaults(order: Order, notes: string): OrderUpdateInput {
  const dimension = (value: number | null) => (value === null ? '' : String(value));
  return {
    order_status: order.order_status,
    tracking_number: order.tracking_number ?? '',
    admin_notes: notes,
    bag_weight: dimension(order.bag_weight),
    bag_length: dimension(order.bag_length),
    bag_width: dimension(order.bag_width),
    bag_height: dimension(order.bag_height),
  };
}

/** The statuses the form offers: the current one, then the lifecycle's next moves. */
function statusOptions(current: OrderStatus): OrderStatus[] {
  return [current, ...NEXT_ORDER_STATUSES[current]];
}

/**
 * The "Update Order" form: the next status, tracking, the bag's condition where the move
 * records it, the package and the admin notes; below it, moving the order back a step.
 */
export function UpdateOrderForm({
  order,
  notes,
  notesFailed,
  onDone,
}: {
  order: Order;
  notes: string;
  notesFailed: boolean;
  onDone: () => void;
}) {
  const update = useUpdateOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState(false);
  const [condition, setCondition] = useState<ConditionValues>(EMPTY_CONDITION);
  const [conditionError, setConditionError] = useState<string | undefined>();
  // Marking the order In Transit needs a tracking number (typed, or already on the order).
  const schema = useMemo(
    () =>
      orderUpdateFormSchema({
        order_status: order.order_status,
        tracking_number: order.tracking_number,
      }),
    [order.order_status, order.tracking_number],
  );
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<OrderUpdateInput, unknown, OrderUpdateValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults(order, notes),
  });
  const closed = NEXT_ORDER_STATUSES[order.order_status].length === 0;
  const back = CORRECTION_OF[order.order_status];
  const stage = conditionStageFor(
    order.order_status,
    useWatch({ control, name: 'order_status' }),
    false,
  );

  const save = async (values: OrderUpdateValues, correction: boolean) => {
    setFailure(null);
    setConditionError(undefined);
    const recorded = conditionStageFor(order.order_status, values.order_status, correction);
    const checked = recorded === null ? null : conditionInput(condition);
    if (checked !== null && !checked.ok) {
      setConditionError(checked.message);
      return;
    }
    try {
      await (checked === null
        ? update(order, values, correction)
        : update(order, values, correction, checked.input));
      toast.success(correction ? 'Order corrected' : 'Order updated successfully');
      onDone();
    } catch (error) {
      console.error('Order update failed', error);
      const message = callableErrorMessage(error, 'Failed to update order');
      setFailure(message);
      toast.error(message);
    }
  };

  const correct = async () => {
    if (back === null) return;
    setCorrecting(true);
    const values = schema.safeParse({ ...getValues(), order_status: back });
    if (values.success) await save(values.data, true);
    else {
      const issue = values.error.issues[0];
      const field = issue?.path[0];
      if (field === 'tracking_number' && issue) {
        setError('tracking_number', { message: issue.message }, { shouldFocus: true });
      }
      setFailure(issue?.message ?? 'Please check the form.');
    }
    setCorrecting(false);
  };

  const busy = isSubmitting || correcting;
  return (
    <section aria-labelledby="update-order-title">
      <h3 id="update-order-title" className="mb-4 font-display text-xl">
        Update Order
      </h3>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => save(values, false))(event)}
        className="flex flex-col gap-4"
      >
        <SelectField
          label="Status"
          error={errors.order_status?.message}
          hint={
            closed
              ? `This order is ${ORDER_STATUS_LABELS[order.order_status].toLowerCase()}; its status can only be corrected.`
              : 'Only the next steps of the order are offered.'
          }
          {...register('order_status')}
        >
          {statusOptions(order.order_status).map((status) => (
            <option key={status} value={status}>
              {status === order.order_status
                ? `${ORDER_STATUS_LABELS[status]} (current)`
                : ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <InputField
          label="Tracking Number"
          error={errors.tracking_number?.message}
          {...register('tracking_number')}
        />
        {stage !== null && (
          <ConditionFieldset
            stage={stage}
            orderId={order.id}
            value={condition}
            onChange={setCondition}
            error={conditionError}
          />
        )}
        <fieldset className="grid grid-cols-2 gap-3" aria-describedby="package-limits">
          <legend className="mb-2 text-sm font-medium">Package Dimensions</legend>
          <p id="package-limits" className="col-span-2 -mt-1 text-xs text-neutral-500">
            Weight up to {PACKAGE_LIMITS.bag_weight.max} lbs, each side up to{' '}
            {PACKAGE_LIMITS.bag_length.max} in, to one decimal place.
          </p>
          <InputField
            label="Weight (lbs)"
            inputMode="decimal"
            error={errors.bag_weight?.message}
            {...register('bag_weight')}
          />
          <InputField
            label="Length (in)"
            inputMode="decimal"
            error={errors.bag_length?.message}
            {...register('bag_length')}
          />
          <InputField
            label="Width (in)"
            inputMode="decimal"
            error={errors.bag_width?.message}
            {...register('bag_width')}
          />
          <InputField
            label="Height (in)"
            inputMode="decimal"
            error={errors.bag_height?.message}
            {...register('bag_height')}
          />
        </fieldset>
        <TextareaField
          label="Admin Notes"
          hint={
            notesFailed
              ? 'The saved notes could not be loaded. Notes typed here replace them.'
              : 'Only admins see these notes.'
          }
          error={errors.admin_notes?.message}
          {...register('admin_notes')}
        />
        {failure && (
          <p
            role="alert"
            className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={busy}>
            {isSubmitting ? 'Updating...' : 'Update Order'}
          </Button>
        </div>
      </form>
      {back !== null && (
        <CorrectOrder
          current={order.order_status}
          back={back}
          busy={busy}
          correcting={correcting}
          onConfirm={() => void correct()}
        />
      )}
    </section>
  );
}
