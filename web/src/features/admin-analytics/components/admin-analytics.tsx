import { AlertTriangle } from 'lucide-react';
import { useMemo } from 'react';
import { useAnalytics } from '../api/get-analytics';
import { analyticsCharts } from '../charts';
import { ChartCard } from './chart-card';
import { RankedBags } from './ranked-bags';
import { onFirstUse } from '@unlimited/domain';

const updatedFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }),
);

function Skeleton() {
  return (
    <div role="status" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <span className="sr-only">Loading analytics...</span>
      {Array.from({ length: 4 }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="h-80 animate-pulse rounded-2xl bg-neutral-200 dark:bg-neutral-800"
        />
      ))}
    </div>
  );
}

/** /admin/analytics: the aggregate figures the functions keep, as charts and tables. */
export function AdminAnalytics() {
  const analytics = useAnalytics();
  const current = analytics.status === 'success' ? analytics.current : null;
  const days = analytics.status === 'success' ? analytics.days : null;
  const charts = useMemo(
    () => (current && days ? analyticsCharts(current, days, new Date()) : []),
    [current, days],
  );

  if (analytics.status === 'loading') return <Skeleton />;
  if (analytics.status === 'error') {
    return (
      <p
        role="alert"
        className="flex items-center gap-2 rounded-2xl bg-red-50 p-4 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
      >
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        Failed to load analytics. Reload the page to try again.
      </p>
    );
  }
  const updated = analytics.current.updated_at;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        {updated
          ? `Live figures, last changed ${updatedFormat().format(updated)}. History: one point per day.`
          : 'Nothing has been counted yet: the figures appear as signups, members, products and orders come in.'}
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {charts.map((spec) => (
          <ChartCard key={spec.slug} spec={spec} />
        ))}
        <RankedBags />
      </div>
    </div>
  );
}
