import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TierId } from '@unlimited/domain';
import { useCreateOrder } from '@/features/bags/api/create-order';
import { useHeldBags } from '@/features/bags/api/get-held-bags';
import { useProduct } from '@/features/bags/api/get-product';
import { ProductPage } from '@/features/bags/components/product-page';
import { useLatestConditionRecord } from '@/components/condition/use-condition-record';
import { useSession } from '@/lib/session/session';
import placeholderPhoto from '@/assets/bag-placeholder.svg';
import { orderFixture } from '@/testing/fixtures/members';
import { productFixture } from './fixtures';
import { CallableError } from '@/lib/callable';

vi.mock('@/lib/session/session', () => ({ useSession: vi.fn() }));
vi.mock('@/features/bags/api/get-product', () => ({ useProduct: vi.fn() }));
vi.mock('@/features/bags/api/get-held-bags', () => ({ useHeldBags: vi.fn() }));
vi.mock('@/components/condition/use-condition-record', () => ({
  useLatestConditionRecord: vi.fn(),
}));
vi.mock('@/features/bags/api/create-order', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCreateOrder: vi.fn(),
}));

const createOrder = vi.fn();

function as(tier: TierId | null, signedIn = true) {
  vi.mocked(useSession).mockReturnValue(
    signedIn
      ? { status: 'signed-in', user: { uid: 'uid-ada' } as User, tier, isAdmin: false }
      : { status: 'signed-out', user: null, tier: null, isAdmin: false },
  );
}

function DashboardProbe() {
  const location = useLocation();
  return <h1>Dashboard {JSON.stringify(location.state)}</h1>;
}

