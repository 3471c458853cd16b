import { BarChart3, Download, Table2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { analyticsCsvFilename } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/download';
import { chartCsv, type ChartSpec } from '../chart-spec';
import { AnalyticsChart } from './analytics-chart';
import { ChartTable } from './chart-table';

export function Panel({
  title,
  titleId,
  children,
}: {
  title: string;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 sm:p-5 dark:bg-neutral-950 dark:ring-neutral-800"
    >
      <h2 id={titleId} className="font-display text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One chart with its headline, a chart/table toggle and its CSV export. */
export function ChartCard({ spec }: { spec: ChartSpec }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = `chart-${spec.slug}`;
  return (
    <Panel title={spec.title} titleId={titleId}>
      <div className="-mt-2 flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-prose text-sm text-neutral-600 dark:text-neutral-400">
          {spec.description}
        </p>
        <dl className="flex flex-col-reverse sm:text-right">
          <dt className="text-xs text-neutral-500">{spec.headline.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{spec.headline.value}</dd>
          {spec.headline.detail && (
            <dd className="order-first text-xs text-neutral-500 tabular-nums">
              {spec.headline.detail}
            </dd>
          )}
        </dl>
      </div>
      {spec.empty ? (
        <p className="rounded-lg border border-dashed border-neutral-300 px-4 py-10 text-center text-sm text-neutral-500 dark:border-neutral-700">
          Nothing counted yet. This chart fills in as the figures come in.
        </p>
      ) : view === 'chart' ? (
        <AnalyticsChart spec={spec} />
      ) : (
        <ChartTable spec={spec} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`${view === 'chart' ? 'Show table' : 'Show chart'} of ${spec.title}`}
          disabled={spec.empty}
          onClick={() => setView(view === 'chart' ? 'table' : 'chart')}
        >
          {view === 'chart' ? (
            <Table2 aria-hidden="true" className="size-4" />
          ) : (
            <BarChart3 aria-hidden="true" className="size-4" />
          )}
          {view === 'chart' ? 'Show table' : 'Show chart'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={spec.empty}
          aria-label={`Export CSV of ${spec.title}`}
          onClick={() => downloadCsv(chartCsv(spec), analyticsCsvFilename(spec.slug, new Date()))}
        >
          <Download aria-hidden="true" className="size-4" /> Export CSV
        </Button>
      </div>
    </Panel>
  );
}
