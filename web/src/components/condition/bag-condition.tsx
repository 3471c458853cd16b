import { useId } from 'react';
import {
  CONDITION_STAGE_LABELS,
  RANK_MEANINGS,
  latestConditionEntry,
  type Rank,
} from '@unlimited/domain';
import { useLatestConditionRecord } from './use-condition-record';
import { ConditionPhotos } from './condition-photos';
import { mediumDate } from '@/lib/dates';

/**
 * The product page's condition record: the bag's grade with what it means, then what we
 * noted and photographed when it was last checked (on its return, or when it was sent out).
 */
export function BagCondition({ bagId, grade }: { bagId: string; grade: Rank }) {
  const headingId = useId();
  const state = useLatestConditionRecord(bagId);
  const latest = latestConditionEntry(state.record);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-neutral-200 p-4 dark:border-neutral-800"
    >
      <h2 id={headingId} className="font-display text-lg">
        Condition record
      </h2>
      {/* The grade itself is in the product's details; here, what it means. */}
      <p className="mt-1 text-sm">
        <span className="font-semibold">{grade}</span>{' '}
        <span className="text-neutral-600 dark:text-neutral-400">{RANK_MEANINGS[grade]}</span>
      </p>
      {state.status === 'loading' && (
        <p role="status" className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
          Loading the condition notes…
        </p>
      )}
      {state.status === 'error' && (
        <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
          The condition notes could not be loaded. The grade above is current.
        </p>
      )}
      {state.status === 'success' && latest === null && (
        <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
          Graded by our team. Notes and photos are added each time the bag leaves us and comes back.
        </p>
      )}
      {latest !== null && (
        <div className="mt-3 text-sm">
          <p className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
            {CONDITION_STAGE_LABELS[latest.stage]},{' '}
            <time dateTime={latest.recorded_at.toISOString()}>
              {mediumDate(latest.recorded_at)}
            </time>
          </p>
          <p className="mt-1 whitespace-pre-line">
            {latest.notes || 'No wear noted beyond the grade.'}
          </p>
          <ConditionPhotos photos={latest.photos} label="Condition photos" />
        </div>
      )}
    </section>
  );
}
