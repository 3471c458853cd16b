/**
 * What each analytics chart shows, built from the aggregate documents: the series the
 * chart draws and the table (and CSV) that says the same in numbers. Pure, so the page,
 * its table view and the export can never disagree.
 */
import {
  MRR_SOURCES,
  SUBSCRIPTION_STATUSES,
  TIERS,
  TIER_LIST,
  ADD_ONS,
  analyticsCsv,
  analyticsState,
  dayKey,
  formatCents,
  weekKey,
  type AnalyticsCurrentDoc,
  type AnalyticsDayDoc,
  type AnalyticsState,
  type MrrSource,
  type WaitlistStatus,
} from '@unlimited/domain';

/** How a column's numbers read. */
export type ColumnUnit = 'text' | 'count' | 'cents' | 'percent';

export interface TableColumn {
  header: string;
  unit: ColumnUnit;
}

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface ChartSpec {
  /** Id for the CSV file name and the DOM. */
  slug: string;
  title: string;
  description: string;
  /** `stacked` draws the series on top of each other (their sum is the total). */
  kind: 'bar' | 'line' | 'stacked-area';
  /** How the series' values read (the axis and tooltips). */
  unit: Exclude<ColumnUnit, 'text'>;
  /** The x-axis labels, one per point. */
  labels: string[];
  series: ChartSeries[];
  /** The headline figure of the card. */
  headline: { label: string; value: string };
  /** What the table view shows and the CSV holds (raw numbers, cents and percents). */
  table: { columns: TableColumn[]; rows: (string | number)[][] };
  /** Nothing counted yet: the card says so instead of drawing zeros. */
  empty: boolean;
}

/** Weeks the weekly charts show, the current one last. */
export const WEEKS_SHOWN = 12;

const numberFormat = new Intl.NumberFormat('en-US');
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A value of `unit` for people. */
export function formatValue(value: string | number, unit: ColumnUnit): string {
  if (typeof value === 'string') return value;
  if (unit === 'cents') return formatCents(value);
  if (unit === 'percent') return `${percentFormat.format(value)}%`;
  return numberFormat.format(value);
}

