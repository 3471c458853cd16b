import { PackageCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import {
  MEMBERSHIP_NOT_ACTIVE_SHIP_LABEL,
  RETURN_ARRIVAL_DAYS,
  type Order,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/plural';
import {
  splitByMembership,
  splitReservations,
  useMemberships,
  type HeldOrder,
} from '../api/get-ship-memberships';
import { useSwapList, type SwapListState } from '../api/get-swap-lists';
import { BagQueues } from './bag-queues';
import { OrderList, daysSince } from './order-list';
import { ReceiveDialog, ShipDialog } from './swap-dialogs';
import { shortUsDate } from './swap-format';

/** A set of selected ids, kept to the ids still in the list. */
function useSelection(ids: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = new Set(ids.filter((id) => chosen.has(id)));
  return {
    selected,
    toggle: (id: string) =>
      setChosen((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: (select: boolean) => setChosen(select ? new Set(ids) : new Set()),
    clear: () => setChosen(new Set()),
  };
}

const LOADING: SwapListState = { status: 'loading', orders: [], more: false };
const FAILED: SwapListState = { status: 'error', orders: [], more: false };

/**
 * The orders pending shipment split by their member's membership: the list to ship, and
 * the orders held back (membership not active), each loading or failing with the other;
 * then the reservations not to ship yet (their day ahead, or their member's return not
 * received, as far as `returning` shows) apart from the rest.
 */
function useShipLists(returning: SwapListState): {
  toShip: SwapListState;
  held: HeldOrder[];
  later: HeldOrder[];
} {
  const pending = useSwapList('toShip');
  const memberships = useMemberships(pending.orders.map((order) => order.user_id));
  const [now] = useState(() => new Date());
  if (pending.status !== 'success') return { toShip: pending, held: [], later: [] };
  if (memberships.status !== 'success') {
    return { toShip: memberships.status === 'error' ? FAILED : LOADING, held: [], later: [] };
  }
  const { ship: active, held } = splitByMembership(pending.orders, memberships.memberships);
  // Without the returns (loading or failed), a reservation whose day has come is listed to
  // ship: the server still refuses it until its member's return is received.
  const back = new Map(returning.orders.map((order) => [order.id, order]));
  const { ship, later } = splitReservations(active, back, now);
  return { toShip: { ...pending, orders: ship }, held, later };
}

/** /admin/swaps: the day's shipping and returns, with bulk actions. */
export function SwapsPage() {
  const returning = useSwapList('returning');
  const { toShip, held, later } = useShipLists(returning);
  const overdue = useSwapList('overdue');
  const shipping = useSelection(toShip.orders.map((o) => o.id));
  const receiving = useSelection(returning.orders.map((o) => o.id));
  // The orders chosen when a dialog opens: done ones leave the live lists meanwhile.
  const [dialog, setDialog] = useState<{ kind: 'ship' | 'receive'; orders: Order[] } | null>(null);
  const closeDialog = () => {
    setDialog(null);
    shipping.clear();
    receiving.clear();
  };

  return (
    <div className="flex flex-col gap-6">
      <OrderList
        title="Bags to Ship"
        description={`Pending Shipment, oldest first. Check the bag's condition before it goes out.${
          held.length > 0
            ? ` ${plural(held.length, 'order', 'orders')} held back below: membership not active.`
            : ''
        }`}
        state={toShip}
        what="the bags to ship"
        empty="No bags to ship. Every order has gone out."
        showGrade
        selected={shipping.selected}
        onToggle={shipping.toggle}
        onToggleAll={shipping.toggleAll}
        details={(order, now) => (
          <>
            <p>Ordered {shortUsDate(order.order_date)}</p>
            <p>Waiting {plural(Math.max(0, daysSince(order.order_date, now)), 'day', 'days')}</p>
          </>
        )}
        actions={
          <Button
            size="sm"
            disabled={shipping.selected.size === 0}
            onClick={() =>
              setDialog({
                kind: 'ship',
                orders: toShip.orders.filter((o) => shipping.selected.has(o.id)),
              })
            }
          >
            <Truck aria-hidden="true" className="size-4" />
            Mark Shipped{shipping.selected.size > 0 && ` (${shipping.selected.size})`}
          </Button>
        }
      />

      {held.length > 0 && (
        <OrderList
          title={MEMBERSHIP_NOT_ACTIVE_SHIP_LABEL}
          description="Pending Shipment, but the member's membership is not active (a failed payment, a pause or an end): the server refuses to ship these. They move back to Bags to Ship once the membership is active again; or cancel the order in Orders."
          state={{ status: 'success', orders: held.map((h) => h.order), more: false }}
          what="the orders held back"
          empty=""
          details={(order) => (
            <>
              <p>Ordered {shortUsDate(order.order_date)}</p>
              <p className="font-semibold text-red-700 dark:text-red-400">
                Membership not active: {held.find((h) => h.order.id === order.id)?.why}
              </p>
            </>
          )}
        />
      )}

      {later.length > 0 && (
        <OrderList
          title="Reserved to Ship Later"
          description="Members chose these while their last bag was on its way back. Each ships on its day (the day the member's swap clock unlocks) once the bag it follows is received; the server refuses to ship it before. They move to Bags to Ship then."
          state={{ status: 'success', orders: later.map((l) => l.order), more: false }}
          what="the reservations"
          empty=""
          details={(order) => (
            <>
              <p>Reserved {shortUsDate(order.order_date)}</p>
              <p className="font-semibold">{later.find((l) => l.order.id === order.id)?.why}</p>
            </>
          )}
        />
      )}

      <OrderList
        title="Returns on Their Way"
        description="Return Pending: members sent these back. Receive each with its condition grade."
        state={returning}
        what="the returns on their way"
        empty="No returns on their way."
        selected={receiving.selected}
        onToggle={receiving.toggle}
        onToggleAll={receiving.toggleAll}
        details={(order, now) => (
          <>
            <p>Return started {shortUsDate(order.updated_at)}</p>
            <p>On its way {plural(Math.max(0, daysSince(order.updated_at, now)), 'day', 'days')}</p>
          </>
        )}
        actions={
          <Button
            size="sm"
            disabled={receiving.selected.size === 0}
            onClick={() =>
              setDialog({
                kind: 'receive',
                orders: returning.orders.filter((o) => receiving.selected.has(o.id)),
              })
            }
          >
            <PackageCheck aria-hidden="true" className="size-4" />
            Mark Received{receiving.selected.size > 0 && ` (${receiving.selected.size})`}
          </Button>
        }
      />

      <OrderList
        title="Overdue Returns"
        description={`Bags we need back: still out while the membership is not active (a failed payment, a pause or an end), or sent back over ${RETURN_ARRIVAL_DAYS} days ago and not received. A bag kept under an active membership is never overdue. A bag is listed as soon as the membership changes (and the daily return-due job checks the returns). Contact the member.`}
        state={overdue}
        what="the overdue returns"
        empty="No overdue returns."
        details={(order, now) =>
          order.order_status === 'return_pending' ? (
            <>
              <p>Return started {shortUsDate(order.updated_at)}</p>
              <p className="font-semibold text-red-700 dark:text-red-400">
                Not received after {plural(daysSince(order.updated_at, now), 'day', 'days')}
              </p>
            </>
          ) : (
            <>
              <p>Membership not active</p>
              <p className="font-semibold text-red-700 dark:text-red-400">
                Overdue since {shortUsDate(order.overdue_flagged_at)}
              </p>
            </>
          )
        }
      />

      <BagQueues />

      <ShipDialog
        open={dialog?.kind === 'ship'}
        onOpenChange={(open) => !open && closeDialog()}
        orders={dialog?.kind === 'ship' ? dialog.orders : []}
      />
      <ReceiveDialog
        open={dialog?.kind === 'receive'}
        onOpenChange={(open) => !open && closeDialog()}
        orders={dialog?.kind === 'receive' ? dialog.orders : []}
      />
    </div>
  );
}
