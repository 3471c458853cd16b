import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { emptyAnalyticsCurrent } from '@unlimited/domain';
import { recentWeeks, timeline } from '../chart-shapes';
import { chartCsv } from '../chart-spec';
import { analyticsCharts } from '../charts';
import { TODAY, current, day } from './fixtures';

const chart = (slug: string, days = [day('2026-11-21'), day('2026-11-22')]) => {
  const spec = analyticsCharts(current(), days, TODAY).find((c) => c.slug === slug);
  if (!spec) throw new Error(`no chart ${slug}`);
  return spec;
};

describe('analytics charts', () => {
  it('shows twelve weeks of signups up to this week, weeks without signups as 0', () => {
    expect(recentWeeks(TODAY)).toHaveLength(12);
    expect(recentWeeks(TODAY).at(-1)).toBe('2026-11-23');
    const spec = chart('waitlist-signups');
    expect(spec.series[0]?.values.slice(-3)).toEqual([0, 5, 2]);
    expect(spec.headline.value).toBe('2');
    // A week older than twelve weeks is not drawn, but it did count: the chart is not empty.
    expect(spec.table.rows).toHaveLength(12);
  });

  it('takes today from the live figures and the days before from the snapshots', () => {
    const points = timeline([day('2026-11-22'), day('2026-11-23')], current(), TODAY);
    expect(points.map((p) => p.date)).toEqual(['2026-11-22', '2026-11-23']);
    expect(points.at(-1)?.state.catalogue.on_loan).toBe(10);
  });

  it('sums revenue of tiers and add-ons into the MRR headline and total column', () => {
    const spec = chart('mrr');
    expect(spec.headline).toEqual({
      label: 'MRR now, net of promotions',
      value: '$495',
      detail: '$495 gross, no promotions',
    });
    expect(spec.table.columns.map((c) => c.header)).toEqual([
      'Date',
      'Reserve',
      'Elite',
      'Crown',
      'Full Coverage Protection',
      'Select Access',
      'Gross',
      'Promotions',
      'Net',
    ]);
    expect(spec.table.rows.at(-1)).toEqual([
      '2026-11-23',
      9800,
      12900,
      24900,
      1900,
      0,
      49500,
      0,
      49500,
    ]);
  });

  it('states MRR net of promotions, with the gross beside it, today and on past days', () => {
    const spec = analyticsCharts(
      current({ mrr_discount_cents: 2960 }),
      [day('2026-11-21'), day('2026-11-22', { mrr_discount_cents: 980 })],
      TODAY,
    ).find((c) => c.slug === 'mrr');
    expect(spec?.headline).toEqual({
      label: 'MRR now, net of promotions',
      value: '$465.40',
      detail: '$495 gross, less $29.60 of promotions',
    });
    expect(spec?.table.rows.map((row) => row.slice(-3))).toEqual([
      [17800, 0, 17800], // a snapshot from before promotions were counted reads as none
      [17800, 980, 16820],
      [49500, 2960, 46540],
    ]);
  });

  it('reads utilisation as the share of Active products on loan', () => {
    const spec = chart('bag-utilisation');
    expect(spec.headline).toEqual({ label: '10 of 40 on loan', value: '25%' });
    expect(spec.table.rows[0]).toEqual(['2026-11-21', 38, 5, 13.2]);
  });

  it('counts active members by tier and members by status', () => {
    expect(chart('members-by-tier').headline.value).toBe('4');
    expect(chart('members-by-status').headline.value).toBe('1');
    expect(chart('waitlist-funnel').table.rows).toEqual([
      ['Pending', 6, 60],
      ['Invited', 3, 30],
      ['Converted', 1, 10],
      ['Declined', 0, 0],
    ]);
  });

  it('marks every chart empty before anything was counted', () => {
    const specs = analyticsCharts(emptyAnalyticsCurrent(), [], TODAY);
    expect(specs.every((s) => s.empty)).toBe(true);
  });

  it('exports the table as CSV with dollars and percents as plain numbers', () => {
    const rows = Papa.parse<string[]>(chartCsv(chart('mrr')).trim()).data;
    expect(rows[0]).toEqual([
      'Date',
      'Reserve (USD)',
      'Elite (USD)',
      'Crown (USD)',
      'Full Coverage Protection (USD)',
      'Select Access (USD)',
      'Gross (USD)',
      'Promotions (USD)',
      'Net (USD)',
    ]);
    expect(rows.at(-1)).toEqual(['2026-11-23', '98', '129', '249', '19', '0', '495', '0', '495']);
    const util = Papa.parse<string[]>(chartCsv(chart('bag-utilisation')).trim()).data;
    expect(util[0]?.at(-1)).toBe('Utilisation (%)');
  });
});
