import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CROWN_PRIORITY_RULE,
  QUEUE_MESSAGES,
  type BagStats,
  type Order,
  type QueueEntry,
} from '@unlimited/domain';
import { useBagSummary, useMyQueues, type MyQueuesState } from '../api/get-queues';
import { useJoinQueue, useLeaveQueue } from '../api/join-leave';
import { BagOut, returningBag } from '../components/bag-out';
import { HeldNotice } from '../components/held-notice';
import { CallableError } from '@/lib/callable';

vi.mock('../api/get-queues', () => ({ useMyQueues: vi.fn(), useBagSummary: vi.fn() }));
vi.mock('../api/join-leave', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useJoinQueue: vi.fn(),
  useLeaveQueue: vi.fn(),
}));

const join = vi.fn();
const leave = vi.fn();

function entry(productId: string, overrides: Partial<QueueEntry> = {}): QueueEntry {
  return {
    id: `${productId}_ada`,
    product_id: productId,
    user_id: 'ada',
    user_tier: 'elite',
    joined_at: new Date(2026, 10, 1),
    status: 'waiting',
    position: 2,
    estimated_at: new Date(2026, 11, 4, 12),
    offer_expires_at: null,
    bag_title: 'Kelly 28',
    bag_brand: 'Hermès',
    bag_photo: null,
    user_email: null,
    updated_at: new Date(2026, 10, 1),
    ...overrides,
  };
}

const summary: BagStats = {
  id: 'kelly',
  product_id: 'kelly',
  title: 'Kelly 28',
  brand: 'Hermès',
  photo: null,
  style: 'Sellier',
  price: 1_250_000,
  rank: 'AB',
  access_levels: 'Elite',
  status: 'Active',
  borrow_status: 'Borrowed',
  hearts: 4,
  queue_length: 3,
  back_estimate: new Date(2026, 10, 28, 12),
  updated_at: null,
};

function renderBagOut(mine: MyQueuesState) {
  vi.mocked(useMyQueues).mockReturnValue(mine);
  render(<BagOut uid="ada" tier="elite" productId="kelly" fallback={<h1>Bag not found</h1>} />);
  return userEvent.setup();
}

beforeEach(() => {
  join.mockReset().mockResolvedValue({ position: 4, estimatedAt: null });
  leave.mockReset().mockResolvedValue({ left: true });
  vi.mocked(useJoinQueue).mockReturnValue(join);
  vi.mocked(useLeaveQueue).mockReturnValue(leave);
  vi.mocked(useBagSummary).mockReturnValue({ status: 'success', bag: summary });
});

