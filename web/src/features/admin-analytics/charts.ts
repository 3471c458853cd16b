/**
 * The charts of the analytics page, built from the aggregate documents: who is on the
 * waitlist and how far they got, members, revenue, the catalogue out on loan and orders.
 * Pure (see chart-spec.ts for what a chart holds, chart-shapes.ts for the weekly and
 * by-day shapes most of them take).
 */
import {
  MRR_SOURCES,
  SUBSCRIPTION_STATUSES,
  TIERS,
  TIER_LIST,
  ADD_ONS,
  analyticsState,
  formatCents,
  type AnalyticsCurrentDoc,
  type AnalyticsDayDoc,
  type AnalyticsState,
  type MrrSource,
  type WaitlistStatus,
} from '@unlimited/domain';
import { overTimeChart, sum, timeline, weeklyChart } from './chart-shapes';
import { formatValue, type ChartSpec } from './chart-spec';

const formatCount = (value: number) => formatValue(value, 'count');

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
    headline: { label: 'Converted', value: formatValue(share(counts.converted), 'percent') },
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

/** Every chart of the page, from the live figures and the daily history. */
export function analyticsCharts(
  current: AnalyticsCurrentDoc,
  days: readonly AnalyticsDayDoc[],
  today: Date,
): ChartSpec[] {
  const points = timeline(days, current, today);
  const now = analyticsState(current);
  const activeMembers = sum(TIER_LIST.map((t) => now.members[t.id].active));
  const grossMrr = (state: AnalyticsState) => sum(MRR_SOURCES.map((s) => state.mrr_cents[s]));
  const utilisation = (state: AnalyticsState) =>
    state.catalogue.active === 0
      ? 0
      : Math.round((state.catalogue.on_loan / state.catalogue.active) * 1000) / 10;

  const utilisationChart = overTimeChart(points, {
    slug: 'bag-utilisation',
    title: 'Bag utilisation',
    description: 'Share of the Active catalogue out on loan to members, by day.',
    kind: 'line',
    unit: 'percent',
    series: [{ label: 'Out on loan', value: utilisation }],
    headline: {
      label: `${formatCount(now.catalogue.on_loan)} of ${formatCount(now.catalogue.active)} on loan`,
      value: formatValue(utilisation(now), 'percent'),
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

  // Gross by source, stacked; the headline (always with the gross beside the net) and the
  // table say what promotions take off.
  const mrrChart = overTimeChart(points, {
    slug: 'mrr',
    title: 'Monthly recurring revenue',
    description:
      'What active memberships pay each month: tier prices and add-ons by day, net of promotions.',
    kind: 'stacked-area',
    unit: 'cents',
    series: MRR_SOURCES.map((source) => ({
      label: MRR_LABELS[source],
      value: (s: AnalyticsState) => s.mrr_cents[source],
    })),
    total: 'Gross',
    headline: {
      label: 'MRR now, net of promotions',
      value: formatCents(grossMrr(now) - now.mrr_discount_cents),
      detail:
        now.mrr_discount_cents > 0
          ? `${formatCents(grossMrr(now))} gross, less ${formatCents(now.mrr_discount_cents)} of promotions`
          : `${formatCents(grossMrr(now))} gross, no promotions`,
    },
  });
  mrrChart.table.columns.push(
    { header: 'Promotions', unit: 'cents' },
    { header: 'Net', unit: 'cents' },
  );
  mrrChart.table.rows.forEach((row, i) => {
    const state = points[i]?.state;
    if (state === undefined) return;
    row.push(state.mrr_discount_cents, grossMrr(state) - state.mrr_discount_cents);
  });

  return [
    weeklyChart(
      'waitlist-signups',
      'Waitlist signups per week',
      'New signups by the week they joined (weeks start on Monday, UTC).',
      current.waitlist_by_week,
      'Signups',
      today,
    ),
    funnel(current),
    overTimeChart(points, {
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
      headline: { label: 'Active members', value: formatCount(activeMembers) },
    }),
    overTimeChart(points, {
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
        value: formatCount(
          sum(TIER_LIST.map((t) => now.members[t.id].paused + now.members[t.id].past_due)),
        ),
      },
    }),
    mrrChart,
    utilisationChart,
    weeklyChart(
      'orders-per-week',
      'Orders per week',
      'Bags members ordered, by the week of the order (Monday, UTC).',
      current.orders_by_week,
      'Orders',
      today,
    ),
  ];
}
