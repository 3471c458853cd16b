import { Heart, ListOrdered } from 'lucide-react';
import { Panel } from './chart-card';

const RANKINGS = [
  {
    slug: 'most-queued',
    title: 'Most-queued bags',
    icon: ListOrdered,
    text: 'Members cannot join a queue for a bag yet, so there is nothing to rank. This list fills in once bag queues open.',
  },
  {
    slug: 'most-hearted',
    title: 'Most-hearted bags',
    icon: Heart,
    text: 'Members cannot heart a bag yet, so there is nothing to rank. This list fills in once hearts open.',
  },
] as const;

/** Queues and hearts do not exist yet: each ranking says so instead of showing made-up data. */
export function RankedBags() {
  return (
    <>
      {RANKINGS.map(({ slug, title, icon: Icon, text }) => (
        <Panel key={slug} title={title} titleId={`chart-${slug}`}>
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-neutral-300 px-4 py-10 text-center dark:border-neutral-700">
            <Icon aria-hidden="true" className="size-8 text-gold" />
            <p className="max-w-sm text-sm text-neutral-600 dark:text-neutral-400">{text}</p>
          </div>
        </Panel>
      ))}
    </>
  );
}
