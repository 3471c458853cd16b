import { Heart } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { productName, type HeartedBag } from '@unlimited/domain';
import { cn } from '@/lib/cn';
import { HEART_FAILED } from '../api/toggle-heart';
import { useHeartsContext } from './hearts-context';

/**
 * The heart of one bag: a toggle button (aria-pressed) named after the bag, "Save …".
 * Renders nothing outside a HeartsProvider (visitors have no hearts).
 */
export function HeartButton({
  bag,
  className,
  size = 'md',
  corner = false,
}: {
  bag: HeartedBag;
  className?: string;
  size?: 'md' | 'lg';
  /** In a card's top right corner (placed over the photo). */
  corner?: boolean;
}) {
  const hearts = useHeartsContext();
  const [pending, setPending] = useState<boolean | null>(null);
  if (hearts === null) return null;
  const stored = hearts.saved.has(bag.id);
  // Shown at once while the write travels; the live list then confirms it.
  const pressed = pending ?? stored;
  const onClick = async () => {
    const next = !pressed;
    setPending(next);
    try {
      await hearts.toggle(bag, next);
    } catch {
      toast.error(HEART_FAILED);
    } finally {
      setPending(null);
    }
  };
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Save ${productName(bag.brand, bag.title)}`}
      title={pressed ? 'Saved' : 'Save'}
      disabled={hearts.status === 'loading'}
      onClick={() => void onClick()}
      className={cn(
        'z-10 inline-flex items-center justify-center rounded-full bg-white/90 text-ink shadow-sm ring-1 ring-neutral-200 transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-60 dark:bg-neutral-900/90 dark:text-white dark:ring-neutral-700',
        size === 'lg' ? 'size-12' : 'size-11',
        corner ? 'absolute top-3 right-3' : 'relative',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn(
          size === 'lg' ? 'size-6' : 'size-5',
          pressed ? 'fill-red-600 text-red-600' : 'fill-transparent',
        )}
      />
    </button>
  );
}
