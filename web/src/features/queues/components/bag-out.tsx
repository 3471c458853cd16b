import type { ReactNode } from 'react';
import { productName, type TierId } from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import placeholderPhoto from '@/assets/bag-placeholder.svg';
import { useBagSummary } from '../api/get-queues';
import { QueuePanel } from './queue-panel';

/**
 * A bag's page while the bag is out (with a member, being prepared, or held for the next
 * in its queue): its summary and its queue. A bag the member may not see, or that does
 * not exist, shows `fallback`.
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
  if (summary.status !== 'success' || summary.bag.borrow_status === 'Available') {
    return <>{fallback}</>;
  }
  const bag = summary.bag;
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
