import { formatHoldEnd } from '@unlimited/domain';
import { useMyQueues } from '../api/get-queues';

/** On a bag held for the member: until when, and that it then passes to the next in line. */
export function HeldNotice({ uid, bagId }: { uid: string; bagId: string }) {
  const queues = useMyQueues(uid);
  const mine = queues.entries.find((entry) => entry.product_id === bagId);
  if (mine?.status !== 'offered') return null;
  return (
    <div role="note" className="rounded-xl bg-amber-50 p-4 text-sm dark:bg-amber-950">
      <p className="font-semibold">It is your turn: this bag is held for you.</p>
      <p>
        {mine.offer_expires_at
          ? `Choose it before ${formatHoldEnd(mine.offer_expires_at)}, or it passes to the next member in line.`
          : 'Choose it soon, or it passes to the next member in line.'}
      </p>
    </div>
  );
}
