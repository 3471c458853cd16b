import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '@unlimited/domain';
import type { PagedState } from '@/lib/firestore/paged';
import { pagedState } from '@/testing/paged';
import { ActivityLog } from '../components/activity-log';

let log: PagedState<Activity>;
vi.mock('../api/get-activity-log', () => ({ useActivityLog: () => log }));

beforeEach(() => {
  log = pagedState({ status: 'loading' });
});

describe('Activity log', () => {
  it('shows loading, empty and error states', () => {
    const first = render(<ActivityLog />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    first.unmount();
    log = pagedState();
    const second = render(<ActivityLog />);
    expect(screen.getByText('No activity yet.')).toBeVisible();
    second.unmount();
    log = pagedState({ status: 'error' });
    render(<ActivityLog />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the activity log');
  });

  it('lists every event with when and who, and loads the next page on request', async () => {
    const loadMore = vi.fn();
    log = pagedState({
      items: [
        {
          id: 'a1',
          action: 'Order abc moved to In Transit',
          actor: 'admin@unlimited.test',
          timestamp: new Date(2026, 10, 20, 9, 30),
        },
        {
          id: 'a2',
          action: 'New waitlist signup (Crown)',
          actor: 'System',
          timestamp: new Date(2026, 10, 19, 18, 5),
        },
      ],
      hasMore: true,
      loadMore,
    });
    render(<ActivityLog />);
    const [first, second] = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole(
      'listitem',
    );
    expect(first).toHaveTextContent('Nov 20, 2026 9:30 AM');
    expect(first).toHaveTextContent('Order abc moved to In Transit');
    expect(first).toHaveTextContent('admin@unlimited.test');
    expect(second).toHaveTextContent('System');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    expect(loadMore).toHaveBeenCalledOnce();
  });

  it('keeps what it read when the next page fails, and says so', () => {
    log = pagedState({
      items: [{ id: 'a1', action: 'Something', actor: 'System', timestamp: new Date() }],
      moreFailed: true,
      hasMore: true,
    });
    render(<ActivityLog />);
    expect(screen.getByText('Something')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load more activity');
  });
});