function renderProduct() {
  const router = createMemoryRouter(
    [
      { path: '/bags/:id', element: <ProductPage productId="flap-1" /> },
      { path: '/dashboard', element: <DashboardProbe /> },
      { path: '/login', element: <h1>Login</h1> },
      { path: '/waitlist', element: <h1>Waitlist</h1> },
    ],
    { initialEntries: ['/bags/flap-1'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  vi.mocked(useLatestConditionRecord).mockReturnValue({
    status: 'success',
    record: {
      id: 'o-last',
      bag_id: 'flap-1',
      order_id: 'o-last',
      dispatch: null,
      return: {
        grade: 'SA',
        notes: 'No marks; corners and handle crisp.',
        photos: ['https://photos.test/flap-return.jpg'],
        recorded_at: new Date('2026-10-02T12:00:00Z'),
      },
      updated_at: new Date('2026-10-02T12:00:00Z'),
    },
  });
  createOrder.mockReset();
  vi.mocked(useCreateOrder).mockReturnValue(createOrder);
  vi.mocked(useHeldBags).mockReturnValue({ status: 'success', held: 0, bagIds: [], orders: [] });
  vi.mocked(useProduct).mockReturnValue({
    status: 'success',
    product: productFixture({ id: 'flap-1', categories: ['Bags', 'Sale'] }),
  });
  as('elite');
});

describe('/bags/:productId', () => {
  it('shows the condition record before choosing: grade, meaning, latest notes and photos', () => {
    renderProduct();
    const record = screen.getByRole('region', { name: 'Condition record' });
    expect(within(record).getByText('Like new: no visible signs of use.')).toBeVisible();
    expect(within(record).getByText('No marks; corners and handle crisp.')).toBeVisible();
    expect(
      within(record).getByText((_, el) => el?.textContent === 'On return, Oct 2, 2026'),
    ).toBeVisible();
    expect(
      within(record).getByRole('img', { name: /Condition photos, photo 1 of 1/ }),
    ).toHaveAttribute('src', 'https://photos.test/flap-return.jpg');
  });

  it('with no condition notes yet, shows the grade without claiming there is no wear', () => {
    vi.mocked(useLatestConditionRecord).mockReturnValue({ status: 'success', record: null });
    renderProduct();
    const record = screen.getByRole('region', { name: 'Condition record' });
    expect(within(record).getByText('Like new: no visible signs of use.')).toBeVisible();
    expect(record).toHaveTextContent(
      'Graded by our team. Notes and photos are added each time the bag leaves us and comes back.',
    );
    expect(record).not.toHaveTextContent(/no wear/i);
  });

  it('shows the gallery, brand, title, style, rank, prices, categories and access level', async () => {
    const { user } = renderProduct();
    expect(screen.getByRole('heading', { level: 1, name: 'Classic Flap Bag' })).toBeVisible();
    expect(screen.getByText('Chanel')).toBeVisible();
    expect(screen.getByText('Medium')).toBeVisible();
    expect(screen.getByText('SA · Like New')).toBeVisible();
    expect(screen.getByText('$1,850')).toBeVisible();
    expect(screen.getByText('$1,266')).toBeVisible();
    expect(screen.getByText('Bags, Sale')).toBeVisible();
    expect(screen.getByText('Elite')).toBeVisible();
    expect(useProduct).toHaveBeenCalledWith('flap-1', 'elite', false);

    expect(screen.getByRole('img', { name: /photo 1 of 2/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(screen.getByRole('img', { name: /photo 2 of 2/ })).toHaveAttribute(
      'src',
      'https://storage.example.test/products/flap-1-2.svg',
    );
  });

  it('shows the condition grade with its label and the whole scale in one line', () => {
    vi.mocked(useProduct).mockReturnValue({
      status: 'success',
      product: productFixture({ id: 'flap-1', rank: 'AB' }),
    });
    renderProduct();
    const condition = screen.getByText('Condition', { selector: 'dt' });
    const grade = condition.nextElementSibling as HTMLElement;
    expect(grade.tagName).toBe('DD');
    expect(within(grade).getByText('AB · Very Good')).toBeVisible();
    expect(
      within(grade).getByText(
        'Our grades, best first: SA Like New, A Excellent, AB Very Good, B Good, BC Fair.',
      ),
    ).toBeVisible();
  });

  it('names the photo by brand and title, saying the brand once', () => {
    vi.mocked(useProduct).mockReturnValue({
      status: 'success',
      product: productFixture({ id: 'flap-1', title: 'Chanel Classic Flap Medium' }),
    });
    renderProduct();
    expect(
      screen.getByRole('img', { name: 'Chanel Classic Flap Medium, photo 1 of 2' }),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: /Chanel Chanel/ })).toBeNull();
  });

  it('shows a calm placeholder instead of a photo that does not load', async () => {
    const { user } = renderProduct();
    const photo = screen.getByRole('img', { name: 'Chanel Classic Flap Bag, photo 1 of 2' });
    expect(photo).toHaveAttribute('src', 'https://storage.example.test/products/flap-1-1.svg');
    fireEvent.error(photo);

    const placeholder = screen.getByRole('img', {
      name: 'Chanel Classic Flap Bag: photo unavailable',
    });
    expect(placeholder).toHaveAttribute('src', placeholderPhoto);
    // Its thumbnail falls back too; the other photo still shows.
    const thumbnails = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole(
      'presentation',
    );
    expect(thumbnails[0]).toHaveAttribute('src', placeholderPhoto);
    await user.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(
      screen.getByRole('img', { name: 'Chanel Classic Flap Bag, photo 2 of 2' }),
    ).toHaveAttribute('src', 'https://storage.example.test/products/flap-1-2.svg');
  });

  it('chooses the bag and opens the dashboard with the just-selected banner', async () => {
    createOrder.mockResolvedValue({ orderId: 'order-9', shipOn: null });
    const { user, router } = renderProduct();
    await user.click(screen.getByRole('button', { name: 'Choose this bag' }));
    // The browser's time zone goes along, so a refusal names the dashboard's day.
    expect(createOrder).toHaveBeenCalledWith({
      bagId: 'flap-1',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // The dashboard (a stub naming the state it was opened with) replaces the page; on a
    // busy machine the bag's own heading can still be there a moment after the click.
    expect(
      await screen.findByRole('heading', { name: /\{"justSelectedBag":true\}/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows why the order was refused', async () => {
    createOrder.mockRejectedValue(
      new CallableError(
        'failed-precondition',
        'Please add a shipping address to your account before choosing a bag.',
      ),
    );
    const { user } = renderProduct();
    await user.click(screen.getByRole('button', { name: 'Choose this bag' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please add a shipping address');
    expect(within(alert).getByRole('link', { name: 'Add your address' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('tells a member without an active tier why they cannot choose', () => {
    as(null);
    renderProduct();
    expect(screen.queryByRole('button', { name: 'Choose this bag' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('You need an active membership');
  });

  it('tells a member at the bag limit which bag takes the slot and what to do next', () => {
    vi.mocked(useHeldBags).mockReturnValue({
      status: 'success',
      held: 1,
      bagIds: ['other-bag'],
      orders: [
        orderFixture({
          bag_id: 'other-bag',
          bag_name: 'Gucci Ophidia GG Small Tote',
          order_status: 'active_rental',
        }),
      ],
    });
    renderProduct();
    expect(screen.queryByRole('button', { name: 'Choose this bag' })).toBeNull();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'You have 1 bag out with you (Gucci Ophidia GG Small Tote). Your Elite membership holds 1 bag at a time. Start a return to choose your next bag.',
    );
    expect(within(note).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('names the day the swap unlocks when returning the bag out would not free the slot yet', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
      vi.mocked(useHeldBags).mockReturnValue({
        status: 'success',
        held: 1,
        bagIds: ['other-bag'],
        orders: [
          orderFixture({
            bag_id: 'other-bag',
            bag_name: 'Gucci Ophidia GG Small Tote',
            order_status: 'active_rental',
            // Delivered November 16 at noon UTC: Elite's 21-day clock unlocks December 7.
            delivered_date: new Date('2026-11-16T12:00:00Z'),
          }),
        ],
      });
      renderProduct();
      expect(screen.queryByRole('button', { name: 'Choose this bag' })).toBeNull();
      expect(screen.getByRole('note')).toHaveTextContent(
        'You have 1 bag out with you (Gucci Ophidia GG Small Tote). Your Elite membership holds 1 bag at a time. Your next swap unlocks December 7, 2026: from then, start a return to choose your next bag.',
      );
      expect(screen.queryByText(/Return a bag before choosing another/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a member whose bag is on its way that it must arrive first', () => {
    vi.mocked(useHeldBags).mockReturnValue({
      status: 'success',
      held: 1,
      bagIds: ['other-bag'],
      orders: [
        orderFixture({
          bag_id: 'other-bag',
          bag_name: 'Dior Saddle Bag Oblique',
          order_status: 'in_transit',
          delivered_date: null,
        }),
      ],
    });
    renderProduct();
    expect(screen.getByRole('note')).toHaveTextContent(
      'You have 1 bag on its way to you (Dior Saddle Bag Oblique). Your Elite membership holds 1 bag at a time. Once it arrives, its 21-day swap clock starts; when it unlocks, start a return to choose your next bag.',
    );
  });

  it('lets a member who sent a bag back before her swap clock unlocked reserve it for that day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
      // Delivered November 16 at noon UTC: Elite's 21-day clock unlocks December 7.
      const returned = orderFixture({
        id: 'order-back',
        order_status: 'return_pending',
        delivered_date: new Date('2026-11-16T12:00:00Z'),
      });
      vi.mocked(useHeldBags).mockReturnValue({
        status: 'success',
        held: 0,
        bagIds: [],
        orders: [returned],
      });
      createOrder.mockResolvedValue({ orderId: 'order-9', shipOn: '2026-12-07T12:00:00.000Z' });
      const { user, router } = renderProduct();
      expect(screen.queryByRole('button', { name: 'Choose this bag' })).toBeNull();
      expect(screen.getByRole('note')).toHaveTextContent(
        'Your next swap unlocks December 7, 2026. Reserve this bag now and it ships that day. You can cancel it until it ships. If the bag you sent back has not reached us by then, your next bag ships as soon as it does.',
      );
      await user.click(screen.getByRole('button', { name: 'Reserve to ship on December 7, 2026' }));
      // The client asks for a reservation; the day is the server's to decide.
      expect(createOrder).toHaveBeenCalledWith({
        bagId: 'flap-1',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        reserve: true,
      });
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(screen.getByRole('heading')).toHaveTextContent('{"justReservedBag":true}');

      // From the unlock on, the slot is free again: an ordinary choice.
      vi.setSystemTime(new Date('2026-12-07T12:00:00Z'));
      renderProduct();
      expect(screen.getByRole('button', { name: 'Choose this bag' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a member whose next bag is reserved which one, and how to choose another', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
      const returned = orderFixture({
        id: 'order-back',
        order_status: 'return_pending',
        delivered_date: new Date('2026-11-16T12:00:00Z'),
      });
      const reserved = orderFixture({
        id: 'order-next',
        bag_id: 'other-bag',
        bag_name: 'Saddle Bag',
        ship_on: new Date('2026-12-07T12:00:00Z'),
        follows_order_id: 'order-back',
      });
      vi.mocked(useHeldBags).mockReturnValue({
        status: 'success',
        held: 1,
        bagIds: ['other-bag'],
        orders: [reserved, returned],
      });
      renderProduct();
      expect(screen.queryByRole('button', { name: /Reserve|Choose/ })).toBeNull();
      expect(screen.getByRole('note')).toHaveTextContent(
        'Your next bag (Saddle Bag) is reserved to ship on December 7, 2026. Your Elite membership holds 1 bag at a time. To choose another bag instead, cancel the reservation on your dashboard.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks a visitor to sign in first, or to join the waitlist without an account', async () => {
    as(null, false);
    const { router, user } = renderProduct();
    expect(screen.getByRole('link', { name: 'Sign in to choose this bag' })).toHaveAttribute(
      'href',
      '/login',
    );
    const join = screen.getByRole('link', { name: 'Join the waitlist' });
    expect(join).toHaveAttribute('href', '/waitlist');
    expect(join.closest('p')).toHaveTextContent('Not a member yet? Join the waitlist');
    await user.click(join);
    expect(router.state.location.pathname).toBe('/waitlist');
  });

  it('puts the call to action right after the name and price, before the details', () => {
    as(null, false);
    renderProduct();
    const action = screen.getByRole('link', { name: 'Sign in to choose this bag' });
    const heading = screen.getByRole('heading', { level: 1 });
    const price = screen.getByText('Retail price');
    const condition = screen.getByText('Condition', { selector: 'dt' });
    const follows = (a: Element, b: Element) =>
      (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(heading, price)).toBe(true);
    expect(follows(price, action)).toBe(true);
    expect(follows(action, condition)).toBe(true);
  });

  it('says a bag that could not be read could not be loaded, with a way to try again (not "not found")', () => {
    vi.mocked(useProduct).mockReturnValue({ status: 'error', product: null });
    renderProduct();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load this bag. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Bag not found' })).toBeNull();
  });

  it('tells a visitor a bag outside the public closet may be for members, and offers the waitlist', () => {
    as(null, false);
    vi.mocked(useProduct).mockReturnValue({ status: 'not-found', product: null });
    renderProduct();
    expect(screen.getByRole('heading', { name: 'Bag not found' })).toBeVisible();
    expect(
      screen.getByText(/not in the public closet: it may be open to members only/),
    ).toBeVisible();
    expect(screen.queryByText(/chosen by another member/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
  });

  it('shows a visitor a public bag that is out: when it is due back, that members queue, and the waitlist', () => {
    as(null, false);
    vi.mocked(useProduct).mockReturnValue({
      status: 'out',
      product: productFixture({
        id: 'flap-1',
        access_levels: 'Any',
        borrow_status: 'Borrowed',
        return_date: new Date('2026-12-04T12:00:00Z'),
      }),
    });
    renderProduct();
    expect(screen.getByRole('heading', { level: 1, name: 'Classic Flap Bag' })).toBeVisible();
    expect(screen.getByText('Out with a member · Due back December 4')).toBeVisible();
    expect(screen.getByText(/Members join its queue to be next/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Choose/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
  });

  it('gives a member a bag that is out as its queue (bagOut), not the choose button', () => {
    as('elite');
    vi.mocked(useProduct).mockReturnValue({
      status: 'out',
      product: productFixture({ id: 'flap-1', borrow_status: 'Borrowed' }),
    });
    const router = createMemoryRouter(
      [
        {
          path: '/bags/:id',
          element: <ProductPage productId="flap-1" bagOut={() => <p>The queue for this bag</p>} />,
        },
      ],
      { initialEntries: ['/bags/flap-1'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('The queue for this bag')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Choose/ })).toBeNull();
  });

  it('tells a member who opens the bag she chose that it is in her rotation', () => {
    vi.mocked(useProduct).mockReturnValue({ status: 'not-found', product: null });
    vi.mocked(useHeldBags).mockReturnValue({
      status: 'success',
      held: 1,
      bagIds: ['flap-1'],
      orders: [],
    });
    renderProduct();
    expect(screen.getByRole('heading', { name: 'This bag is in your rotation' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText(/chosen by another member/)).toBeNull();
  });

  it('tells a member a bag they may not see is not in their membership, and what opens more', () => {
    vi.mocked(useProduct).mockReturnValue({ status: 'not-found', product: null });
    renderProduct();
    expect(screen.getByRole('heading', { name: 'Not in your membership' })).toBeVisible();
    expect(
      screen.getByText(
        'This bag is not among the bags your Elite membership includes, or it is no longer in the closet.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Crown membership includes every bag in the closet; Select Access adds the Crown pieces to Elite.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/chosen by another member/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse the closet' })).toHaveAttribute(
      'href',
      '/bags',
    );
    expect(screen.getByRole('link', { name: 'Manage Membership' })).toHaveAttribute(
      'href',
      '/membership-manage',
    );
  });

  it('tells a Crown member, who sees every bag, that it is no longer in the closet', () => {
    as('crown');
    vi.mocked(useProduct).mockReturnValue({ status: 'not-found', product: null });
    renderProduct();
    expect(screen.getByRole('heading', { name: 'Bag not found' })).toBeVisible();
    expect(screen.getByText('This bag is no longer in the closet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the closet' })).toHaveAttribute(
      'href',
      '/bags',
    );
  });
});
