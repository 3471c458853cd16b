import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import type { FirestoreError } from 'firebase/firestore';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderSearchTokens, searchTerm, type OrderNotes } from '@unlimited/domain';
import type { LiveResult } from '@/lib/firestore/live';
import { setMedia } from '@/testing/browser-stubs';
import { renderRoutes } from '@/testing/render-routes';
import { findToast } from '@/testing/toasts';
import type { AdminOrdersState, OrderStatusFilter } from '../api/get-admin-orders';
import type { OrderState } from '@/lib/firestore/use-order';
import type { OrderCountsState } from '../api/get-order-counts';
import { AdminOrders } from '../components/admin-orders';
import { makeOrder, orders } from './fixtures';
import { CallableError } from '@/lib/callable';

let ordersState: AdminOrdersState;
/** Rendering components see a new list answer at once (as a live listener would show it). */
const listListeners = new Set<() => void>();
function answerList(next: AdminOrdersState) {
  act(() => {
    ordersState = next;
    for (const listener of listListeners) listener();
  });
}
const subscribeList = (listener: () => void) => {
  listListeners.add(listener);
  return () => listListeners.delete(listener);
};
/** The server's answer: the orders searched as `search_tokens` is (domain search-tokens.ts). */
const useAdminOrders = vi.fn((filter: OrderStatusFilter, search = '') => {
  void filter;
  useSyncExternalStore(subscribeList, () => ordersState);
  const term = searchTerm(search);
  if (term === null) return ordersState;
  const found = ordersState.orders.filter((order) => orderSearchTokens(order).includes(term));
  return { ...ordersState, orders: found, total: found.length };
});
let countsState: OrderCountsState;
const update = vi.fn();
// The object's history reads Firestore; its own tests are in components/audit.
vi.mock('@/components/audit/object-history', () => ({
  ObjectHistory: () => null,
}));
vi.mock('../api/get-admin-orders', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useAdminOrders: (filter: OrderStatusFilter, search?: string) => useAdminOrders(filter, search),
}));
/** The opened order's own document: not read yet unless a test says otherwise. */
let orderDocState: OrderState;
vi.mock('@/lib/firestore/use-order', () => ({ useOrder: () => orderDocState }));
vi.mock('../api/get-order-counts', () => ({ useOrderCounts: () => countsState }));
let notesState: LiveResult<OrderNotes | undefined>;
const useOrderNotes = vi.fn((orderId: string) => {
  void orderId;
  return notesState;
});
vi.mock('../api/get-order-notes', () => ({
  useOrderNotes: (orderId: string) => useOrderNotes(orderId),
}));
vi.mock('../api/get-order-customer', () => ({
  useOrderCustomer: (uid: string) =>
    uid === 'user-ada'
      ? {
          status: 'success',
          data: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
          error: undefined,
        }
      : { status: 'success', data: undefined, error: undefined },
}));
vi.mock('../api/update-order', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useUpdateOrder: () => update,
}));

function success(list = orders, extra: Partial<AdminOrdersState> = {}): AdminOrdersState {
  return {
    status: 'success',
    orders: list,
    total: list.length,
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
    loadMore: vi.fn(),
    ...extra,
  };
}

function renderOrders(path = '/admin/orders') {
  return renderRoutes([{ path: '/admin/orders', element: <AdminOrders /> }], path).router;
}

const rows = () => screen.getAllByRole('row').slice(1);

beforeEach(() => {
  ordersState = success();
  orderDocState = { status: 'loading', order: null };
  notesState = { status: 'success', data: undefined, error: undefined };
  countsState = {
    status: 'success',
    counts: { total: 1200, unfulfilled: 40, inTransit: 15, delivered: 300, returning: 7 },
  };
  useAdminOrders.mockClear();
  update.mockReset();
});

