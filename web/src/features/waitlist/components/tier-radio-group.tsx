import { Check } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TIER_LIST, type TierId } from '@unlimited/domain';
import { monthlyPrice } from './tier-cards';

interface TierRadioGroupProps {
  registration: UseFormRegisterReturn<'tier'>;
  error?: string | undefined;
  /** The id of each tier's radio input, so the page can move focus to one. */
  inputId: (tier: TierId) => string;
}

/** The access level as three radio cards: a native radio group, so arrows keys work. */
export function TierRadioGroup({ registration, error, inputId }: TierRadioGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Access level</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {TIER_LIST.map((tier) => (
          <label
            key={tier.id}
            htmlFor={inputId(tier.id)}
            className="group relative flex cursor-pointer flex-col rounded-xl border border-neutral-300 bg-white px-4 py-3 transition-colors hover:border-neutral-500 has-checked:border-gold has-checked:bg-amber-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold dark:border-neutral-700 dark:bg-neutral-950 dark:has-checked:bg-amber-950/30"
          >
            <input
              type="radio"
              id={inputId(tier.id)}
              value={tier.id}
              className="sr-only"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              {...registration}
            />
            <span className="font-semibold">{tier.name}</span>
            <span className="text-sm text-neutral-600 dark:text-neutral-400">
              {monthlyPrice(tier.monthlyPriceCents)}
            </span>
            <Check
              aria-hidden="true"
              className="absolute top-3 right-3 hidden size-4 text-gold-deep group-has-checked:block dark:text-gold"
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
