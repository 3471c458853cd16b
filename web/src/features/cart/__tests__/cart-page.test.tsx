import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Charge } from '@unlimited/domain';
import { daysAgo, orderFixture, subscriptionFixture } from '@/testing/fixtures/members';
import { useCartData, type CartData } from '../api/get-cart';
import { CartPage, type CartActions } from '../components/cart-page';

vi.mock('../api/get-cart', () => ({ useCartData: vi.fn() }));
const data = vi.mocked(useCartData);

const actions: CartActions = {
  buy: ({ bagName, priceCents }) => (
    <button type="button">
      Buy {bagName} for {priceCents}
    </button>
  ),
  cancelReservation: (orderId) => <button type="button">Cancel {orderId}</button>,
  addOns: (_sub, addOns) => (
    <ul aria-label="Add-ons">
      {addOns.map((a) => (
        <li key={a.id}>{a.name}</li>
      ))}
    </ul>
  ),
};

function renderCart(state: CartData) {
  data.mockReturnValue(state);
  const router = createMemoryRouter(
    [{ path: '*', element: <CartPage uid="uid-ada" actions={actions} /> }],
    { initialEntries: ['/cart'] },
  );
  render(<RouterProvider router={router} />);
}

const purchase = (): Charge =>
  ({
    id: 'pay_cs_demo_1',
    user_id: 'uid-ada',
    kind: 'purchase',
    status: 'paid',
    description: 'Purchase of the Chanel Classic Flap Bag',
    amount_cents: 185_300,
    charged_at: daysAgo(3),
    order_id: 'order-0',
  }) as Charge;

beforeEach(() => data.mockReset());

describe('the Cart page', () => {
  it('says it is loading', () => {
    renderCart({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart...');
  });

  it('says when the cart could not be loaded', () => {
    renderCart({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your cart could not be loaded.');
  });

  it('lists the held bag at the member price the domain computes, and why another cannot be bought yet', () => {
    renderCart({
      status: 'success',
      orders: [
        orderFixture({ id: 'held', order_status: 'delivered', bag_retail_price: 285_000 }),
        orderFixture({ id: 'coming', bag_name: 'Lady Dior', order_status: 'in_transit' }),
      ],
      subscription: subscriptionFixture({ plan_name: 'crown' }),
      charges: [],
    });
    const held = screen.getByRole('list', { name: 'Bags you hold' });
    expect(
      within(held).getByRole('button', { name: 'Buy Classic Flap Bag for 185300' }),
    ).toBeVisible();
    expect(held).toHaveTextContent('$1,853');
    expect(held).toHaveTextContent('$2,850');
    expect(held).toHaveTextContent('You can buy this bag once it has been delivered to you.');
    expect(screen.getByText('You have not bought a bag yet.', { exact: false })).toBeVisible();
  });

  it('shows the reservation with its cancel action and past purchases with their receipts', () => {
    renderCart({
      status: 'success',
      orders: [
        orderFixture({
          id: 'next',
          order_status: 'pending_shipment',
          ship_on: new Date(Date.now() + 5 * 86_400_000),
        }),
      ],
      subscription: subscriptionFixture({
        plan_name: 'crown',
        add_ons: { full_coverage: true, select_access: false },
      }),
      charges: [purchase()],
    });
    const reserved = screen.getByRole('list', { name: 'Reserved bags' });
    expect(reserved).toHaveTextContent('Chanel Classic Flap Bag');
    expect(reserved).toHaveTextContent(/Ships on .* when your swap unlocks/);
    expect(within(reserved).getByRole('button', { name: 'Cancel next' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Add-ons' })).toBeNull();
    const bought = screen.getByRole('list', { name: 'Bags bought' });
    expect(
      within(bought).getByRole('link', {
        name: 'View receipt for Purchase of the Chanel Classic Flap Bag',
      }),
    ).toHaveAttribute('href', '/receipts/pay_cs_demo_1');
  });

  it('offers the add-ons the tier may add', () => {
    renderCart({
      status: 'success',
      orders: [],
      subscription: subscriptionFixture({
        plan_name: 'reserve',
        add_ons: { full_coverage: false, select_access: false },
      }),
      charges: [],
    });
    const addOns = screen.getByRole('list', { name: 'Add-ons' });
    expect(
      within(addOns)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Select Access']);
  });

  it('says "Nothing in your cart" with where to go when there is nothing to do', () => {
    renderCart({
      status: 'success',
      orders: [orderFixture({ order_status: 'completed' })],
      subscription: subscriptionFixture({
        plan_name: 'crown',
        add_ons: { full_coverage: true, select_access: false },
      }),
      charges: [],
    });
    expect(screen.getByRole('heading', { name: 'Nothing in your cart' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the closet' })).toHaveAttribute(
      'href',
      '/bags',
    );
  });

  it('tells someone without a membership or purchases what the Cart is', () => {
    renderCart({ status: 'success', orders: [], subscription: null, charges: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    expect(screen.getByText(/no active membership yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'SEE YOUR MEMBERSHIP' })).toHaveAttribute(
      'href',
      '/membership-manage',
    );
  });
});
