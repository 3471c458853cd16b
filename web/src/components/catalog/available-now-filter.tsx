import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AVAILABLE_NOW_PARAM } from '@/config/catalog';

/**
 * The "Available now" filter of the closet, a category, a search and a brand's page, kept
 * in the address (`?available=1`) so the filtered page can be shared, bookmarked and
 * reached with Back. Returns whether it is on and how to set it.
 */
export function useAvailableNow(): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(AVAILABLE_NOW_PARAM) === '1';
  // The box follows a click at once; the address, which the router updates a moment
  // later (and Back changes), is the source again as soon as it changes.
  // (React's "adjusting state when a prop changes", during render rather than in an effect.)
  const [clicked, setClicked] = useState<boolean | null>(null);
  const [seen, setSeen] = useState(inAddress);
  if (seen !== inAddress) {
    setSeen(inAddress);
    setClicked(null);
  }
  const on = seen !== inAddress ? inAddress : (clicked ?? inAddress);
  const set = (next: boolean) => {
    setClicked(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(AVAILABLE_NOW_PARAM, '1');
        else updated.delete(AVAILABLE_NOW_PARAM);
        return updated;
      },
      { preventScrollReset: true },
    );
  };
  return [on, set];
}

/**
 * A checkbox (a native one: keyboard and screen readers know it) styled as a pill: on,
 * the page lists only the bags free to choose now; off, every bag with its state.
 */
export function AvailableNowFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-full border border-neutral-300 bg-white px-4 py-2.5 text-sm font-medium has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold sm:self-auto dark:border-neutral-700 dark:bg-neutral-950 dark:has-[:checked]:border-white dark:has-[:checked]:bg-white dark:has-[:checked]:text-ink">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-gold-deep"
      />
      Available now
    </label>
  );
}
