import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { format } from 'date-fns';
import {
  cartOffer,
  cartPurchases,
  formatCents,
  productName,
  shipDay,
  shipDayReached,
  type Charge,
  type Order,
} from '@unlimited/domain';
import { ProductPhoto } from '@/components/catalog/product-photo';
import { MemberPageStatus, MemberSection } from '@/components/layout/member-page';
import { paths } from '@/config/paths';
import { useCartData } from '../api/get-cart';
import { CartCheckout, useCartSelection } from './cart-checkout';
import { CartIntro } from './cart-intro';

/**
 * The actions the Cart offers beside its Checkout, each the existing path that does it
 * (given by the route: the dialogs of other features): cancelling a reservation.
 */
export interface CartActions {
  cancelReservation: (orderId: string) => ReactNode;
}

/** A checkbox row of the Checkout: a bag she may buy or an add-on she may add. */
function Choice({
  id,
  checked,
  onChange,
  disabled,
  label,
  detail,
  problem,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  label: string;
  detail: ReactNode;
  problem: string | null;
}) {
  const inputId = useId();
  const problemId = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          className="mt-0.5 size-6 shrink-0 accent-ink dark:accent-gold"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem ? true : undefined}
          data-item={id}
        />
        <label htmlFor={inputId} className="flex min-h-6 flex-col gap-0.5">
          <span className="font-semibold">{label}</span>
          <span className="text-sm text-neutral-700 dark:text-neutral-300">{detail}</span>
        </label>
      </div>
      {problem && (
        <p id={problemId} className="ml-9 text-sm font-semibold text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}

function Thumb({ order }: { order: Order }) {
  return (
    <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-neutral-100 sm:size-24 dark:bg-neutral-800">
      {order.bag_image ? (
        <ProductPhoto
          src={order.bag_image}
          sizes="96px"
          alt=""
          loading="lazy"
          className="size-full object-cover"
        />
      ) : null}
    </div>
  );
}

function Empty() {
  return (
    <div className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center dark:border-neutral-700">
      <h2 className="font-display text-2xl">Nothing in your cart</h2>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">
        No bag reserved or held to buy, and your membership has every add-on it can take.
      </p>
      <p className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2">
        <Link className="underline underline-offset-4" to={paths.bags}>
          Browse the closet
        </Link>
        <Link className="underline underline-offset-4" to={paths.dashboard}>
          Go to your dashboard
        </Link>
      </p>
    </div>
  );
}

function Purchases({ charges }: { charges: Charge[] }) {
  const bought = cartPurchases(charges);
  return (
    <MemberSection title="Past Purchases">
      {bought.length === 0 ? (
        <p className="text-neutral-700 dark:text-neutral-300">
          You have not bought a bag yet. Bags you keep will be listed here with their receipts.
        </p>
      ) : (
        <ul
          className="divide-y divide-neutral-200 dark:divide-neutral-800"
          aria-label="Bags bought"
        >
          {bought.map((charge) => (
            <li
              key={charge.id}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold">{charge.description}</p>
                <p className="text-sm text-neutral-600 dark:text-neutral-400">
                  {format(charge.charged_at, 'MMMM d, yyyy')} ·{' '}
                  {formatCents(charge.amount_cents, { decimals: true })}
                  {charge.status === 'refunded' && ' · Refunded'}
                </p>
              </div>
              <Link
                className="inline-flex min-h-11 items-center underline underline-offset-4"
                to={paths.receipt(charge.id)}
                aria-label={`View receipt for ${charge.description}`}
              >
                View receipt
              </Link>
            </li>
          ))}
        </ul>
      )}
    </MemberSection>
  );
}

/** `/cart` for the signed-in member `uid`: their next moves and their purchases. */
export function CartPage({ uid, actions }: { uid: string; actions: CartActions }) {
  const data = useCartData(uid);
  const [now] = useState(() => new Date());
  const selection = useCartSelection();
  const [params] = useSearchParams();
  const returnedFromStripe = params.get('checkout') === 'success';
  let body: ReactNode;
  if (data.status === 'loading' || data.status === 'error') {
    body = <MemberPageStatus status={data.status} what="your cart" />;
  } else {
    const cart = cartOffer(data.orders, data.subscription);
    const sub = data.subscription;
    const member = sub !== null && sub.status !== 'canceled';
    // Nothing held, nothing bought and no membership: what the Cart is, and the way in.
    if (!member && cart.empty && cartPurchases(data.charges).length === 0) {
      return <CartIntro viewer="non-member" />;
    }
    body = (
      <div className="flex flex-col gap-6">
        {returnedFromStripe && (
          <p
            role="status"
            className="rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
          >
            Thank you. Your payment is being confirmed: your bags appear under Past Purchases, with
            the receipt, and any add-ons join your membership, as soon as it is.
          </p>
        )}
        {selection.confirmation}
        {cart.empty ? (
          <Empty />
        ) : (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            Choose the bags you want to keep and the add-ons you want, then check out once.
          </p>
        )}
        {cart.reserved.length > 0 && (
          <MemberSection title="Your Next Bag · Reserved">
            <ul className="flex flex-col gap-4" aria-label="Reserved bags">
              {cart.reserved.map((order) => (
                <li key={order.id} className="flex gap-4">
                  <Thumb order={order} />
                  <div className="flex flex-1 flex-col gap-2">
                    <p className="font-semibold">{productName(order.bag_brand, order.bag_name)}</p>
                    <p className="text-sm text-neutral-700 dark:text-neutral-300">
                      {shipDayReached(order.ship_on, now)
                        ? 'Ships as soon as your returned bag reaches us.'
                        : `Ships on ${shipDay(order.ship_on)}, when your swap unlocks.`}
                    </p>
                    <p className="text-sm text-neutral-700 dark:text-neutral-300">
                      To change it, cancel this reservation, then reserve another bag from the{' '}
                      <Link className="underline underline-offset-4" to={paths.bags}>
                        closet
                      </Link>
                      .
                    </p>
                    <div>{actions.cancelReservation(order.id)}</div>
                  </div>
                </li>
              ))}
            </ul>
          </MemberSection>
        )}
        {cart.bags.length > 0 && (
          <MemberSection
            title="Keep the Bag You Carry"
            note="Your member price is your tier’s discount on the retail price."
          >
            <ul className="flex flex-col gap-4" aria-label="Bags you hold">
              {cart.bags.map((bag) => {
                const name = productName(bag.order.bag_brand, bag.order.bag_name);
                return (
                  <li key={bag.order.id} className="flex gap-4">
                    <Thumb order={bag.order} />
                    <div className="flex flex-1 flex-col gap-2">
                      {bag.buyable ? (
                        <Choice
                          id={bag.order.id}
                          checked={selection.orderIds.includes(bag.order.id)}
                          onChange={(on) => selection.toggleBag(bag.order.id, on)}
                          disabled={selection.busy}
                          label={`Buy the ${name}`}
                          detail={
                            <>
                              Member price <strong>{formatCents(bag.memberPriceCents)}</strong>{' '}
                              <s className="text-neutral-500">{formatCents(bag.retailCents)}</s>
                            </>
                          }
                          problem={selection.problemOf(bag.order.id)}
                        />
                      ) : (
                        <>
                          <p className="font-semibold">{name}</p>
                          <p className="text-sm text-neutral-700 dark:text-neutral-300">
                            {bag.blocked}
                          </p>
                        </>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </MemberSection>
        )}
        {sub !== null && cart.addOns.length > 0 && (
          <MemberSection
            title="Add-ons"
            note="An add-on joins your membership today; the rest of this period is charged now, then it is billed monthly with your membership."
          >
            <ul className="flex flex-col gap-4" aria-label="Add-ons">
              {cart.addOns.map(({ addOn }) => (
                <li key={addOn.id}>
                  <Choice
                    id={addOn.id}
                    checked={selection.addOns.includes(addOn.id)}
                    onChange={(on) => selection.toggleAddOn(addOn.id, on)}
                    disabled={selection.busy}
                    label={`Add ${addOn.name}`}
                    detail={`${formatCents(addOn.monthlyPriceCents)} a month`}
                    problem={selection.problemOf(addOn.id)}
                  />
                </li>
              ))}
            </ul>
          </MemberSection>
        )}
        {(cart.addOns.length > 0 || cart.bags.some((bag) => bag.buyable)) && (
          <CartCheckout cart={cart} subscription={sub} selection={selection} now={now} />
        )}
        <Purchases charges={data.charges} />
      </div>
    );
  }
  return (
    <main className="px-4 py-10 sm:px-6 lg:py-14">
      <div className="mx-auto max-w-3xl">
        <h1 className="font-display text-4xl tracking-[0.02em]">Your Cart</h1>
        <p className="mt-2 text-neutral-700 dark:text-neutral-300">
          Your next bag, the bags you may keep, your add-ons and your purchases.
        </p>
        <div className="mt-8">{body}</div>
      </div>
    </main>
  );
}
