import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  formatCents,
  formatShippingAddress,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderUpdateInput,
  type OrderUpdateValues,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { orderUpdateSchema, useUpdateOrder } from '../api/update-order';
import { shortUsDate, tierName } from './order-format';
import { OrderStatusBadge } from './order-status-badge';

function defaults(order: Order): OrderUpdateInput {
  const dimension = (value: number | null) => (value === null ? '' : String(value));
  return {
    order_status: order.order_status,
    tracking_number: order.tracking_number ?? '',
    admin_notes: order.admin_notes ?? '',
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
            <UpdateOrderForm key={order.id} order={order} onDone={() => onOpenChange(false)} />
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function UpdateOrderForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const update = useUpdateOrder();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OrderUpdateInput, unknown, OrderUpdateValues>({
    resolver: zodResolver(orderUpdateSchema),
    defaultValues: defaults(order),
  });

  const onSubmit = async (values: OrderUpdateValues) => {
    try {
      await update(order.id, values);
      toast.success('Order updated successfully');
      onDone();
    } catch (error) {
      console.error('Order update failed', error);
      toast.error('Failed to update order');
    }
  };

  return (
    <section aria-labelledby="update-order-title">
      <h3 id="update-order-title" className="mb-4 font-display text-xl">
        Update Order
      </h3>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-4"
      >
        <SelectField
          label="Status"
          error={errors.order_status?.message}
          {...register('order_status')}
        >
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <InputField
          label="Tracking Number"
          error={errors.tracking_number?.message}
          {...register('tracking_number')}
        />
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
          error={errors.admin_notes?.message}
          {...register('admin_notes')}
        />
        <div className="flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline" disabled={isSubmitting}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Updating...' : 'Update Order'}
          </Button>
        </div>
      </form>
    </section>
  );
}
