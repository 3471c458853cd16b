import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { productName, type BagStats, type TierId } from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';
import placeholderPhoto from '@/assets/bag-placeholder.svg';
import { useBagSummary, useMyQueues } from '../api/get-queues';
import { QueuePanel } from './queue-panel';

/** A bag's summary page: its photo, brand, title and a status badge, then `children`. */
function BagSummaryPage({
  bag,
  sold,
  badge,
  children,
}: {
  bag: BagStats;
  sold: boolean;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <img
        src={bag.photo ?? placeholderPhoto}
        alt={productName(bag.brand, bag.title)}
        className={cn(
          'aspect-square w-full rounded-2xl bg-neutral-100 object-cover dark:bg-neutral-800',
          sold && 'opacity-60 grayscale',
        )}
      />
      <div className="flex flex-col gap-5">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-neutral-600 uppercase dark:text-neutral-400">
            {bag.brand}
          </p>
          <h1 className="mt-1 font-display text-4xl">{bag.title}</h1>
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
        {children}
      </div>
    </div>
  );
}

/**
 * A bag's page while the bag is out (with a member, being prepared, or held for the next
 * in its queue): its summary and its queue; a sold bag says so. A bag the member may not
 * see, or that does not exist, shows `fallback`.
 */
export function BagOut({
  uid,
  tier,
  productId,
  fallback,
  unlocksAt = null,
}: {
  uid: string;
  tier: TierId | null;
  productId: string;
  fallback: ReactNode;
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
      <BagSummaryPage bag={bag} sold badge="Sold">
        <p>A member bought this bag, so it is no longer available and will not come back.</p>
        <Link to={paths.bags} className="underline underline-offset-4">
          Browse the closet
        </Link>
      </BagSummaryPage>
    );
  }
  if (bag.borrow_status === 'Available') return <>{fallback}</>;
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
      sold={false}
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
