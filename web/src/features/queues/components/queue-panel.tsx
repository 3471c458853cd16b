import { Clock, Crown, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  CROWN_PRIORITY_RULE,
  ESTIMATE_NOTE,
  MAX_QUEUES_PER_MEMBER,
  formatHoldEnd,
  swapDate,
  type QueueEntry,
  type TierId,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { useKeepFocus } from '@/components/ui/use-keep-focus';
import { FormAlert } from '@/components/ui/form-alert';
import { callableErrorMessage } from '@/lib/callable';
import { plural } from '@/lib/plural';
import { browserTimeZone } from '@/lib/time-zone';
import { QUEUE_FAILED, useJoinQueue, useLeaveQueue } from '../api/join-leave';
import { useMyQueues } from '../api/get-queues';
import { queueDate } from './queue-format';

function ordinal(n: number): string {
  const rule = new Intl.PluralRules('en-US', { type: 'ordinal' }).select(n);
  const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th', zero: 'th', many: 'th' }[rule];
  return `${n}${suffix}`;
}

/**
 * Where the member stands in this bag's queue. The bag's estimate never speaks for a
 * member whose own swap unlocks later (`unlocksAt`): then the day they can take it is
 * that one. A bag in the atelier has no estimate (`estimate: false`).
 */
function MyPlace({
  entry,
  estimate,
  unlocksAt,
}: {
  entry: QueueEntry;
  estimate: boolean;
  unlocksAt: Date | null;
}) {
  if (entry.status === 'offered') {
    return (
      <p className="font-semibold">
        It is your turn: this bag is held for you
        {entry.offer_expires_at ? ` until ${formatHoldEnd(entry.offer_expires_at)}` : ''}.
      </p>
    );
  }
  const estimatedAt = estimate ? entry.estimated_at : null;
  if (unlocksAt !== null && (estimatedAt === null || estimatedAt.getTime() < unlocksAt.getTime())) {
    return (
      <p className="font-semibold">
        You are {ordinal(entry.position)} in line. You can take it once your swap unlocks on{' '}
        {swapDate(unlocksAt, browserTimeZone())}.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold">
        You are {ordinal(entry.position)} in line
        {estimatedAt ? `, estimated around ${queueDate(estimatedAt)}` : ''}.
      </p>
      {estimatedAt && (
        <p className="text-xs text-neutral-600 dark:text-neutral-400">{ESTIMATE_NOTE}</p>
      )}
    </div>
  );
}

/**
 * The queue of a bag that is out, on its page: how many wait and when it should be back,
 * the member's place and estimated date, Join the queue / Leave the queue, and the Crown
 * priority rule. `backEstimate` is null when no date can be given (a bag held, or in the
 * atelier: then no member's estimate is shown either); `unlocksAt` is when the member's
 * own swap unlocks, if later than now (domain `nextSwapUnlock`).
 */
export function QueuePanel({
  uid,
  tier,
  bagId,
  queueLength,
  backEstimate,
  inAtelier = false,
  unlocksAt = null,
}: {
  uid: string;
  tier: TierId | null;
  bagId: string;
  queueLength: number;
  backEstimate: Date | null;
  inAtelier?: boolean;
  unlocksAt?: Date | null;
}) {
  const queues = useMyQueues(uid);
  const join = useJoinQueue();
  const leave = useLeaveQueue();
  const [busy, setBusy] = useState(false);
  // Join and Leave take each other's place: focus moves to the one shown.
  const keepFocus = useKeepFocus(busy);
  const [error, setError] = useState<string | null>(null);
  // A closet card's "Join the queue" opens the bag's page at `#queue`: the panel is shown.
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash === '#queue') panel.current?.scrollIntoView({ block: 'start' });
  }, []);
  const mine = queues.entries.find((entry) => entry.product_id === bagId) ?? null;
  const full = mine === null && queues.entries.length >= MAX_QUEUES_PER_MEMBER;

  const act = async (what: 'join' | 'leave') => {
    setBusy(true);
    setError(null);
    try {
      await (what === 'join' ? join({ bagId }) : leave({ bagId }));
    } catch (cause) {
      setError(callableErrorMessage(cause, QUEUE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      id="queue"
      ref={panel}
      aria-labelledby="queue-heading"
      className="flex scroll-mt-24 flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id="queue-heading" className="font-display text-2xl">
        The queue for this bag
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        <li className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-4 text-gold" />
          {queueLength === 0
            ? 'Nobody is waiting yet.'
            : `${plural(queueLength, 'member is', 'members are')} waiting.`}
        </li>
        {backEstimate && (
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 text-gold" />
            Expected back around {queueDate(backEstimate)} (an estimate).
          </li>
        )}
        <li className="flex items-start gap-2">
          <Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
          <span>
            {CROWN_PRIORITY_RULE} When the bag comes back, the first in line has it held for 48
            hours.
          </span>
        </li>
      </ul>
      {queues.status === 'error' && (
        <FormAlert>Could not load your place in the queue. Please reload the page.</FormAlert>
      )}
      {mine && <MyPlace entry={mine} estimate={!inAtelier} unlocksAt={unlocksAt} />}
      {tier === null ? (
        <p className="text-sm">An active membership is needed to join a queue.</p>
      ) : mine ? (
        <Button ref={keepFocus} variant="outline" disabled={busy} onClick={() => void act('leave')}>
          {busy ? 'Leaving...' : 'Leave the queue'}
        </Button>
      ) : (
        <>
          <Button
            ref={keepFocus}
            variant="black"
            size="lg"
            disabled={busy || queues.status !== 'success' || full}
            onClick={() => void act('join')}
          >
            {busy ? 'Joining...' : 'Join the queue'}
          </Button>
          <p className="text-xs text-neutral-600 dark:text-neutral-400">
            {full
              ? `You are in ${MAX_QUEUES_PER_MEMBER} queues, the most at once. Leave one to join this one.`
              : `You can be in up to ${MAX_QUEUES_PER_MEMBER} queues at once.`}
          </p>
        </>
      )}
      <FormAlert>{error}</FormAlert>
    </section>
  );
}
