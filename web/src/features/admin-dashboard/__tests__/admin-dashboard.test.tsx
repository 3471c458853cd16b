import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDashboardStats, type Activity, type DashboardStatsDoc } from '@unlimited/domain';
import type { DashboardStatsState } from '../api/get-dashboard-stats';
import type { OverdueReturnsState } from '../api/get-overdue-returns';
import type { RecentActivityState } from '../api/get-recent-activity';
import { AdminDashboard } from '../components/admin-dashboard';

let statsState: DashboardStatsState;
let activityState: RecentActivityState;
let overdueState: OverdueReturnsState;
vi.mock('../api/get-dashboard-stats', () => ({ useDashboardStats: () => statsState }));
vi.mock('../api/get-recent-activity', () => ({ useRecentActivity: () => activityState }));
vi.mock('../api/get-overdue-returns', () => ({ useOverdueReturns: () => overdueState }));

function stats(overrides: Partial<DashboardStatsDoc> = {}): DashboardStatsDoc {
  return { ...emptyDashboardStats(), ...overrides };
}

const activity: Activity[] = Array.from({ length: 5 }, (_, i) => ({
  id: `a${i}`,
  action: `Order ${i} shipped`,
  actor: 'System',
  timestamp: new Date(Date.now() - (i + 1) * 3_600_000),
}));

function renderDashboard() {
  render(
    <MemoryRouter>
      <AdminDashboard />
    </MemoryRouter>,
  );
}

function metric(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.closest('div')?.parentElement?.querySelector('dd')?.textContent;
}

beforeEach(() => {
  statsState = { status: 'loading', stats: null };
  activityState = { status: 'loading', items: [] };
  overdueState = { status: 'loading', count: 0 };
});

describe('admin dashboard', () => {
  it('shows the four metric cards from stats/dashboard', () => {
    statsState = {
      status: 'success',
      stats: stats({
        active_subscriptions: 1234,
        bags_in_circulation: 56,
        pending_waitlist: 7,
        pending_returns: 3,
      }),
    };
    renderDashboard();
    expect(metric('Active Subscriptions')).toBe('1,234');
    expect(metric('Bags in Circulation')).toBe('56');
    expect(metric('Pending Waitlist Signups')).toBe('7');
    expect(metric('Pending Returns')).toBe('3');
  });

  it('derives the to-do list from the counters, urgent first, with links', () => {
    const base = emptyDashboardStats();
    statsState = {
      status: 'success',
      stats: stats({
        orders_by_status: { ...base.orders_by_status, pending_shipment: 4 },
        pending_waitlist: 1,
        products_hidden_without_photos: 2,
      }),
    };
    overdueState = { status: 'success', count: 2 };
    renderDashboard();
    const todo = within(screen.getByRole('region', { name: 'To Do' }));
    const items = todo.getAllByRole('link');
    expect(items.map((link) => link.textContent)).toEqual([
      '2 returns are overdue',
      '4 orders to ship',
      '1 waitlist signup to review',
      '2 hidden products need photos',
    ]);
    expect(todo.getByRole('link', { name: '4 orders to ship' })).toHaveAttribute(
      'href',
      '/admin/orders?status=pending_shipment',
    );
    expect(todo.getByRole('link', { name: '1 waitlist signup to review' })).toHaveAttribute(
      'href',
      '/admin/waitlist?status=pending',
    );
  });

  it('says all is done when no counter needs attention', () => {
    statsState = { status: 'success', stats: stats() };
    overdueState = { status: 'success', count: 0 };
    renderDashboard();
    expect(screen.getByText(/All caught up/)).toBeVisible();
  });

  it('lists the 5 latest activity items', () => {
    activityState = { status: 'success', items: activity };
    renderDashboard();
    const list = within(screen.getByRole('region', { name: 'Recent Activity' }));
    expect(list.getAllByRole('listitem')).toHaveLength(5);
    expect(list.getByText('Order 0 shipped')).toBeVisible();
    expect(list.getByText('about 1 hour ago')).toBeVisible();
  });

  it('shows empty and error states', () => {
    statsState = { status: 'error', stats: null };
    activityState = { status: 'success', items: [] };
    renderDashboard();
    expect(screen.getByText('No recent activity yet.')).toBeVisible();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Failed to load dashboard data');
    expect(metric('Active Subscriptions')).toBe('—');
  });

  it('has a tile for every admin section', () => {
    renderDashboard();
    const nav = within(screen.getByRole('navigation', { name: 'Admin sections' }));
    const hrefs = nav.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/customers',
      '/admin/products',
      '/admin/waitlist',
      '/admin/orders',
      '/admin/swaps',
      '/admin/coupons',
      '/admin/tasks',
      '/admin/analytics',
    ]);
  });
});
