import { ObjectHistory } from '@/components/audit/object-history';
import { formatCents, formatShippingAddress, type Order } from '@unlimited/domain';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FormAlert } from '@/components/ui/form-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { useOrder } from '@/lib/firestore/use-order';
import { useOrderCustomer } from '../api/get-order-customer';
import { useOrderNotes } from '../api/get-order-notes';
import { shortUsDate, tierName } from './order-format';
import { OrderStatusBadge } from './order-status-badge';
import { UpdateOrderForm } from './update-order-form';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/**
 * The order's member by name and email (from their profile), linked to their page; never
 * their raw account id. Without a readable profile, the name on the shipping address.
 */
function OrderCustomer({ uid, fallbackName }: { uid: string; fallbackName: string }) {
  const profile = useOrderCustomer(uid);
  const name =
    profile.data && `${profile.data.first_name} ${profile.data.last_name}`.trim() !== ''
      ? `${profile.data.first_name} ${profile.data.last_name}`.trim()
      : fallbackName;
  return (
    <>
      <Link
        to={paths.admin.customer(uid)}
        className="font-medium underline underline-offset-2 hover:text-amber-700"
      >
        {name}
      </Link>
      {profile.status === 'loading' && <span className="block text-neutral-500">Loading…</span>}
      {profile.data?.email && <span className="block wrap-anywhere">{profile.data.email}</span>}
    </>
  );
}

/**
 * The order's details: its own live document, or while that is first read, the order as
 * the list showed it. The dialog stays open and keeps the admin's unsaved choices when the
 * list reads again (a search typed just before the order was opened) or never listed it.
 */
export function OrderDetailsDialog({
  orderId,
  listed,
  onOpenChange,
}: {
  orderId: string | null;
  /** The order as the list has it, if listed. */
  listed: Order | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={orderId !== null} onOpenChange={onOpenChange}>
      {orderId !== null && (
        <DialogContent title="Order Details" width="4xl">
          <LiveOrderDetails
            key={orderId}
            orderId={orderId}
            listed={listed?.id === orderId ? listed : undefined}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function LiveOrderDetails({
  orderId,
  listed,
  onDone,
}: {
  orderId: string;
  listed: Order | undefined;
  onDone: () => void;
}) {
  const live = useOrder(orderId);
  const order = live.status === 'success' ? live.order : (listed ?? null);
  if (order === null) {
    if (live.status === 'loading') return <PageLoader label="Loading the order..." />;
    return (
      <FormAlert className="mt-6">
        {live.status === 'error'
          ? 'Failed to load this order. Please try again later.'
          : `No order has the id “${orderId}”.`}
      </FormAlert>
    );
  }
  return (
    <>
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
            <Fact label="Customer">
              <OrderCustomer uid={order.user_id} fallbackName={order.shipping_address.full_name} />
            </Fact>
            <Fact label="Shipping Address">{formatShippingAddress(order.shipping_address)}</Fact>
            <Fact label="Order Date">{shortUsDate(order.order_date)}</Fact>
            <Fact label="Shipped Date">{shortUsDate(order.shipped_date)}</Fact>
            <Fact label="Delivered Date">{shortUsDate(order.delivered_date)}</Fact>
            {/* No return due date: a member keeps a bag as long as they like while the
                membership is active; the daily job flags a bag that is late back. */}
            <Fact label="Flagged Overdue">
              {order.overdue ? shortUsDate(order.overdue_flagged_at) : 'No'}
            </Fact>
          </dl>
        </section>
        <OrderNotesGate key={order.id} order={order} onDone={onDone} />
      </div>
      <div className="mt-6 border-t border-neutral-200 pt-4 dark:border-neutral-800">
        <ObjectHistory objectType="order" objectId={order.id} />
      </div>
    </>
  );
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
