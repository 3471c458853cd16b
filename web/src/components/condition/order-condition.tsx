import {
  CONDITION_STAGES,
  CONDITION_STAGE_LABELS,
  RANK_MEANINGS,
  gradeText,
  type ConditionEntry,
} from '@unlimited/domain';
import { useOrderConditionRecord } from './use-condition-record';
import { ConditionPhotos } from './condition-photos';

function Entry({ label, entry }: { label: string; entry: ConditionEntry }) {
  return (
    <div>
      <dt className="text-neutral-500 dark:text-neutral-400">{label}</dt>
      <dd>
        <span className="font-semibold" title={RANK_MEANINGS[entry.grade]}>
          {gradeText(entry.grade)}
        </span>
        {entry.notes && <span className="block whitespace-pre-line">{entry.notes}</span>}
        <ConditionPhotos photos={entry.photos} label={`${label} photos`} />
      </dd>
    </div>
  );
}

/**
 * The member's order's condition record: the bag as it was sent and as it came back.
 * Nothing is shown before the bag is sent, or when the record cannot be read.
 */
export function OrderCondition({ bagId, orderId }: { bagId: string; orderId: string }) {
  const state = useOrderConditionRecord(bagId, orderId);
  const record = state.record;
  if (record === null) return null;
  const entries = CONDITION_STAGES.flatMap((stage) => {
    const entry = record[stage];
    return entry ? [{ stage, entry }] : [];
  });
  if (entries.length === 0) return null;
  return (
    <section aria-label="Condition record" className="text-sm">
      <h3 className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">
        Condition record
      </h3>
      <dl className="mt-1 grid gap-3 sm:grid-cols-2">
        {entries.map(({ stage, entry }) => (
          <Entry key={stage} label={CONDITION_STAGE_LABELS[stage]} entry={entry} />
        ))}
      </dl>
    </section>
  );
}
