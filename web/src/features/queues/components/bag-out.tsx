import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  formatCents,
  memberPurchasePrice,
  productName,
  RANK_LABELS,
  RANKS,
  isCurrentOrder,
  type BagStats,
  type Order,
  type TierId,
} from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';
import placeholderPhoto from '@/assets/bag-placeholder.svg';
import { useBagSummary, useMyQueues } from '../api/get-queues';
import { QueuePanel } from './queue-panel';

/** The condition grades in one line, best first (as on the bag's page in the closet). */
const RANK_SCALE = `Our grades, best first: ${RANKS.map((rank) => `${rank} ${RANK_LABELS[rank]}`).join(', ')}.`;

/** What the bag is worth and its condition, from its summary (absent on an old summary). */
function BagFacts({ bag, tier }: { bag: BagStats; tier: TierId | null }) {
  if (bag.rank === null && bag.price === null) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {bag.rank !== null && (
        <>
          <dt className="text-neutral-600 dark:text-neutral-400">Condition</dt>
          <dd>
            <span className="font-semibold">
              {bag.rank} · {RANK_LABELS[bag.rank]}
            </span>
            <span className="block text-xs text-neutral-600 dark:text-neutral-400">
              {RANK_SCALE}
            </span>
          </dd>
        </>
      )}
      {bag.price !== null && (
        <>
          <dt className="text-neutral-600 dark:text-neutral-400">Retail price</dt>
          <dd>{formatCents(bag.price)}</dd>
          {tier && (
            <>
              <dt className="text-neutral-600 dark:text-neutral-400">Member price</dt>
              <dd className="font-semibold">{formatCents(memberPurchasePrice(bag.price, tier))}</dd>
            </>
          )}
        </>
      )}
    </dl>
  );
}

/**
 * A bag's summary page: its photo, brand, title, a status badge (and `titleAction`, the
 * member's heart, by the title), its condition and prices, then `children`.
 */
function BagSummaryPage({
  bag,
  tier,
  sold,
  badge,
  titleAction,
  children,
}: {
  bag: BagStats;
  tier: TierId | null;
  sold: boolean;
  badge: ReactNode;
  titleAction?: ReactNode;
  children: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const name = productName(bag.brand, bag.title);
  const loads = bag.photo !== null && !failed;
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <img
        src={loads ? (bag.photo ?? placeholderPhoto) : placeholderPhoto}
        alt={loads ? name : `${name}: photo unavailable`}
        onError={loads ? () => setFailed(true) : undefined}
        className={cn(
          'aspect-square w-full rounded-2xl bg-neutral-100 object-cover dark:bg-neutral-800',
          sold && 'opacity-60 grayscale',
        )}
      />
      <div className="flex flex-col gap-5">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-[0.2em] text-neutral-600 uppercase dark:text-neutral-400">
              {bag.brand}
            </p>
            <h1 className="mt-1 font-display text-4xl">{bag.title}</h1>
            {bag.style && (
              <p className="mt-1 text-neutral-600 dark:text-neutral-400">{bag.style}</p>
            )}
            <p
              className={cn(
                'mt-2 inline-block rounded-full px-3 py-1 text-sm',
                sold
                  ? 'bg-ink text-white dark:bg-white dark:text-ink'
                  : 'bg-neutral-100 dark:bg-neutral-800',
              )}
            >
              {badge}
            </p>
          </div>
          {titleAction}
        </div>
        <BagFacts bag={bag} tier={sold ? null : tier} />
        {children}
      </div>
    </div>
  );
}

/**
 * Whether the member is sending bag `productId` back: an order of it is `return_pending`
 * (the loan lasts until we receive it) and no newer order of it is current. A bag on its
 * way to them or with them never reaches `BagOut`: the bag page says "This bag is in
 * your rotation" first (`NotAvailableToMember`).
 */
export function returningBag(
  orders: readonly Pick<Order, 'bag_id' | 'order_status'>[],
  productId: string,
): boolean {
  const own = orders.filter((order) => order.bag_id === productId);
  return (
    !own.some((order) => isCurrentOrder(order.order_status)) &&
    own.some((order) => order.order_status === 'return_pending')
  );
}

/**
 * A bag's page while the bag is out (with a member, in the atelier, or held for the next
 * in its queue): its summary (condition, prices, the member's heart) and its queue; a sold bag says so. A bag the member may not
 * see, or that does not exist, shows `fallback`.
 */
export function BagOut({
  uid,
  tier,
  productId,
  fallback,
  unlocksAt = null,
  returning = false,
  titleAction,
}: {
  uid: string;
  tier: TierId | null;
  productId: string;
  fallback: ReactNode;
  /** The member is sending this bag back: no queue to join for a bag that is theirs. */
  returning?: boolean;
  /** A control by the title (the member's heart), given the bag. */
  titleAction?: (bag: BagStats) => ReactNode;
  /** When the member's own swap unlocks, if later than now. */
  unlocksAt?: Date | null;
}) {
  const summary = useBagSummary(productId);
  const queues = useMyQueues(uid);
  if (summary.status === 'loading') return <PageLoader label="Loading bag..." />;
  if (summary.status !== 'success') return <>{fallback}</>;
  const bag = summary.bag;
  if (bag.status === 'Sold') {
    // It will not come back, so there is no queue to join.
    return (
      <BagSummaryPage bag={bag} tier={tier} sold badge="Sold" titleAction={titleAction?.(bag)}>
        <p>A member bought this bag, so it is no longer available and will not come back.</p>
        <Link to={paths.bags} className="underline underline-offset-4">
          Browse the closet
        </Link>
      </BagSummaryPage>
    );
  }
  if (bag.borrow_status === 'Available') return <>{fallback}</>;
  if (returning) {
    // Their own bag until we receive it: the server refuses to queue them for it.
    return (
      <BagSummaryPage
        bag={bag}
        tier={tier}
        sold={false}
        titleAction={titleAction?.(bag)}
        badge="On its way back from you"
      >
        <p className="text-neutral-700 dark:text-neutral-300">
          You are sending this bag back. Once we receive it, it goes to the next member in line or
          back to the closet.
        </p>
        <Link to={paths.dashboard} className="underline underline-offset-4">
          Go to your dashboard
        </Link>
      </BagSummaryPage>
    );
  }
  // A held bag is here, not out: no date it should be back; nor for one in the atelier,
  // whose return depends on its care, not on a member's swap.
  const held = bag.borrow_status === 'Reserved';
  const inAtelier = bag.borrow_status === 'Maintenance';
  const mine = queues.entries.some(
    (entry) => entry.product_id === productId && entry.status === 'offered',
  );
  return (
    <BagSummaryPage
      bag={bag}
      tier={tier}
      sold={false}
      titleAction={titleAction?.(bag)}
      badge={
        held
          ? mine
            ? 'Held for you'
            : 'Held for the next member in line'
          : inAtelier
            ? 'Being cared for by our atelier'
            : 'Out with a member right now'
      }
    >
      {inAtelier && (
        <p className="text-neutral-700 dark:text-neutral-300">
          Our atelier is caring for this bag. Join the queue to be told when it is back.
        </p>
      )}
      <QueuePanel
        uid={uid}
        tier={tier}
        bagId={productId}
        queueLength={bag.queue_length}
        backEstimate={held || inAtelier ? null : bag.back_estimate}
        inAtelier={inAtelier}
        unlocksAt={unlocksAt}
      />
    </BagSummaryPage>
  );
}
