import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatHoldEnd, productName, type QueueEntry } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BagPhoto } from './bag-photo';

/**
 * A bag held for the member (it came back, they are first in its queue): the bag page's
 * words for it, until when, and the way to its page to choose it. A hold stands once
 * made; if the member's slots have filled since (`blocked`, the bag page's refusal), the
 * card says why they cannot choose it now instead of inviting them to.
 */
export function HeldBagCard({
  entry,
  blocked = null,
}: {
  entry: QueueEntry;
  /** Why the member cannot choose a bag now, or `null` when they can. */
  blocked?: string | null;
}) {
  const headingId = useId();
  const name = productName(entry.bag_brand, entry.bag_title);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-gold/60 bg-amber-50 p-6 sm:flex-row sm:items-center dark:border-gold/40 dark:bg-amber-950"
    >
      {entry.bag_photo && (
        <BagPhoto
          src={entry.bag_photo}
          brand={entry.bag_brand}
          name={entry.bag_title}
          className="w-28 bg-white sm:w-28 dark:bg-neutral-900"
        />
      )}
      <div className="flex-1">
        <h2
          id={headingId}
          className="text-xs font-semibold tracking-widest text-neutral-600 uppercase dark:text-neutral-300"
        >
          Held for You
        </h2>
        <p className="mt-1 font-display text-xl">{name}</p>
        <p className="mt-1 text-sm font-semibold">It is your turn: this bag is held for you.</p>
        {blocked ? (
          <>
            <p className="mt-1 text-sm">{blocked}</p>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              {entry.offer_expires_at
                ? `It stays held for you until ${formatHoldEnd(entry.offer_expires_at)}, then passes to the next member in line.`
                : 'It stays held for you for now, then passes to the next member in line.'}
            </p>
          </>
        ) : (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {entry.offer_expires_at
              ? `Choose it before ${formatHoldEnd(entry.offer_expires_at)}, or it passes to the next member in line.`
              : 'Choose it soon, or it passes to the next member in line.'}
          </p>
        )}
      </div>
      <Button asChild size="tap" className="self-start sm:self-center">
        <Link to={paths.bag(entry.product_id)} aria-label={`View the ${name}`}>
          View Bag
        </Link>
      </Button>
    </section>
  );
}
