/**
 * The two shapes most analytics charts take: counts per week (the last
 * {@link WEEKS_SHOWN} weeks, as bars) and figures by day over the history (one series
 * each, with a total column where the series add up).
 */
import {
  analyticsState,
  dayKey,
  shiftDayKey,
  weekKey,
  type AnalyticsCurrentDoc,
  type AnalyticsDayDoc,
  type AnalyticsState,
  onFirstUse,
} from '@unlimited/domain';
import { formatValue, type ChartSpec, type TableColumn } from './chart-spec';

/** Weeks the weekly charts show, the current one last. */
export const WEEKS_SHOWN = 12;

const shortDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

/** `2026-11-16` as `Nov 16`. */
export function shortDay(key: string): string {
  return shortDate().format(new Date(`${key}T00:00:00Z`));
}

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The Mondays of the last {@link WEEKS_SHOWN} weeks up to `today`'s, oldest first. */
export function recentWeeks(today: Date): string[] {
  const monday = weekKey(today);
  return Array.from({ length: WEEKS_SHOWN }, (_, i) =>
    shiftDayKey(monday, -(WEEKS_SHOWN - 1 - i) * 7),
  );
}

/** One day of the history: its `YYYY-MM-DD` key and the figures of that day. */
export interface TimelinePoint {
  date: string;
  state: AnalyticsState;
}

/** The history, oldest first, with today's point taken from the live figures. */
export function timeline(
  days: readonly AnalyticsDayDoc[],
  current: AnalyticsCurrentDoc,
  today: Date,
): TimelinePoint[] {
  const todayKey = dayKey(today);
  const past = days
    .filter((day) => day.date < todayKey)
    .map((day) => ({ date: day.date, state: analyticsState(day) }));
  return [...past, { date: todayKey, state: analyticsState(current) }];
}

/** Bars of `counts` (keyed by the week's Monday) over the last weeks, as `what`. */
export function weeklyChart(
  slug: string,
  title: string,
  description: string,
  counts: Readonly<Record<string, number>>,
  what: string,
  today: Date,
): ChartSpec {
  const weeks = recentWeeks(today);
  const values = weeks.map((week) => counts[week] ?? 0);
  return {
    slug,
    title,
    description,
    kind: 'bar',
    unit: 'count',
    labels: weeks.map(shortDay),
    series: [{ label: what, values }],
    headline: { label: 'This week', value: formatValue(values.at(-1) ?? 0, 'count') },
    table: {
      columns: [
        { header: 'Week of', unit: 'text' },
        { header: what, unit: 'count' },
      ],
      rows: weeks.map((week, i) => [week, values[i] ?? 0]),
    },
    empty: sum(Object.values(counts)) === 0,
  };
}

/** A chart over the days of `points`, one series per entry of `series`. */
export function overTimeChart(
  points: readonly TimelinePoint[],
  spec: Omit<ChartSpec, 'labels' | 'series' | 'table' | 'empty'> & {
    series: { label: string; value: (state: AnalyticsState) => number }[];
    total?: string;
  },
): ChartSpec {
  const series = spec.series.map((s) => ({
    label: s.label,
    values: points.map((p) => s.value(p.state)),
  }));
  const totals = points.map((_, i) => sum(series.map((s) => s.values[i] ?? 0)));
  const columns: TableColumn[] = [
    { header: 'Date', unit: 'text' },
    ...series.map((s) => ({ header: s.label, unit: spec.unit })),
    ...(spec.total ? [{ header: spec.total, unit: spec.unit }] : []),
  ];
  return {
    ...spec,
    labels: points.map((p) => shortDay(p.date)),
    series,
    table: {
      columns,
      rows: points.map((p, i) => [
        p.date,
        ...series.map((s) => s.values[i] ?? 0),
        ...(spec.total ? [totals[i] ?? 0] : []),
      ]),
    },
    empty: totals.every((t) => t === 0),
  };
}
