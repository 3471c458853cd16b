import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyAnalyticsCurrent, type BagStats } from '@unlimited/domain';
import type { RankingState } from '../api/get-bag-rankings';
import type { AnalyticsState } from '../api/get-analytics';
import type { ChartSpec } from '../chart-spec';
import { AdminAnalytics } from '../components/admin-analytics';
import { current, day } from './fixtures';

let state: AnalyticsState;
vi.mock('../api/get-analytics', () => ({ useAnalytics: () => state }));
let rankings: Record<'hearts' | 'queue_length', RankingState>;
vi.mock('../api/get-bag-rankings', () => ({
  useBagRanking: (which: 'hearts' | 'queue_length') => rankings[which],
}));

function bagStats(id: string, title: string, hearts: number, queue: number): BagStats {
  return {
    id,
    product_id: id,
    title,
    brand: 'Hermès',
    photo: null,
    style: null,
    price: null,
    rank: null,
    access_levels: 'Elite',
    status: 'Active',
    borrow_status: 'Borrowed',
    hearts,
    queue_length: queue,
    back_estimate: null,
    updated_at: null,
  };
}
// The canvas chart cannot draw in jsdom; the table view carries the same figures.
vi.mock('../components/analytics-chart', () => ({
  AnalyticsChart: ({ spec }: { spec: ChartSpec }) => <div data-testid={`chart-${spec.slug}`} />,
}));

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function card(title: string) {
  return screen.getByRole('region', { name: title });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
  state = { status: 'loading' };
  rankings = {
    hearts: { status: 'success', bags: [] },
    queue_length: { status: 'success', bags: [] },
  };
});
afterEach(() => {
  vi.useRealTimers();
});

describe('admin analytics', () => {
  it('says it is loading', () => {
    render(<AdminAnalytics />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics...');
  });

  it('says when the figures cannot be read', () => {
    state = { status: 'error' };
    render(<AdminAnalytics />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load analytics.');
  });

  it('shows each chart with its headline figure from the aggregates', () => {
    state = { status: 'success', current: current(), days: [day('2026-11-22')] };
    render(<AdminAnalytics />);
    expect(within(card('Monthly recurring revenue')).getByText('$495')).toBeVisible();
    expect(within(card('Bag utilisation')).getByText('25%')).toBeVisible();
    expect(within(card('Active members by tier')).getByText('4')).toBeVisible();
    expect(
      within(card('Waitlist signups per week')).getByTestId('chart-waitlist-signups'),
    ).toBeVisible();
    expect(within(card('Waitlist funnel')).getByText('10%')).toBeVisible();
  });

  it('states MRR net of promotions with the gross and what promotions take beside it', () => {
    state = { status: 'success', current: current({ mrr_discount_cents: 2960 }), days: [] };
    render(<AdminAnalytics />);
    const mrr = card('Monthly recurring revenue');
    expect(within(mrr).getByText('MRR now, net of promotions')).toBeVisible();
    expect(within(mrr).getByText('$465.40')).toBeVisible();
    expect(within(mrr).getByText('$495 gross, less $29.60 of promotions')).toBeVisible();
  });

  it('shows the gross beside the net in the MRR headline when no promotion applies too', () => {
    state = { status: 'success', current: current(), days: [] };
    render(<AdminAnalytics />);
    const headline = within(card('Monthly recurring revenue')).getByText(
      'MRR now, net of promotions',
    ).parentElement!;
    expect(within(headline).getByText('$495')).toBeVisible();
    expect(within(headline).getByText('$495 gross, no promotions')).toBeVisible();
  });

  it('shows a chart as a table on request, and back', async () => {
    state = { status: 'success', current: current(), days: [] };
    const user = userEvent.setup();
    render(<AdminAnalytics />);
    const funnel = card('Waitlist funnel');
    await user.click(within(funnel).getByRole('button', { name: 'Show table of Waitlist funnel' }));
    const table = within(funnel).getByRole('table', { name: 'Waitlist funnel' });
    const invited = within(table).getByRole('rowheader', { name: 'Invited' }).closest('tr');
    expect(invited).toHaveTextContent('Invited330%');
    expect(within(funnel).queryByTestId('chart-waitlist-funnel')).toBeNull();
    await user.click(within(funnel).getByRole('button', { name: 'Show chart of Waitlist funnel' }));
    expect(within(funnel).getByTestId('chart-waitlist-funnel')).toBeVisible();
  });

  it('exports a chart as CSV', async () => {
    state = { status: 'success', current: current(), days: [] };
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:csv';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    render(<AdminAnalytics />);
    await user.click(
      within(card('Bag utilisation')).getByRole('button', {
        name: 'Export CSV of Bag utilisation',
      }),
    );
    expect(names).toEqual(['analytics-bag-utilisation-2026-11-23.csv']);
    expect(await blobText(blobs[0] as Blob)).toBe(
      'Date,Active products,On loan,Utilisation (%)\r\n2026-11-23,40,10,25',
    );
    click.mockRestore();
  });

  it('says so before anything was counted, instead of drawing zeros', () => {
    state = { status: 'success', current: emptyAnalyticsCurrent(), days: [] };
    render(<AdminAnalytics />);
    expect(screen.getByText(/Nothing has been counted yet/)).toBeVisible();
    const mrr = card('Monthly recurring revenue');
    expect(within(mrr).getByText(/Nothing counted yet/)).toBeVisible();
    expect(within(mrr).getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  });

  it('ranks the most-queued and most-hearted bags from their aggregates, with a table and CSV', async () => {
    vi.useRealTimers();
    state = { status: 'success', current: current(), days: [] };
    rankings = {
      hearts: {
        status: 'success',
        bags: [bagStats('b1', 'Kelly 28', 7, 0), bagStats('b2', 'Birkin 30', 2, 3)],
      },
      queue_length: { status: 'success', bags: [bagStats('b2', 'Birkin 30', 2, 3)] },
    };
    const user = userEvent.setup();
    render(<AdminAnalytics />);
    const hearted = card('Most-hearted bags');
    await user.click(
      within(hearted).getByRole('button', { name: 'Show table of Most-hearted bags' }),
    );
    const rows = within(within(hearted).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'BagHearts',
      '1. Hermès Kelly 287',
      '2. Hermès Birkin 302',
    ]);
    expect(within(card('Most-queued bags')).getByText('3')).toBeVisible();
    expect(
      within(hearted).getByRole('button', { name: 'Export CSV of Most-hearted bags' }),
    ).toBeEnabled();
  });

  it('says when nobody has hearted or queued yet, and when a ranking cannot be read', () => {
    state = { status: 'success', current: current(), days: [] };
    rankings = {
      hearts: { status: 'success', bags: [] },
      queue_length: { status: 'error', bags: [] },
    };
    render(<AdminAnalytics />);
    expect(within(card('Most-hearted bags')).getByText(/Nothing counted yet/)).toBeVisible();
    expect(within(card('Most-queued bags')).getByRole('alert')).toHaveTextContent(
      'Failed to load most-queued bags.',
    );
  });
});
