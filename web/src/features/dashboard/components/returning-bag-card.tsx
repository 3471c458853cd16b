import { useId } from 'react';
import { Link } from 'react-router-dom';
import { productName, returnCode, type Order } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A bag on its way back to us (return started): its code and the way to its label. */
export function ReturningBagCard({ order }: { order: Order }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-neutral-50 p-6 sm:flex-row sm:items-center sm:justify-between dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div>
        <h2
          id={headingId}
          className="text-xs font-semibold tracking-widest text-neutral-500 uppercase"
        >
          On Its Way Back
        </h2>
        <p className="mt-1 font-display text-xl">{productName(order.bag_brand, order.bag_name)}</p>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          Return code <span className="font-mono">{returnCode(order.id)}</span>. We will let you
          know when it arrives.
        </p>
      </div>
      <Button asChild variant="outline" size="tap">
        <Link to={paths.returnLabel(order.id)}>View Return Label</Link>
      </Button>
    </section>
  );
}