describe('admin orders', () => {
  it('shows the summary cards from the counters', () => {
    renderOrders();
    const summary = within(screen.getByLabelText('Order summary'));
    expect(summary.getByText('Total Orders').nextSibling).toHaveTextContent('1,200');
    expect(summary.getByText('Unfulfilled Orders').nextSibling).toHaveTextContent('40');
    expect(summary.getByText('In Transit').nextSibling).toHaveTextContent('15');
    expect(summary.getByText('Delivered').nextSibling).toHaveTextContent('300');
    expect(summary.getByText('Returns Awaiting Receipt').nextSibling).toHaveTextContent('7');
    expect(screen.getByText('Track and manage all customer orders')).toBeVisible();
  });

  it('lists orders with short id, bag, status, US date, tier and tracking', () => {
    renderOrders();
    expect(screen.getByRole('heading', { name: 'Orders (3)' })).toBeVisible();
    const first = within(rows()[0]!);
    expect(first.getByText('ord1abcd…')).toBeVisible();
    expect(first.getByText('Classic Flap')).toBeVisible();
    expect(first.getByText('Chanel')).toBeVisible();
    expect(first.getByText('Pending Shipment')).toBeVisible();
    expect(first.getByText('11/3/2026')).toBeVisible();
    expect(first.getByText('Elite')).toBeVisible();
    expect(first.getByText('1Z999')).toBeVisible();
    expect(within(rows()[1]!).getByText('-')).toBeVisible();
  });

  it.each([
    ['speedy', ['Speedy 30']],
    ['HERM', ['Birkin 25']],
    ['ord1', ['Classic Flap']],
    ['grace', ['Speedy 30']],
  ])('asks the server for orders by id, bag, brand and customer: %s', async (query, expected) => {
    renderOrders();
    await userEvent
      .setup()
      .type(screen.getByPlaceholderText('Search orders by ID, customer, or bag name...'), query);
    await waitFor(() =>
      expect(
        rows().map((row) => within(row).getAllByRole('cell')[1]!.firstChild!.textContent),
      ).toEqual(expected),
    );
    expect(useAdminOrders).toHaveBeenLastCalledWith('all', query);
    expect(screen.getByRole('heading', { name: `Orders (${expected.length})` })).toBeVisible();
  });

  it('shows each order as a card on a phone: bag, member, status and View together', async () => {
    setMedia({ width: 375 });
    const user = userEvent.setup();
    renderOrders();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const speedy = within(cards[1]!);
    expect(speedy.getByText('Speedy 30')).toBeVisible();
    expect(speedy.getByText('Louis Vuitton')).toBeVisible();
    expect(speedy.getByText('Grace Hopper')).toBeVisible();
    expect(speedy.getByText('In Transit')).toBeVisible();
    await user.click(speedy.getByRole('button', { name: 'View order ord2zyxw…' }));
    expect(await screen.findByRole('dialog', { name: 'Order Details' })).toBeVisible();
  });

  it('says when nothing matches', async () => {
    renderOrders();
    await userEvent
      .setup()
      .type(
        screen.getByPlaceholderText('Search orders by ID, customer, or bag name...'),
        'no such bag',
      );
    expect(await screen.findByText('No orders match “no such bag”.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Orders (0)' })).toBeVisible();
    expect(screen.getByText('Showing 0 of 0 matching orders.')).toBeVisible();
  });

  it('filters by status on the server, from the menu and from ?status=', async () => {
    const router = renderOrders('/admin/orders?status=pending_shipment');
    expect(useAdminOrders).toHaveBeenLastCalledWith('pending_shipment', '');
    const select = screen.getByRole('combobox', { name: 'Status filter' });
    expect(select).toHaveValue('pending_shipment');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All Orders',
      'Unfulfilled',
      'Pending Shipment',
      'In Transit',
      'Delivered',
      'Active Rental',
      'Return Pending',
      'Completed',
      'Cancelled',
    ]);
    await userEvent.setup().selectOptions(select, 'Unfulfilled');
    expect(useAdminOrders).toHaveBeenLastCalledWith('unfulfilled', '');
    expect(router.state.location.search).toBe('?status=unfulfilled');
  });

  it('shows a new search’s rows dimmed and busy until they come, with no stale total', () => {
    ordersState = success(orders.slice(0, 1), { total: null, refreshing: true });
    renderOrders();
    expect(screen.getByText('Showing 1 order.')).toBeVisible();
    expect(screen.getByText('Showing 1 order.').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { name: 'Orders (…)' })).toBeVisible();
  });

  it('offers "Load more" when more orders exist', async () => {
    ordersState = success(orders, { hasMore: true, total: 1200 });
    renderOrders();
    // The total is the server's count of every order, not of the loaded page.
    expect(screen.getByText('Showing 3 of 1,200 orders.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Orders (1,200)' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(ordersState.loadMore).toHaveBeenCalledOnce();
  });

  it('shows "Failed to load orders" when the list cannot be read', () => {
    const toastError = vi.spyOn(toast, 'error');
    ordersState = { ...success([]), status: 'error' };
    renderOrders();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load orders');
    expect(toastError).toHaveBeenCalledWith('Failed to load orders');
  });

  it('records the condition at dispatch: notes and photo addresses members see', async () => {
    update.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'View order ord1abcd…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    // Only shipping (or receiving a return) records the condition.
    expect(dialog.queryByRole('group', { name: 'Condition at dispatch' })).toBeNull();
    await user.selectOptions(dialog.getByLabelText('Status'), 'In Transit');
    const condition = within(dialog.getByRole('group', { name: 'Condition at dispatch' }));
    await user.type(condition.getByLabelText('Condition notes'), 'Corners crisp.');
    await user.type(condition.getByLabelText('Condition photo addresses'), 'ftp://x.test/a.jpg');
    await user.click(dialog.getByRole('button', { name: 'Update Order' }));
    expect(condition.getByRole('alert')).toHaveTextContent('Each photo must be an https address');
    expect(update).not.toHaveBeenCalled();
    await user.clear(condition.getByLabelText('Condition photo addresses'));
    await user.type(condition.getByLabelText('Condition photo addresses'), 'https://x.test/a.jpg');
    await user.click(dialog.getByRole('button', { name: 'Update Order' }));
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'ord1abcdefghij' }),
      expect.objectContaining({ order_status: 'in_transit' }),
      false,
      { condition_notes: 'Corners crisp.', condition_photos: ['https://x.test/a.jpg'] },
    );
  });

  it('keeps the dialog and the choice being made while the list reads again', async () => {
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'View order ord1abcd…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    await user.selectOptions(dialog.getByLabelText('Status'), 'In Transit');
    expect(dialog.getByRole('group', { name: 'Condition at dispatch' })).toBeVisible();
    // The order's own document answers, then the list reads again (a search typed just
    // before the order was opened): nothing listed while it reads, then other orders.
    orderDocState = { status: 'success', order: orders[0]! };
    answerList({ ...success([]), status: 'loading' });
    answerList(success(orders.slice(1)));
    expect(screen.getByRole('dialog', { name: 'Order Details' })).toBeVisible();
    expect(dialog.getByLabelText('Status')).toHaveValue('in_transit');
    expect(dialog.getByRole('group', { name: 'Condition at dispatch' })).toBeVisible();
  });

  it('opens an order the list does not hold from ?order=, or says it does not exist', async () => {
    const older = makeOrder({ id: 'ordOLDER000001', bag_name: 'Kelly 28 Retourne' });
    orderDocState = { status: 'success', order: older };
    renderOrders('/admin/orders?order=ordOLDER000001');
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(dialog.getByText('Kelly 28 Retourne')).toBeVisible();
    cleanup();
    orderDocState = { status: 'success', order: null };
    renderOrders('/admin/orders?order=ordMISSING0001');
    const missing = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(missing.getByRole('alert')).toHaveTextContent('No order has the id “ordMISSING0001”.');
  });

  it('shows the order details and saves decimals, leaving blank fields out', async () => {
    let finish: () => void = () => {};
    update.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'View order ord1abcd…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    const info = within(dialog.getByRole('region', { name: 'Order information' }));
    expect(info.getByText('ord1abcdefghij')).toBeVisible();
    expect(info.getByText('$2,850.50')).toBeVisible();
    // The member by name and email, linked to their page: never the raw account id.
    expect(info.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/customers/user-ada',
    );
    expect(info.getByText('ada@example.com')).toBeVisible();
    expect(info.queryByText('user-ada')).toBeNull();
    expect(info.getByText(/1 Main St\s+Austin, TX 78701/)).toBeVisible();
    expect(info.getByText('11/3/2026')).toBeVisible();
    // No return due date (created + 30 days): a member keeps a bag as long as they like
    // while the membership is active; only a flag of the daily job says a bag is late.
    expect(info.queryByText('12/3/2026')).toBeNull();
    expect(info.queryByText(/return due/i)).toBeNull();
    expect(info.getByText('Flagged Overdue').nextElementSibling).toHaveTextContent('No');

    await user.selectOptions(dialog.getByLabelText('Status'), 'In Transit');
    await user.clear(dialog.getByLabelText('Tracking Number'));
    await user.type(dialog.getByLabelText('Weight (lbs)'), '2.7');
    await user.type(dialog.getByLabelText('Height (in)'), '.5');
    await user.click(dialog.getByRole('button', { name: 'Update Order' }));
    expect(await dialog.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'ord1abcdefghij', order_status: 'pending_shipment' }),
      {
        order_status: 'in_transit',
        tracking_number: undefined,
        admin_notes: undefined,
        bag_weight: 2.7,
        bag_length: undefined,
        bag_width: undefined,
        bag_height: 0.5,
      },
      false,
      {},
    );
    finish();
    expect(await findToast('Order updated successfully')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads the admin notes from their own document and saves the edited notes', async () => {
    notesState = {
      status: 'success',
      data: { id: 'ord1abcdefghij', admin_notes: 'Signature required', updated_at: new Date() },
      error: undefined,
    };
    update.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'View order ord1abcd…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(useOrderNotes).toHaveBeenCalledWith('ord1abcdefghij');
    const notes = dialog.getByLabelText('Admin Notes');
    expect(notes).toHaveValue('Signature required');
    expect(notes).toHaveAccessibleDescription('Only admins see these notes.');
    await user.type(notes, ' at the door');
    await user.click(dialog.getByRole('button', { name: 'Update Order' }));
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'ord1abcdefghij' }),
      expect.objectContaining({ admin_notes: 'Signature required at the door' }),
      false,
    );
  });

  it('waits for the notes before showing the form, and says when they cannot be read', async () => {
    notesState = { status: 'loading', data: undefined, error: undefined };
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'View order ord1abcd…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(dialog.getByRole('status')).toHaveTextContent('Loading the order’s notes…');
    expect(dialog.queryByLabelText('Admin Notes')).toBeNull();
    await user.keyboard('{Escape}');

    notesState = {
      status: 'error',
      data: undefined,
      error: { code: 'permission-denied', message: 'denied' } as FirestoreError,
    };
    await user.click(screen.getByRole('button', { name: 'View order ord1abcd…' }));
    const again = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(again.getByLabelText('Admin Notes')).toHaveAccessibleDescription(
      'The saved notes could not be loaded. Notes typed here replace them.',
    );
  });

  it('refuses to mark an order In Transit without a tracking number, next to the field', async () => {
    ordersState = success([makeOrder({ id: 'ord4untracked', tracking_number: null })]);
    update.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'View order ord4untr…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    await user.selectOptions(dialog.getByLabelText('Status'), 'In Transit');
    await user.click(dialog.getByRole('button', { name: 'Update Order' }));
    const tracking = dialog.getByLabelText('Tracking Number');
    expect(tracking).toHaveAccessibleDescription(
      'Enter the tracking number to mark the order In Transit',
    );
    expect(tracking).toHaveFocus();
    expect(update).not.toHaveBeenCalled();

    await user.type(tracking, '1Z999AA1');
    await user.click(dialog.getByRole('button', { name: 'Update Order' }));
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'ord4untracked' }),
      expect.objectContaining({ order_status: 'in_transit', tracking_number: '1Z999AA1' }),
      false,
      {},
    );
  });

  it('still saves an order shipped before tracking numbers were required', async () => {
    update.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'View order ord2zyxw…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order Details' }));
    expect(dialog.getByLabelText('Tracking Number')).toHaveValue('');
    await user.type(dialog.getByLabelText('Admin Notes'), 'Carrier delayed');
    await user.click(dialog.getByRole('button', { name: 'Update Order' }));
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'ord2zyxwvutsrq', order_status: 'in_transit' }),
      expect.objectContaining({ order_status: 'in_transit', admin_notes: 'Carrier delayed' }),
      false,
    );
  });

  it('refuses a dimension that is not a positive number', async () => {
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'View order ord1abcd…' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Length (in)'), 'abc');
    await user.click(dialog.getByRole('button', { name: 'Update Order' }));
    expect(await dialog.findByText('Length must be a positive number')).toBeVisible();
    expect(update).not.toHaveBeenCalled();
  });

  it('refuses a parcel heavier than 70 lbs and a weight in exponent notation', async () => {
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'View order ord1abcd…' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('group', { name: 'Package Dimensions' })).toHaveAccessibleDescription(
      'Weight up to 70 lbs, each side up to 48 in, to one decimal place.',
    );
    const weight = dialog.getByLabelText('Weight (lbs)');
    await user.type(weight, '1e9');
    await user.click(dialog.getByRole('button', { name: 'Update Order' }));
    expect(weight).toHaveAccessibleDescription(
      'Weight must be written as a plain number, like 2.5 (no exponent such as 1e9)',
    );
    await user.clear(weight);
    await user.type(weight, '71');
    await user.click(dialog.getByRole('button', { name: 'Update Order' }));
    expect(await dialog.findByText('Weight must be at most 70 lbs')).toBeVisible();
    expect(update).not.toHaveBeenCalled();
  });

  it('reports "Failed to update order" and keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    update.mockRejectedValue(new Error('permission-denied'));
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'View order ord3mnop…' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Weight (lbs)')).toHaveValue('2.5');
    await user.click(dialog.getByRole('button', { name: 'Update Order' }));
    expect(await findToast('Failed to update order')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('offers only the next steps of the order, with the current status first', async () => {
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'View order ord3mnop…' }));
    const dialog = within(await screen.findByRole('dialog'));
    const options = within(dialog.getByLabelText('Status')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Delivered (current)',
      'Active Rental',
      'Return Pending',
    ]);
  });

  it('shows why the server refused a move, next to the button, and keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    update.mockRejectedValue(
      new CallableError('failed-precondition', 'An order cannot go from Delivered to Completed.'),
    );
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'View order ord3mnop…' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.selectOptions(dialog.getByLabelText('Status'), 'Return Pending');
    await user.click(dialog.getByRole('button', { name: 'Update Order' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'An order cannot go from Delivered to Completed.',
    );
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('moves an order back only after the correction is confirmed', async () => {
    update.mockResolvedValue({ orderId: 'ord2zyxwvutsrq', order_status: 'pending_shipment' });
    const user = userEvent.setup();
    renderOrders();
    await user.click(screen.getByRole('button', { name: 'View order ord2zyxw…' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      within(dialog.getByLabelText('Status')).queryByRole('option', { name: 'Pending Shipment' }),
    ).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Move back to Pending Shipment…' }));
    const confirm = within(dialog.getByRole('group', { name: 'Confirm the correction' }));
    expect(
      confirm.getByText(/Move this order from In Transit back to Pending Shipment\?/),
    ).toBeVisible();
    expect(update).not.toHaveBeenCalled();
    await user.click(confirm.getByRole('button', { name: 'Keep as is' }));
    expect(update).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Move back to Pending Shipment…' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm correction' }));
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'ord2zyxwvutsrq', order_status: 'in_transit' }),
      expect.objectContaining({ order_status: 'pending_shipment' }),
      true,
    );
    expect(await findToast('Order corrected')).toBeVisible();
  });
});
