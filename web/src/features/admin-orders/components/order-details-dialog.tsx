import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  conditionStageFor,
  CORRECTION_OF,
  CORRECTION_TEXT,
  formatCents,
  formatShippingAddress,
  NEXT_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
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
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { callableErrorMessage } from '@/lib/member-callable';
import { useOrderNotes } from '../api/get-order-notes';
import { orderUpdateSchema, useUpdateOrder } from '../api/update-order';
import { shortUsDate, tierName } from './order-format';
import { OrderStatusBadge } from './order-status-badge';

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

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** Read-only facts on the left, the "Update Order" form on the right. */
export function OrderDetailsDialog({
  order,
  onOpenChange,
}: {
  order: Order | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={order !== null} onOpenChange={onOpenChange}>
      {order && (
        <DialogContent title="Order Details" className="max-w-4xl">
          <div className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-2">
            <section aria-label="Order information">
              <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <Fact label="Order ID">{order.id}</Fact>
                <Fact label="Bag">{order.bag_name}</Fact>
                <Fact label="Brand">{order.bag_brand}</Fact>
                <Fact label="Retail Price">
                  {formatCents(order.bag_retail_price, { decimals: true })}
                </Fact>
                <Fact label="User Tier">{tierName(order.user_tier)}</Fact>
                <Fact label="Current Status">
                  <OrderStatusBadge status={order.order_status} />
                </Fact>
                <Fact label="Customer User ID">{order.user_id}</Fact>
                <Fact label="Shipping Address">
                  {formatShippingAddress(order.shipping_address)}
                </Fact>
                <Fact label="Order Date">{shortUsDate(order.order_date)}</Fact>
                <Fact label="Shipped Date">{shortUsDate(order.shipped_date)}</Fact>
                <Fact label="Delivered Date">{shortUsDate(order.delivered_date)}</Fact>
                <Fact label="Return Due Date">{shortUsDate(order.return_due_date)}</Fact>
              </dl>
            </section>
            <OrderNotesGate key={order.id} order={order} onDone={() => onOpenChange(false)} />
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The statuses the form offers: the current one, then the lifecycle's next moves. */
function statusOptions(current: OrderStatus): OrderStatus[] {
  return [current, ...NEXT_ORDER_STATUSES[current]];
}

/** The form, once the order's admin notes (kept in their own document) are read. */
function OrderNotesGate({ order, onDone }: { order: Order; onDone: () => void }) {
  const notes = useOrderNotes(order.id);
  if (notes.status === 'loading') {
    return (
      <p role="status" className="text-sm text-neutral-500">
        Loading the order’s notes…
      </p>
    );
  }
  return (
    <UpdateOrderForm
      order={order}
      notes={notes.data?.admin_notes ?? ''}
      notesFailed={notes.status === 'error'}
      onDone={onDone}
    />
  );
}

function UpdateOrderForm({
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
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const [condition, setCondition] = useState<ConditionValues>(EMPTY_CONDITION);
  const [conditionError, setConditionError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<OrderUpdateInput, unknown, OrderUpdateValues>({
    resolver: zodResolver(orderUpdateSchema),
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
    const values = orderUpdateSchema.safeParse({ ...getValues(), order_status: back });
    if (values.success) await save(values.data, true);
    else setFailure(values.error.issues[0]?.message ?? 'Please check the form.');
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
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-2 text-sm font-medium">Package Dimensions</legend>
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
        <section
          aria-labelledby="correct-order-title"
          className="mt-6 border-t border-neutral-200 pt-4 dark:border-neutral-800"
        >
          <h4 id="correct-order-title" className="text-sm font-semibold">
            Correct a mistake
          </h4>
          {!confirming ? (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-neutral-600 dark:text-neutral-400">
                Moved this order on by mistake? Put it back to {ORDER_STATUS_LABELS[back]}.
              </p>
              <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
                Move back to {ORDER_STATUS_LABELS[back]}…
              </Button>
            </div>
          ) : (
            <div
              role="group"
              aria-label="Confirm the correction"
              className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
            >
              <p>
                Move this order from {ORDER_STATUS_LABELS[order.order_status]} back to{' '}
                {ORDER_STATUS_LABELS[back]}? {CORRECTION_TEXT[back]}
              </p>
              <div className="mt-3 flex justify-end gap-3">
                <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
                  Keep as is
                </Button>
                <Button autoFocus disabled={busy} onClick={() => void correct()}>
                  {correcting ? 'Correcting...' : 'Confirm correction'}
                </Button>
              </div>
            </div>
          )}
        </section>
      )}
    </section>
  );
}
