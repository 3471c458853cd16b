import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { auditRecord, type Activity, type ActivityPerson } from '@unlimited/domain';
import { auditObjectPath } from '@/components/audit/audit-links';
import type { PagedState } from '@/lib/firestore/paged';
import { pagedState } from '@/testing/paged';
import { ActivityLog } from '../components/activity-log';

let log: PagedState<Activity>;
let people: ActivityPerson[] = [];
let lastFilters: unknown;
vi.mock('../api/get-activity-log', () => ({
  useActivityLog: (filters: unknown) => {
    lastFilters = filters;
    return log;
  },
  useActivityPeople: () => people,
}));

beforeEach(() => {
  log = pagedState({ status: 'loading' });
  people = [];
  lastFilters = undefined;
});

const at = new Date(2026, 10, 20, 9, 30);
const admin = { uid: 'uid-ops-7', name: 'ops@unlimited.test' };
function record(id: string, input: Partial<Parameters<typeof auditRecord>[0]>): Activity {
  return {
    id,
    ...auditRecord({
      kind: 'updated',
      objectType: 'product',
      objectId: 'p1',
      label: 'Kelly 28',
      actor: admin,
      at,
      ...input,
    }),
  };
}

describe('Activity filters and links', () => {
  it('filters by person (by name, never uid), change, object and name', async () => {
    people = [{ id: admin.uid, uid: admin.uid, name: admin.name, last_at: at }];
    log = pagedState();
    render(
      <MemoryRouter>
        <ActivityLog />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const person = screen.getByRole('combobox', { name: 'Person' });
    expect(within(person).getByRole('option', { name: admin.name })).toBeInTheDocument();
    expect(within(person).queryByRole('option', { name: admin.uid })).toBeNull();
    await user.selectOptions(person, admin.name);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Change' }), 'Deleted');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Object' }), 'Product');
    await user.type(
      screen.getByRole('searchbox', { name: "Search by the object's name" }),
      'Kelly',
    );
    await waitFor(() =>
      expect(lastFilters).toEqual({
        personUid: admin.uid,
        kind: 'deleted',
        objectType: 'product',
        search: 'Kelly',
      }),
    );
    expect(screen.getByText('No activity matches these filters.')).toBeVisible();
  });

  it('links each record to its object and lists the changed fields', () => {
    log = pagedState({
      items: [
        record('r1', {
          changes: [{ field: 'price', before: '245000', after: '239000' }],
        }),
        record('r2', {
          objectType: 'order',
          objectId: 'o1',
          label: 'o1 · Speedy',
          kind: 'status_changed',
        }),
        record('r3', { objectType: 'waitlist_signup', objectId: 's1', label: 'ann@example.com' }),
        record('r4', {
          objectType: 'customer',
          objectId: 'm1',
          label: 'Ann Lee',
          kind: 'note_added',
        }),
        record('r5', { kind: 'deleted', objectId: 'p9', label: 'Gone bag' }),
      ],
    });
    render(
      <MemoryRouter>
        <ActivityLog />
      </MemoryRouter>,
    );
    const rows = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem', {
      name: undefined,
    });
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/admin/products?edit=p1',
      '/admin/orders?order=o1',
      '/admin/waitlist?signup=s1',
      '/admin/customers/m1',
    ]);
    expect(rows[0]).toHaveTextContent('Product “Kelly 28” updated: price');
    expect(rows[0]).toHaveTextContent('price: $2,450.00 → $2,390.00');
    expect(rows[0]).toHaveTextContent(admin.name);
    expect(rows[0]).not.toHaveTextContent(admin.uid);
    expect(screen.getByText('Product “Gone bag” deleted')).toBeVisible();
  });

  it('shows amounts in dollars, as stored in cents: a price set by an import, a price edit, a coupon', () => {
    log = pagedState({
      items: [
        record('r1', {
          kind: 'imported',
          changes: [{ field: 'price', before: null, after: '10000' }],
        }),
        record('r2', { changes: [{ field: 'price', before: '203000', after: '198000' }] }),
        record('r3', {
          kind: 'created',
          objectType: 'coupon',
          objectId: 'SPRING',
          label: 'SPRING',
          changes: [
            { field: 'amount_off_cents', before: null, after: '1550' },
            { field: 'percent_off', before: null, after: '20' },
          ],
        }),
      ],
    });
    render(
      <MemoryRouter>
        <ActivityLog />
      </MemoryRouter>,
    );
    const changes = screen.getAllByRole('list', { name: 'Changed fields' });
    expect(changes[0]).toHaveTextContent('price: none → $100.00');
    expect(changes[1]).toHaveTextContent('price: $2,030.00 → $1,980.00');
    expect(changes[2]).toHaveTextContent('amount off: none → $15.50');
    expect(changes[2]).toHaveTextContent('percent off: none → 20');
  });

  it('wraps a long unbroken name instead of widening the page', () => {
    const title = `Walkops Long ${'x'.repeat(400)}`;
    log = pagedState({ items: [record('r1', { kind: 'created', label: title })] });
    render(
      <MemoryRouter>
        <ActivityLog />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /^Open product Walkops Long x+/ });
    expect(link.closest('.wrap-anywhere')).not.toBeNull();
    expect(screen.getByText(/^Product “Walkops Long x+/).closest('.wrap-anywhere')).not.toBeNull();
  });

  it('gives no link to a deleted object or a system event', () => {
    expect(
      auditObjectPath({ object_type: 'product', object_id: 'p1', kind: 'deleted' }),
    ).toBeNull();
    expect(
      auditObjectPath({ object_type: undefined, object_id: undefined, kind: undefined }),
    ).toBeNull();
    expect(auditObjectPath({ object_type: 'coupon', object_id: 'SPRING', kind: 'created' })).toBe(
      '/admin/coupons',
    );
  });
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
