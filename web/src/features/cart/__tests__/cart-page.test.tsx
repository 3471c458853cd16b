import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PURCHASE_CLOSED, type CartCheckoutResult, type Charge } from '@unlimited/domain';
import { daysAgo, orderFixture, subscriptionFixture } from '@/testing/fixtures/members';
import { useCartData, type CartData } from '../api/get-cart';
import { useCheckoutCart } from '../api/checkout-cart';
import type * as CheckoutCartModule from '../api/checkout-cart';
import { CartPage, type CartActions } from '../components/cart-page';
import { CallableError } from '@/lib/callable';

vi.mock('../api/get-cart', () => ({ useCartData: vi.fn() }));
vi.mock('../api/checkout-cart', async (original) => ({
  ...(await original<typeof CheckoutCartModule>()),
  useCheckoutCart: vi.fn(),
}));
const data = vi.mocked(useCartData);
const checkout = vi.fn<ReturnType<typeof useCheckoutCart>>();
vi.mocked(useCheckoutCart).mockReturnValue(checkout);

const actions: CartActions = {
  cancelReservation: (orderId) => <button type="button">Cancel {orderId}</button>,
};

function renderCart(state: CartData, entry = '/cart') {
  data.mockReturnValue(state);
  const router = createMemoryRouter(
    [{ path: '*', element: <CartPage uid="uid-ada" actions={actions} /> }],
    { initialEntries: [entry] },
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

beforeEach(() => {
  data.mockReset();
  checkout.mockReset();
});
afterEach(() => vi.useRealTimers());

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
      within(held).getByRole('checkbox', { name: /^Buy the Chanel Classic Flap Bag/ }),
    ).not.toBeChecked();
    expect(within(held).getAllByRole('checkbox')).toHaveLength(1);
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
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('data-item')),
    ).toEqual(['select_access']);
    expect(within(addOns).getByRole('checkbox', { name: /^Add Select Access/ })).toBeVisible();
  });

  it('with Stripe, says add-ons alone go to the card on file, and with a bag they are on the Checkout', async () => {
    const user = userEvent.setup();
    renderCart({
      status: 'success',
      orders: [orderFixture({ id: 'held', order_status: 'delivered', bag_retail_price: 285_000 })],
      subscription: subscriptionFixture({
        plan_name: 'reserve',
        billing_mode: 'stripe',
        add_ons: { full_coverage: false, select_access: false },
      }),
      charges: [],
    });
    const cardOnFile = /Stripe bills the add-ons to your card on file/;
    await user.click(screen.getByRole('checkbox', { name: /^Add Select Access/ }));
    expect(screen.getByText(cardOnFile)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /^Buy the Chanel Classic Flap Bag/ }));
    expect(screen.queryByText(cardOnFile)).toBeNull();
  });

  it('back from Stripe’s Checkout, says the payment is being confirmed', () => {
    renderCart(
      {
        status: 'success',
        orders: [],
        subscription: subscriptionFixture({ plan_name: 'crown', billing_mode: 'stripe' }),
        charges: [],
      },
      '/cart?checkout=success',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you. Your payment is being confirmed: your bags appear under Past Purchases, with the receipt, and any add-ons join your membership, as soon as it is.',
    );
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

  describe('the one Checkout', () => {
    /** Crown, billed on the 1st: on November 16 half of November is left. */
    const NOW = new Date('2026-11-16T00:00:00Z');
    const held = (): CartData => ({
      status: 'success',
      orders: [
        orderFixture({ id: 'flap', order_status: 'delivered', bag_retail_price: 285_000 }),
        orderFixture({
          id: 'tote',
          bag_name: 'Neverfull',
          bag_brand: 'Louis Vuitton',
          order_status: 'active_rental',
          bag_retail_price: 200_000,
        }),
      ],
      subscription: subscriptionFixture({
        plan_name: 'crown',
        add_ons: { full_coverage: false, select_access: false },
        started_at: new Date('2026-06-01T00:00:00Z'),
        current_period_end: new Date('2026-12-01T00:00:00Z'),
      }),
      charges: [],
    });
    const done: CartCheckoutResult = {
      mode: 'demo',
      chargeId: 'pay_cs_demo_9',
      lines: [
        { kind: 'bag', id: 'flap', label: 'Chanel Classic Flap Bag', cents: 185_300 },
        {
          kind: 'add_on',
          id: 'full_coverage',
          label: 'Full Coverage Protection (rest of this period)',
          cents: 950,
        },
      ],
      totalCents: 186_250,
    };

    beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));

    it('totals what she selects at the domain’s prices and checks out ids only, once', async () => {
      const user = userEvent.setup();
      let answer: (result: CartCheckoutResult) => void = () => {};
      checkout.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
      renderCart(held());
      const button = screen.getByRole('button', { name: 'Checkout' });
      expect(button).toBeDisabled();
      expect(screen.getByText('Choose a bag or an add-on above to check out.')).toBeVisible();

      await user.click(screen.getByRole('checkbox', { name: /^Buy the Chanel Classic Flap Bag/ }));
      await user.click(screen.getByRole('checkbox', { name: /^Add Full Coverage Protection/ }));
      const selection = screen.getByRole('list', { name: 'Your selection' });
      expect(
        within(selection)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Chanel Classic Flap Bag$1,853.00',
        'Full Coverage Protection (rest of this period)$9.50',
      ]);
      expect(screen.getByTestId('cart-total')).toHaveTextContent('$1,862.50');

      await user.click(button);
      expect(screen.getByRole('button', { name: 'Checking out...' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Checking out...' }));
      expect(checkout).toHaveBeenCalledTimes(1);
      const input = checkout.mock.calls[0]![0];
      expect(input).toEqual({
        orderIds: ['flap'],
        addOns: ['full_coverage'],
        idempotencyKey: expect.stringMatching(/^[a-f0-9]{32}$/),
      });
      answer(done);

      const thanks = await screen.findByRole('heading', {
        name: 'Thank you. Your checkout is complete.',
      });
      // Focus moves to it once it is shown (an effect after the render).
      await waitFor(() => expect(thanks).toHaveFocus());
      expect(screen.getByRole('list', { name: 'What you bought' })).toHaveTextContent(
        'Chanel Classic Flap Bag$1,853.00',
      );
      expect(screen.getByRole('link', { name: 'View your receipt' })).toHaveAttribute(
        'href',
        '/receipts/pay_cs_demo_9',
      );
      // The selection is cleared (the live cart drops what was bought).
      expect(screen.getByTestId('cart-total')).toHaveTextContent('$0.00');
    });

    it('says which item could not be bought and why, charging nothing and keeping her selection', async () => {
      const user = userEvent.setup();
      checkout.mockRejectedValue(
        new CallableError('failed-precondition', `Louis Vuitton Neverfull: ${PURCHASE_CLOSED}`, {
          details: { itemId: 'tote' },
        }),
      );
      renderCart(held());
      const flap = screen.getByRole('checkbox', { name: /^Buy the Chanel Classic Flap Bag/ });
      const tote = screen.getByRole('checkbox', { name: /^Buy the Louis Vuitton Neverfull/ });
      await user.click(flap);
      await user.click(tote);
      await user.click(screen.getByRole('button', { name: 'Checkout' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Louis Vuitton Neverfull: ${PURCHASE_CLOSED} Nothing was charged.`,
      );
      expect(tote).toHaveAttribute('aria-invalid', 'true');
      expect(tote).toHaveAccessibleDescription(`Louis Vuitton Neverfull: ${PURCHASE_CLOSED}`);
      expect(flap).toBeChecked();
      expect(tote).toBeChecked();
      expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
      // Crown member prices: $1,853 and $1,300.
      expect(screen.getByTestId('cart-total')).toHaveTextContent('$3,153.00');
    });

    it('is reached and used from the keyboard', async () => {
      const user = userEvent.setup();
      checkout.mockResolvedValue(done);
      renderCart(held());
      screen.getByRole('checkbox', { name: /^Buy the Chanel Classic Flap Bag/ }).focus();
      await user.keyboard(' ');
      await user.tab();
      await user.tab();
      await user.keyboard(' ');
      expect(screen.getByRole('checkbox', { name: /^Add Full Coverage Protection/ })).toBeChecked();
      while (document.activeElement !== screen.getByRole('button', { name: 'Checkout' })) {
        await user.tab();
      }
      await user.keyboard('{Enter}');
      expect(checkout).toHaveBeenCalledWith(
        expect.objectContaining({ orderIds: ['flap'], addOns: ['full_coverage'] }),
      );
    });
  });
});
