import { formatCents, TIER_LIST, type TierId } from '@unlimited/domain';
import { CircleCheck } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FEATURED_TIER, TierBadge, TierFeatures } from '@/components/tiers/tier-features';
import { FormAlert } from '@/components/ui/form-alert';

interface TierChoiceProps {
  registration: UseFormRegisterReturn<'tier'>;
  error?: string | undefined;
  /** The id of each tier's radio input (ids of its name, price and features derive from it). */
  inputId: (tier: TierId) => string;
}

/**
 * The tier, asked once: the three membership cards are the form's radio group (native
 * radios, so arrow keys move between them), each with its price and its one feature list.
 */
export function TierChoice({ registration, error, inputId }: TierChoiceProps) {
  const errorId = `${inputId('reserve')}-error`;
  return (
    <fieldset className="min-w-0">
      <legend className="w-full text-center font-display text-2xl sm:text-3xl">
        Choose your access
      </legend>
      <div className="mt-8 grid gap-5 md:grid-cols-3 md:gap-6">
        {TIER_LIST.map((tier) => {
          const id = inputId(tier.id);
          const featured = tier.id === FEATURED_TIER;
          return (
            <label
              key={tier.id}
              htmlFor={id}
              className="group relative flex cursor-pointer flex-col rounded-3xl border border-neutral-300 bg-white p-6 pt-8 transition-[border-color,box-shadow] hover:border-neutral-500 has-checked:border-gold has-checked:shadow-[0_24px_50px_-30px_rgba(125,95,39,0.8)] has-checked:ring-2 has-checked:ring-gold has-focus-visible:outline-2 has-focus-visible:outline-offset-4 has-focus-visible:outline-gold-deep sm:p-7 sm:pt-9 dark:border-neutral-700 dark:bg-neutral-900 dark:hover:border-neutral-500 dark:has-focus-visible:outline-gold"
            >
              <input
                type="radio"
                id={id}
                value={tier.id}
                className="sr-only"
                aria-labelledby={`${id}-name ${id}-price`}
                aria-describedby={[error ? errorId : null, `${id}-features`]
                  .filter(Boolean)
                  .join(' ')}
                aria-invalid={Boolean(error)}
                {...registration}
              />
              {featured && (
                <TierBadge tier={tier} className="absolute -top-3 left-1/2 -translate-x-1/2" />
              )}
              <span className="flex items-start justify-between gap-3">
                <span id={`${id}-name`} className="font-display text-2xl sm:text-3xl">
                  {tier.name}
                </span>
                <span
                  aria-hidden="true"
                  className="mt-1 inline-flex size-6 shrink-0 items-center justify-center rounded-full border border-neutral-400 group-has-checked:border-gold-deep group-has-checked:bg-gold group-has-checked:text-ink dark:border-neutral-500 dark:group-has-checked:border-gold"
                >
                  <CircleCheck className="hidden size-5 group-has-checked:block" />
                </span>
              </span>
              <span className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
                {tier.tagline}
              </span>
              <span id={`${id}-price`} className="mt-4 flex items-baseline gap-1">
                <span className="font-display text-3xl">{formatCents(tier.monthlyPriceCents)}</span>
                <span className="text-sm text-neutral-600 dark:text-neutral-400">/mo</span>
              </span>
              {/* Phones list the chosen tier's features; the others stay compact, so the form is near. */}
              <TierFeatures
                tier={tier}
                id={`${id}-features`}
                className="mt-5 max-md:hidden max-md:group-has-checked:flex"
              />
            </label>
          );
        })}
      </div>
      <FormAlert id={errorId} className="mt-4 text-center">
        {error}
      </FormAlert>
    </fieldset>
  );
}