describe('a bag that is out', () => {
  it('shows the bag, its queue, when it should be back and the Crown priority rule', () => {
    renderBagOut({ status: 'success', entries: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Kelly 28' })).toBeVisible();
    expect(screen.getByText('Out with a member right now')).toBeVisible();
    expect(screen.getByText('3 members are waiting.')).toBeVisible();
    expect(screen.getByText('Expected back around November 28 (an estimate).')).toBeVisible();
    expect(screen.getByText(new RegExp(CROWN_PRIORITY_RULE.slice(0, 40)))).toBeVisible();
  });

  it('shows the bag’s style, condition, retail and member price, and the heart by its title', () => {
    vi.mocked(useMyQueues).mockReturnValue({ status: 'success', entries: [] });
    render(
      <BagOut
        uid="ada"
        tier="elite"
        productId="kelly"
        fallback={<h1>Bag not found</h1>}
        titleAction={(bag) => <button type="button">Save {bag.title}</button>}
      />,
    );
    expect(screen.getByText('Sellier')).toBeVisible();
    expect(screen.getByText('AB · Very Good')).toBeVisible();
    expect(screen.getByText('Retail price').nextElementSibling).toHaveTextContent('$12,500');
    expect(screen.getByText('Member price')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Kelly 28' })).toBeVisible();
  });

  it('lets the member join the queue', async () => {
    const user = renderBagOut({ status: 'success', entries: [] });
    await user.click(screen.getByRole('button', { name: 'Join the queue' }));
    expect(join).toHaveBeenCalledWith({ bagId: 'kelly' });
  });

  it('keeps focus on the queue’s button once joined: Leave the queue takes Join’s place', async () => {
    vi.mocked(useMyQueues).mockReturnValue({ status: 'success', entries: [] });
    const view = () => (
      <BagOut uid="ada" tier="elite" productId="kelly" fallback={<h1>Bag not found</h1>} />
    );
    const { rerender } = render(view());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Join the queue' }));
    // The member's queue entry arrives after the call: Join goes, Leave comes.
    vi.mocked(useMyQueues).mockReturnValue({ status: 'success', entries: [entry('kelly')] });
    rerender(view());
    const leaveButton = await screen.findByRole('button', { name: 'Leave the queue' });
    await waitFor(() => expect(document.activeElement).toBe(leaveButton));
  });

  it('shows the member’s position and estimated date, said to be an estimate, and lets them leave', async () => {
    const user = renderBagOut({ status: 'success', entries: [entry('kelly')] });
    expect(screen.getByText('You are 2nd in line, estimated around December 4.')).toBeVisible();
    expect(screen.getByText(/An estimate:/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Leave the queue' }));
    expect(leave).toHaveBeenCalledWith({ bagId: 'kelly' });
  });

  it('reads a bag in the atelier as being cared for, with no borrower-based estimate', () => {
    vi.mocked(useBagSummary).mockReturnValue({
      status: 'success',
      // A bag in Maintenance has no holder: its stored estimate is just "now".
      bag: { ...summary, borrow_status: 'Maintenance', back_estimate: new Date(2026, 10, 24) },
    });
    renderBagOut({
      status: 'success',
      entries: [entry('kelly', { position: 1, estimated_at: new Date(2026, 10, 24) })],
    });
    expect(screen.getByText('Being cared for by our atelier')).toBeVisible();
    expect(
      screen.getByText(
        'Our atelier is caring for this bag. Join the queue to be told when it is back.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Out with a member/)).toBeNull();
    expect(screen.queryByText(/Expected back around/)).toBeNull();
    expect(screen.getByText('You are 1st in line.')).toBeVisible();
    expect(screen.queryByText(/estimated around/)).toBeNull();
  });

  it('never promises the bag before the member’s own swap unlocks', () => {
    vi.mocked(useMyQueues).mockReturnValue({
      status: 'success',
      entries: [entry('kelly', { position: 1, estimated_at: new Date(2026, 10, 28, 12) })],
    });
    render(
      <BagOut
        uid="ada"
        tier="elite"
        productId="kelly"
        fallback={<h1>Bag not found</h1>}
        unlocksAt={new Date(2026, 11, 7, 12)}
      />,
    );
    expect(
      screen.getByText(
        'You are 1st in line. You can take it once your swap unlocks on December 7, 2026.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/estimated around November 28/)).toBeNull();
  });

  it('keeps the estimate when it falls after the member’s unlock', () => {
    vi.mocked(useMyQueues).mockReturnValue({ status: 'success', entries: [entry('kelly')] });
    render(
      <BagOut
        uid="ada"
        tier="elite"
        productId="kelly"
        fallback={<h1>Bag not found</h1>}
        unlocksAt={new Date(2026, 10, 30, 12)}
      />,
    );
    expect(screen.getByText('You are 2nd in line, estimated around December 4.')).toBeVisible();
  });

  it('says why the member cannot join when they are in the most queues, and shows a refusal', async () => {
    renderBagOut({
      status: 'success',
      entries: [entry('a'), entry('b'), entry('c')],
    });
    expect(screen.getByRole('button', { name: 'Join the queue' })).toBeDisabled();
    expect(screen.getByText(/You are in 3 queues, the most at once/)).toBeVisible();
  });

  it('shows the function’s refusal next to the button', async () => {
    join.mockRejectedValue(new CallableError('failed-precondition', QUEUE_MESSAGES.available));
    const user = renderBagOut({ status: 'success', entries: [] });
    await user.click(screen.getByRole('button', { name: 'Join the queue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUEUE_MESSAGES.available);
  });

  it('says a sold bag was sold, with no queue to join', () => {
    vi.mocked(useBagSummary).mockReturnValue({
      status: 'success',
      bag: { ...summary, status: 'Sold', borrow_status: 'Available', back_estimate: null },
    });
    vi.mocked(useMyQueues).mockReturnValue({ status: 'success', entries: [] });
    render(
      <MemoryRouter>
        <BagOut uid="ada" tier="elite" productId="kelly" fallback={<h1>Bag not found</h1>} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Kelly 28' })).toBeVisible();
    expect(screen.getByText('Sold')).toBeVisible();
    expect(screen.getByText(/no longer available and will not come back/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join the queue' })).toBeNull();
    expect(screen.queryByText(/Expected back/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse the closet' })).toHaveAttribute(
      'href',
      '/bags',
    );
  });

  it('tells the member sending the bag back that it is hers until received, with no queue', () => {
    vi.mocked(useMyQueues).mockReturnValue({ status: 'success', entries: [] });
    render(
      <MemoryRouter>
        <BagOut uid="ada" tier="elite" productId="kelly" fallback={null} returning />
      </MemoryRouter>,
    );
    expect(screen.getByText('On its way back from you')).toBeVisible();
    expect(screen.getByText(/You are sending this bag back/)).toBeVisible();
    expect(screen.queryByText('Out with a member right now')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join the queue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('knows from her orders that she is sending the bag back, and not when it is hers again', () => {
    const order = (bag_id: string, order_status: Order['order_status']) => ({
      bag_id,
      order_status,
    });
    expect(returningBag([order('kelly', 'return_pending')], 'kelly')).toBe(true);
    expect(returningBag([order('kelly', 'delivered')], 'kelly')).toBe(false);
    // Sent back, then chosen again: on its way to her, not back from her.
    expect(
      returningBag([order('kelly', 'return_pending'), order('kelly', 'pending_shipment')], 'kelly'),
    ).toBe(false);
    expect(
      returningBag([order('kelly', 'completed'), order('birkin', 'return_pending')], 'kelly'),
    ).toBe(false);
  });

  it('falls back to "not found" for a bag the member may not see', () => {
    vi.mocked(useBagSummary).mockReturnValue({ status: 'not-found', bag: null });
    renderBagOut({ status: 'success', entries: [] });
    expect(screen.getByRole('heading', { name: 'Bag not found' })).toBeVisible();
  });
});

describe('a held bag (back, Reserved for the first in line who can choose it)', () => {
  const heldBag = { ...summary, borrow_status: 'Reserved' as const, queue_length: 2 };
  const offered = entry('kelly', {
    status: 'offered',
    position: 1,
    offer_expires_at: new Date('2026-11-25T20:00:00Z'),
  });

  it('tells the member it is held for that it is held for them, with no date it is back', () => {
    vi.mocked(useBagSummary).mockReturnValue({ status: 'success', bag: heldBag });
    renderBagOut({ status: 'success', entries: [offered] });
    expect(screen.getByText('Held for you')).toBeVisible();
    expect(screen.queryByText('Held for the next member in line')).toBeNull();
    expect(screen.queryByText(/Expected back/)).toBeNull();
    expect(
      screen.getByText('It is your turn: this bag is held for you until Nov 25, 2026, 3:00 PM ET.'),
    ).toBeVisible();
  });

  it('tells the others it is held for the next member in line, with no date it is back', () => {
    vi.mocked(useBagSummary).mockReturnValue({ status: 'success', bag: heldBag });
    renderBagOut({ status: 'success', entries: [entry('kelly')] });
    expect(screen.getByText('Held for the next member in line')).toBeVisible();
    expect(screen.queryByText('Held for you')).toBeNull();
    expect(screen.queryByText(/Expected back/)).toBeNull();
    expect(screen.getByText('You are 2nd in line, estimated around December 4.')).toBeVisible();
  });
});

describe('a bag held for the member', () => {
  it('says until when it is held and that it then passes on', () => {
    vi.mocked(useMyQueues).mockReturnValue({
      status: 'success',
      entries: [
        entry('kelly', {
          status: 'offered',
          position: 1,
          offer_expires_at: new Date('2026-11-25T20:00:00Z'),
        }),
      ],
    });
    render(<HeldNotice uid="ada" bagId="kelly" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'It is your turn: this bag is held for you.Choose it before Nov 25, 2026, 3:00 PM ET, or it passes to the next member in line.',
    );
  });
});
