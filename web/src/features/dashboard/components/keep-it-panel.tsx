import { useState } from 'react';
import { formatCents, memberPurchasePrice, type TierId } from '@unlimited/domain';

/** "Want to keep it?": a click flips from the retail price to the member price. */
export function KeepItPanel({ retailCents, tier }: { retailCents: number; tier: TierId }) {
  const [flipped, setFlipped] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={flipped}
      onClick={() => setFlipped((value) => !value)}
      className="w-full rounded-xl border border-gold/50 p-4 text-left transition-colors hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-gold dark:hover:bg-neutral-800"
    >
      <span className="block font-display text-lg">Want to keep it?</span>
      {flipped ? (
        <span className="mt-1 block">
          Member price <strong>{formatCents(memberPurchasePrice(retailCents, tier))}</strong>{' '}
          <s className="text-neutral-500">{formatCents(retailCents)}</s>
        </span>
      ) : (
        <span className="mt-1 block text-sm text-neutral-600 dark:text-neutral-400">
          Retail {formatCents(retailCents)} · tap to see your member price
        </span>
      )}
    </button>
  );
}