/** `2026-11-16` as `Nov 16`. */
export function shortDay(key: string): string {
  return shortDate.format(new Date(`${key}T00:00:00Z`));
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The Mondays of the last {@link WEEKS_SHOWN} weeks up to `today`'s, oldest first. */
export function recentWeeks(today: Date): string[] {
  const monday = new Date(`${weekKey(today)}T00:00:00Z`);
  return Array.from({ length: WEEKS_SHOWN }, (_, i) =>
    dayKey(new Date(monday.getTime() - (WEEKS_SHOWN - 1 - i) * 7 * 86_400_000)),
  );
}

/** The history, oldest first, with today's point taken from the live figures. */
export function timeline(
  days: readonly AnalyticsDayDoc[],
  current: AnalyticsCurrentDoc,
  today: Date,
): { date: string; state: AnalyticsState }[] {
  const todayKey = dayKey(today);
  const past = days
    .filter((day) => day.date < todayKey)
    .map((day) => ({ date: day.date, state: analyticsState(day) }));
  return [...past, { date: todayKey, state: analyticsState(current) }];
}

function weekly(
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
    headline: { label: 'This week', value: numberFormat.format(values.at(-1) ?? 0) },
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

const STATUS_LABELS: Record<WaitlistStatus, string> = {
  pending: 'Pending',
  invited: 'Invited',
  converted: 'Converted',
  declined: 'Declined',
};

function funnel(current: AnalyticsCurrentDoc): ChartSpec {
  const counts = current.waitlist_by_status;
  const total = sum(Object.values(counts));
  const stages = ['pending', 'invited', 'converted', 'declined'] as const;
  const share = (n: number) => (total === 0 ? 0 : Math.round((n / total) * 1000) / 10);
  return {
    slug: 'waitlist-funnel',
    title: 'Waitlist funnel',
    description: 'Signups by where they stand now: pending → invited → converted.',
    kind: 'bar',
    unit: 'count',
    labels: stages.map((s) => STATUS_LABELS[s]),
    series: [{ label: 'Signups', values: stages.map((s) => counts[s]) }],
    headline: { label: 'Converted', value: `${percentFormat.format(share(counts.converted))}%` },
    table: {
      columns: [
        { header: 'Stage', unit: 'text' },
        { header: 'Signups', unit: 'count' },
        { header: 'Share of signups', unit: 'percent' },
      ],
      rows: stages.map((s) => [STATUS_LABELS[s], counts[s], share(counts[s])]),
    },
    empty: total === 0,
  };
}

const SUBSCRIPTION_STATUS_LABELS: Record<(typeof SUBSCRIPTION_STATUSES)[number], string> = {
  active: 'Active',
  paused: 'Paused',
  past_due: 'Past due',
  canceled: 'Cancelled',
};

const MRR_LABELS: Record<MrrSource, string> = {
  reserve: TIERS.reserve.name,
  elite: TIERS.elite.name,
  crown: TIERS.crown.name,
  full_coverage: ADD_ONS.fullCoverage.name,
  select_access: ADD_ONS.selectAccess.name,
};

/** A chart over the days of `points`, one series per entry of `series`. */
function overTime(
  points: readonly { date: string; state: AnalyticsState }[],
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

/** Every chart of the page, from the live figures and the daily history. */
export function analyticsCharts(
  current: AnalyticsCurrentDoc,
  days: readonly AnalyticsDayDoc[],
  today: Date,
): ChartSpec[] {
  const points = timeline(days, current, today);
  const now = analyticsState(current);
  const activeMembers = sum(TIER_LIST.map((t) => now.members[t.id].active));
  const mrr = sum(MRR_SOURCES.map((s) => now.mrr_cents[s]));
  const utilisation = (state: AnalyticsState) =>
    state.catalogue.active === 0
      ? 0
      : Math.round((state.catalogue.on_loan / state.catalogue.active) * 1000) / 10;

  const utilisationChart = overTime(points, {
    slug: 'bag-utilisation',
    title: 'Bag utilisation',
    description: 'Share of the Active catalogue out on loan to members, by day.',
    kind: 'line',
    unit: 'percent',
    series: [{ label: 'Out on loan', value: utilisation }],
    headline: {
      label: `${numberFormat.format(now.catalogue.on_loan)} of ${numberFormat.format(now.catalogue.active)} on loan`,
      value: `${percentFormat.format(utilisation(now))}%`,
    },
  });
  utilisationChart.table = {
    columns: [
      { header: 'Date', unit: 'text' },
      { header: 'Active products', unit: 'count' },
      { header: 'On loan', unit: 'count' },
      { header: 'Utilisation', unit: 'percent' },
    ],
    rows: points.map((p) => [
      p.date,
      p.state.catalogue.active,
      p.state.catalogue.on_loan,
      utilisation(p.state),
    ]),
  };
  utilisationChart.empty = points.every((p) => p.state.catalogue.active === 0);

  return [
    weekly(
      'waitlist-signups',
      'Waitlist signups per week',
      'New signups by the week they joined (weeks start on Monday, UTC).',
      current.waitlist_by_week,
      'Signups',
      today,
    ),
    funnel(current),
    overTime(points, {
      slug: 'members-by-tier',
      title: 'Active members by tier',
      description: 'Members with an active subscription, by tier, by day.',
      kind: 'stacked-area',
      unit: 'count',
      series: TIER_LIST.map((t) => ({
        label: t.name,
        value: (s: AnalyticsState) => s.members[t.id].active,
      })),
      total: 'All tiers',
      headline: { label: 'Active members', value: numberFormat.format(activeMembers) },
    }),
    overTime(points, {
      slug: 'members-by-status',
      title: 'Members by status',
      description: 'Subscriptions of every tier by status, by day.',
      kind: 'line',
      unit: 'count',
      series: SUBSCRIPTION_STATUSES.map((status) => ({
        label: SUBSCRIPTION_STATUS_LABELS[status],
        value: (s: AnalyticsState) => sum(TIER_LIST.map((t) => s.members[t.id][status])),
      })),
      headline: {
        label: 'Paused or past due',
        value: numberFormat.format(
          sum(TIER_LIST.map((t) => now.members[t.id].paused + now.members[t.id].past_due)),
        ),
      },
    }),
    overTime(points, {
      slug: 'mrr',
      title: 'Monthly recurring revenue',
      description: 'What active memberships pay each month: tier prices and add-ons, by day.',
      kind: 'stacked-area',
      unit: 'cents',
      series: MRR_SOURCES.map((source) => ({
        label: MRR_LABELS[source],
        value: (s: AnalyticsState) => s.mrr_cents[source],
      })),
      total: 'Total',
      headline: { label: 'MRR now', value: formatCents(mrr) },
    }),
    utilisationChart,
    weekly(
      'orders-per-week',
      'Orders per week',
      'Bags members ordered, by the week of the order (Monday, UTC).',
      current.orders_by_week,
      'Orders',
      today,
    ),
  ];
}

/** The chart's table as CSV: cents as dollars, percents as numbers, units in the header. */
export function chartCsv(spec: ChartSpec): string {
  const { columns, rows } = spec.table;
  const header = columns.map((c) =>
    c.unit === 'cents' ? `${c.header} (USD)` : c.unit === 'percent' ? `${c.header} (%)` : c.header,
  );
  return analyticsCsv(
    header,
    rows.map((row) =>
      row.map((cell, i) =>
        typeof cell === 'number' && columns[i]?.unit === 'cents' ? cell / 100 : cell,
      ),
    ),
  );
}
