import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { productName, type BagStats, type TierId } from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import placeholderPhoto from '@/assets/bag-placeholder.svg';
import { useBagSummary } from '../api/get-queues';
import { QueuePanel } from './queue-panel';

/** A bag's page once it was sold: it will not come back, so there is no queue to join. */
function BagSold({ bag }: { bag: BagStats }) {
  const name = productName(bag.brand, bag.title);
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <img
        src={bag.photo ?? placeholderPhoto}
        alt={name}
        className="aspect-square w-full rounded-2xl bg-neutral-100 object-cover opacity-60 grayscale dark:bg-neutral-800"
      />
      <div className="flex flex-col gap-5">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-neutral-600 uppercase dark:text-neutral-400">
            {bag.brand}
          </p>
          <h1 className="mt-1 font-display text-4xl">{bag.title}</h1>
          <p className="mt-2 inline-block rounded-full bg-ink px-3 py-1 text-sm text-white dark:bg-white dark:text-ink">
            Sold
          </p>
        </div>
        <p>A member bought this bag, so it is no longer available and will not come back.</p>
        <Link to={paths.bags} className="underline underline-offset-4">
          Browse the closet
        </Link>
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
}: {
  uid: string;
  tier: TierId | null;
  productId: string;
  fallback: ReactNode;
}) {
  const summary = useBagSummary(productId);
  if (summary.status === 'loading') return <PageLoader label="Loading bag..." />;
  if (summary.status !== 'success') return <>{fallback}</>;
  const bag = summary.bag;
  if (bag.status === 'Sold') return <BagSold bag={bag} />;
  if (bag.borrow_status === 'Available') return <>{fallback}</>;
  const name = productName(bag.brand, bag.title);
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <img
        src={bag.photo ?? placeholderPhoto}
        alt={name}
        className="aspect-square w-full rounded-2xl bg-neutral-100 object-cover dark:bg-neutral-800"
      />
      <div className="flex flex-col gap-5">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-neutral-600 uppercase dark:text-neutral-400">
            {bag.brand}
          </p>
          <h1 className="mt-1 font-display text-4xl">{bag.title}</h1>
          <p className="mt-2 inline-block rounded-full bg-neutral-100 px-3 py-1 text-sm dark:bg-neutral-800">
            {bag.borrow_status === 'Reserved'
              ? 'Held for the next member in line'
              : 'Out with a member right now'}
          </p>
        </div>
        <QueuePanel
          uid={uid}
          tier={tier}
          bagId={productId}
          queueLength={bag.queue_length}
          backEstimate={bag.back_estimate}
        />
      </div>
    </div>
  );
}
