import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDashboardStats, type Activity, type DashboardStatsDoc } from '@unlimited/domain';
import type { DashboardStatsState } from '../api/get-dashboard-stats';
import type { RecentActivityState } from '../api/get-recent-activity';
import { AdminDashboard } from '../components/admin-dashboard';

let statsState: DashboardStatsState;
let activityState: RecentActivityState;
vi.mock('../api/get-dashboard-stats', () => ({ useDashboardStats: () => statsState }));
vi.mock('../api/get-recent-activity', () => ({ useRecentActivity: () => activityState }));

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
      <AdminDashboard todo={<p>First five tasks</p>} />
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

  it('shows the to-do highlights the route gives it (the task queue first five)', () => {
    renderDashboard();
    const todo = within(screen.getByRole('region', { name: 'To Do' }));
    expect(todo.getByText('First five tasks')).toBeVisible();
  });

  it('names who did each thing: the admin by email, or System', () => {
    activityState = {
      status: 'success',
      items: [
        {
          ...activity[0]!,
          id: 'x1',
          action: 'Order abc moved to In Transit',
          actor: 'ops@unlimited.test',
        },
        { ...activity[1]!, id: 'x2', action: 'New waitlist signup (Crown)', actor: 'System' },
      ],
    };
    renderDashboard();
    const list = within(screen.getByRole('region', { name: 'Recent Activity' }));
    const [first, second] = list.getAllByRole('listitem');
    expect(first).toHaveTextContent('by ops@unlimited.test');
    expect(second).toHaveTextContent('System');
    expect(second).not.toHaveTextContent('by ');
  });

  it('lists the 5 latest activity items', () => {
    activityState = { status: 'success', items: activity };
    renderDashboard();
    const list = within(screen.getByRole('region', { name: 'Recent Activity' }));
    expect(list.getAllByRole('listitem')).toHaveLength(5);
    expect(list.getByText('Order 0 shipped')).toBeVisible();
    expect(list.getByText('1 hour ago')).toBeVisible();
  });

  it('wraps a long unbroken line instead of widening the page', () => {
    const action = `Product “Walkops Long ${'x'.repeat(400)}” created`;
    activityState = { status: 'success', items: [{ ...activity[0]!, action }] };
    renderDashboard();
    expect(screen.getByText(action).closest('.wrap-anywhere')).not.toBeNull();
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
