import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditRecord, type Activity } from '@unlimited/domain';
import type { PagedState } from '@/lib/firestore/paged';
import { pagedState } from '@/testing/paged';
import { ObjectHistory } from '../object-history';

let history: PagedState<Activity>;
let asked: unknown[] = [];
vi.mock('../use-object-history', () => ({
  useObjectHistory: (...args: unknown[]) => {
    asked = args;
    return history;
  },
}));

beforeEach(() => {
  history = pagedState({ status: 'loading' });
});

const entry = (id: string, day: number): Activity => ({
  id,
  ...auditRecord({
    kind: 'updated',
    objectType: 'order',
    objectId: 'o1',
    label: 'o1 · Speedy',
    actor: { uid: 'uid-9', name: 'ops@unlimited.test' },
    at: new Date(2026, 10, day, 9),
    changes: [{ field: 'tracking_number', before: null, after: '1Z999' }],
  }),
});

describe('ObjectHistory', () => {
  it("reads the object's own records and says when there are none", () => {
    history = pagedState();
    render(<ObjectHistory objectType="order" objectId="o1" />);
    expect(asked).toEqual(['order', 'o1']);
    expect(screen.getByRole('heading', { name: 'History' })).toBeVisible();
    expect(screen.getByText('No recorded changes yet.')).toBeVisible();
  });

  it('lists records newest first with who and what changed, and shows more on request', async () => {
    const loadMore = vi.fn();
    history = pagedState({ items: [entry('b', 21), entry('a', 20)], hasMore: true, loadMore });
    render(<ObjectHistory objectType="order" objectId="o1" />);
    const items = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nov 21, 2026');
    expect(items[0]).toHaveTextContent('tracking number: none → 1Z999');
    expect(items[0]).toHaveTextContent('ops@unlimited.test');
    expect(items[0]).not.toHaveTextContent('uid-9');
    // On the object's own page, no link back to itself.
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    expect(loadMore).toHaveBeenCalledOnce();
  });

  it('says when the history cannot be read', () => {
    history = pagedState({ status: 'error' });
    render(<ObjectHistory objectType="order" objectId="o1" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the history');
  });
});
