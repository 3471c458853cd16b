import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  Customer,
  CustomerFilters,
  CustomerNote,
  Invitation,
  Order,
  Profile,
  Subscription,
  WaitlistSignup,
} from '@unlimited/domain';
import { subscriptionDocSchema } from '@unlimited/domain';
import type { LiveResult } from '@/lib/firestore/live';
import type { PagedState } from '@/lib/firestore/paged';
import { pagedState } from '@/testing/paged';
import type * as AddCustomerNoteModule from '../api/add-customer-note';
import { CustomerList } from '../components/customer-list';
import { CustomerPage } from '../components/customer-page';

let customers: PagedState<Customer> & { total?: number | null };
const asked: CustomerFilters[] = [];
let profile: LiveResult<Profile | undefined>;
let subscription: LiveResult<Subscription | undefined>;
let orders: LiveResult<Order[]>;
let notes: LiveResult<CustomerNote[]>;
let invitations: LiveResult<Invitation[]>;
let signup: LiveResult<WaitlistSignup | undefined>;
const addNote = vi.fn();

// The object's history reads Firestore; its own tests are in components/audit.
vi.mock('@/components/audit/object-history', () => ({
  ObjectHistory: () => null,
}));
vi.mock('../api/get-customers', () => ({
  useCustomers: (filters: CustomerFilters) => {
    asked.push(filters);
    return { total: customers.items.length, ...customers };
  },
}));
vi.mock('../api/get-customer', () => ({
  useCustomerProfile: () => profile,
  useCustomerSubscription: () => subscription,
  useCustomerOrders: () => orders,
  useCustomerNotes: () => notes,
  useCustomerInvitation: () => invitations,
  useInvitationSignup: () => signup,
}));
vi.mock('../api/add-customer-note', async (original) => ({
  ...(await original<typeof AddCustomerNoteModule>()),
  useAddCustomerNote: () => addNote,
}));

const ok = <T,>(data: T): LiveResult<T> => ({ status: 'success', data, error: undefined });
const loading = { status: 'loading', data: undefined, error: undefined } as const;

const elena: Customer = {
  id: 'seed-elite',
  first_name: 'Elena',
  last_name: 'Marquez',
  email: 'elite@unlimited.test',
  name_lower: 'elena marquez',
  search_keys: [],
  tier: 'elite',
  status: 'past_due',
  updated_at: new Date(2026, 10, 1),
};

beforeEach(() => {
  asked.length = 0;
  customers = pagedState({ status: 'loading' });
  profile = loading;
  subscription = loading;
  orders = loading;
  notes = loading;
  invitations = loading;
  signup = loading;
  addNote.mockReset();
});

function renderList(url = '/admin/customers') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <CustomerList />
    </MemoryRouter>,
  );
}

describe('CustomerList', () => {
  it('says it is loading, then lists members linking to their pages', () => {
    const view = renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading members...');
    customers = pagedState({ items: [elena] });
    view.rerender(
      <MemoryRouter>
        <CustomerList />
      </MemoryRouter>,
    );
    const link = within(screen.getByRole('list', { name: 'Members' })).getByRole('link');
    expect(link).toHaveAttribute('href', '/admin/customers/seed-elite');
    expect(link).toHaveTextContent('Elena Marquez');
    expect(link).toHaveTextContent('Past Due');
    expect(screen.getByText('Showing 1 of 1 members.')).toBeVisible();
  });

  it('counts every member the filters match on the server, beyond the page read', () => {
    customers = { ...pagedState({ items: [elena], hasMore: true }), total: 240 };
    renderList('/admin/customers?tier=elite');
    expect(screen.getByText('Showing 1 of 240 matching members.')).toBeVisible();
  });

  it('says when nothing matches and when the read failed', () => {
    customers = pagedState();
    renderList('/admin/customers?tier=crown');
    expect(screen.getByText('No members match these filters.')).toBeInTheDocument();
    customers = pagedState({ status: 'error' });
    renderList();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load members');
  });

  it('reads the filters from the address and searches once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      customers = pagedState();
      renderList('/admin/customers?status=past_due');
      expect(asked.at(-1)).toEqual({ search: '', tier: 'all', status: 'past_due' });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'Elena');
      expect(asked.at(-1)?.search).toBe('');
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(asked.at(-1)).toEqual({ search: 'Elena', tier: 'all', status: 'past_due' });
    } finally {
      vi.useRealTimers();
    }
  });
});

