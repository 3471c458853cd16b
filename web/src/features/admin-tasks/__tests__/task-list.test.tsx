import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TasksState } from '../api/get-tasks';
import { buildTasks, type TaskCounts } from '../api/tasks';
import { TaskList, TasksPage } from '../components/task-list';

let state: TasksState;
vi.mock('../api/get-tasks', () => ({ useTasks: () => state }));

const none = { count: 0, more: false };
function counts(overrides: Partial<TaskCounts> = {}): TaskCounts {
  return {
    overdue: none,
    toShip: none,
    toReceive: none,
    staleSignups: none,
    noPhotos: none,
    readyToPublish: none,
    failedPayments: none,
    ...overrides,
  };
}

function renderWith(ui: React.ReactNode) {
  render(<MemoryRouter>{ui}</MemoryRouter>);
}

beforeEach(() => {
  state = { status: 'loading' };
});

describe('buildTasks', () => {
  it('keeps only what needs doing, most urgent first, and says n+ past a read limit', () => {
    const tasks = buildTasks(
      counts({
        toShip: { count: 4, more: false },
        overdue: { count: 1, more: false },
        noPhotos: { count: 100, more: true },
        readyToPublish: { count: 1, more: false },
        staleSignups: { count: 2, more: false },
        failedPayments: { count: 2, more: false },
      }),
    );
    expect(tasks.map((task) => task.title)).toEqual([
      '1 return is overdue',
      '2 memberships have a failed payment',
      '4 orders to ship',
      '2 waitlist signups pending for more than a week',
      '100+ active products have no photos',
      '1 hidden product is ready to publish',
    ]);
  });

  it("links a failed payment to the member's page, and several to the past-due members", () => {
    const one = buildTasks(
      counts({ failedPayments: { count: 1, more: false, firstId: 'seed-elite' } }),
    );
    expect(one[0]?.to).toBe('/admin/customers/seed-elite');
    const two = buildTasks(counts({ failedPayments: { count: 2, more: false, firstId: 'a' } }));
    expect(two[0]?.to).toBe('/admin/customers?status=past_due');
  });

  it('leaves out a task whose source could not be read rather than calling it zero', () => {
    expect(buildTasks(counts({ toShip: null, toReceive: { count: 2, more: false } }))).toEqual([
      expect.objectContaining({ id: 'toReceive', title: '2 returns to receive' }),
    ]);
  });
});

describe('TaskList', () => {
  it('shows loading, then the tasks, each linking to where it is done', () => {
    renderWith(<TasksPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('links each task to where it is done', () => {
    state = {
      status: 'success',
      tasks: buildTasks(
        counts({ toShip: { count: 4, more: false }, staleSignups: { count: 1, more: false } }),
      ),
      failed: [],
    };
    renderWith(<TasksPage />);
    const list = within(screen.getByRole('list', { name: 'Tasks' }));
    expect(list.getByRole('link', { name: /4 orders to ship/ })).toHaveAttribute(
      'href',
      '/admin/swaps',
    );
    expect(
      list.getByRole('link', { name: /1 waitlist signup pending for more than a week/ }),
    ).toHaveAttribute('href', '/admin/waitlist?status=pending');
  });

  it('says all is caught up when nothing needs doing', () => {
    state = { status: 'success', tasks: [], failed: [] };
    renderWith(<TasksPage />);
    expect(screen.getByText(/All caught up/)).toBeVisible();
  });

  it('says which sources could not be checked', () => {
    state = { status: 'success', tasks: [], failed: ['overdue', 'staleSignups'] };
    renderWith(<TasksPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not check overdue returns, waitlist signups.',
    );
    expect(screen.queryByText(/All caught up/)).toBeNull();
  });

  it('shows the first five as the dashboard highlights, with a link to the whole queue', () => {
    state = {
      status: 'success',
      tasks: buildTasks(
        counts({
          overdue: { count: 1, more: false },
          toShip: { count: 1, more: false },
          toReceive: { count: 1, more: false },
          staleSignups: { count: 1, more: false },
          noPhotos: { count: 1, more: false },
          readyToPublish: { count: 1, more: false },
        }),
      ),
      failed: [],
    };
    renderWith(<TaskList limit={5} />);
    expect(within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('link')).toHaveLength(
      5,
    );
    expect(screen.getByRole('link', { name: 'All 6 tasks' })).toHaveAttribute(
      'href',
      '/admin/tasks',
    );
  });
});
