import { AlertTriangle } from 'lucide-react';
import { productName, type BagStats } from '@unlimited/domain';
import type { ChartSpec } from '../chart-spec';
import { useBagRanking } from '../api/get-bag-rankings';
import { ChartCard, Panel } from './chart-card';

const RANKINGS = [
  {
    field: 'queue_length',
    slug: 'most-queued',
    title: 'Most-queued bags',
    what: 'Members in queue',
    description: 'The bags with the longest queues now (members waiting for them to come back).',
  },
  {
    field: 'hearts',
    slug: 'most-hearted',
    title: 'Most-hearted bags',
    what: 'Hearts',
    description: 'The bags members saved most, of every bag in the catalogue.',
  },
] as const;

type Ranking = (typeof RANKINGS)[number];

/** A ranking as a bar chart with its table and CSV: one bar per bag, most first. */
export function rankingChart(ranking: Ranking, bags: readonly BagStats[]): ChartSpec {
  const names = bags.map(
    (bag, i) => `${i + 1}. ${productName(bag.brand, bag.title) || bag.product_id}`,
  );
  const values = bags.map((bag) => bag[ranking.field]);
  return {
    slug: ranking.slug,
    title: ranking.title,
    description: ranking.description,
    kind: 'bar',
    unit: 'count',
    labels: names,
    series: [{ label: ranking.what, values }],
    headline: { label: 'Top bag', value: String(values[0] ?? 0) },
    table: {
      columns: [
        { header: 'Bag', unit: 'text' },
        { header: ranking.what, unit: 'count' },
      ],
      rows: names.map((name, i) => [name, values[i] ?? 0]),
    },
    empty: bags.length === 0,
  };
}

function RankingCard({ ranking }: { ranking: Ranking }) {
  const state = useBagRanking(ranking.field);
  if (state.status === 'success') return <ChartCard spec={rankingChart(ranking, state.bags)} />;
  return (
    <Panel title={ranking.title} titleId={`chart-${ranking.slug}`}>
      {state.status === 'loading' ? (
        <div
          role="status"
          className="h-64 animate-pulse rounded-lg bg-neutral-200 dark:bg-neutral-800"
        >
          <span className="sr-only">Loading {ranking.title.toLowerCase()}...</span>
        </div>
      ) : (
        <p role="alert" className="flex items-center gap-2 text-sm text-red-800 dark:text-red-200">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          Failed to load {ranking.title.toLowerCase()}. Reload the page to try again.
        </p>
      )}
    </Panel>
  );
}

/** The most-queued and most-hearted bags, from the per-bag aggregates functions keep. */
export function RankedBags() {
  return (
    <>
      {RANKINGS.map((ranking) => (
        <RankingCard key={ranking.slug} ranking={ranking} />
      ))}
    </>
  );
}