const sub = (overrides: object = {}): Subscription => ({
  id: 'seed-elite',
  ...subscriptionDocSchema.parse({
    plan_name: 'elite',
    status: 'past_due',
    current_period_end: new Date(2026, 11, 3),
    started_at: new Date(2026, 7, 1),
    add_ons: { full_coverage: true },
    cancel_at_period_end: true,
    ...overrides,
  }),
});

function renderPage() {
  return render(
    <MemoryRouter>
      <CustomerPage uid="seed-elite" />
    </MemoryRouter>,
  );
}

describe('CustomerPage', () => {
  it('shows each section loading on its own', () => {
    renderPage();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(
      expect.arrayContaining([
        'Loading the profile...',
        'Loading the subscription...',
        'Loading notes...',
      ]),
    );
  });

  it('shows the profile, the subscription with its failed payment, bags, orders and notes', () => {
    profile = ok({
      id: 'seed-elite',
      first_name: 'Elena',
      last_name: 'Marquez',
      username: 'elena',
      email: 'elite@unlimited.test',
      shipping_address: {
        full_name: 'Elena Marquez',
        line1: '9 Sunset Blvd',
        line2: null,
        city: 'Los Angeles',
        state: 'CA',
        postal_code: '90069',
        country: 'US',
        phone: null,
      },
    });
    subscription = ok(sub());
    orders = ok([]);
    notes = ok([
      {
        id: 'n1',
        uid: 'seed-elite',
        text: 'Prefers mornings.',
        author: 'admin@unlimited.test',
        created_at: new Date(2026, 10, 2),
      },
    ]);
    invitations = ok([]);
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Elena Marquez' })).toBeInTheDocument();
    expect(screen.getByText(/9 Sunset Blvd/)).toBeInTheDocument();
    const subscriptionCard = screen.getByRole('region', { name: 'Subscription' });
    expect(within(subscriptionCard).getByRole('alert')).toHaveTextContent(
      'The last payment failed',
    );
    expect(subscriptionCard).toHaveTextContent('Full Coverage Protection');
    expect(subscriptionCard).toHaveTextContent('Cancels at period endYes');
    expect(screen.getByText('No bag out right now.')).toBeInTheDocument();
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getByText(/this account was not created from the waitlist/)).toBeInTheDocument();
    expect(screen.getByText('Prefers mornings.')).toBeInTheDocument();
  });

  it('says what failed to load, section by section', () => {
    const failed = { status: 'error', data: undefined, error: new Error('denied') } as never;
    profile = ok(undefined);
    subscription = failed;
    orders = ok([]);
    notes = failed;
    invitations = ok([]);
    renderPage();
    expect(screen.getByText('This member has no profile.')).toBeInTheDocument();
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Failed to load the subscription'),
        expect.stringContaining('Failed to load notes'),
      ]),
    );
  });

  it('adds a note through the function and refuses a blank one', async () => {
    profile = ok(undefined);
    subscription = ok(undefined);
    orders = ok([]);
    notes = ok([]);
    invitations = ok([]);
    addNote.mockResolvedValue({ noteId: 'n2' });
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Please write a note.')).toBeInTheDocument();
    expect(addNote).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('New note'), 'Called about the late return.');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(addNote).toHaveBeenCalledWith({
      uid: 'seed-elite',
      text: 'Called about the late return.',
    });
    expect(screen.getByLabelText('New note')).toHaveValue('');
  });

  it('never cuts a long note: it counts the characters and refuses one over 2,000 with why', async () => {
    renderPage();
    const user = userEvent.setup();
    const note = screen.getByLabelText('New note');
    await user.click(note);
    await user.paste('x'.repeat(2001));
    expect(note).toHaveValue('x'.repeat(2001));
    expect(screen.getByText('2,001 of 2,000 characters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Notes must be 2000 characters or fewer.')).toBeVisible();
    expect(addNote).not.toHaveBeenCalled();
  });
});
