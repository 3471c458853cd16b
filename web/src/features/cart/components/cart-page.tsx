import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { format } from 'date-fns';
import {
  cartOffer,
  cartPurchases,
  formatCents,
  productName,
  shipDay,
  shipDayReached,
  type AddOnDetails,
  type Charge,
  type Order,
  type Subscription,
} from '@unlimited/domain';
import { ProductPhoto } from '@/components/catalog/product-photo';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useCartData } from '../api/get-cart';
import { CartIntro } from './cart-intro';

/**
 * The actions the Cart offers, each the existing path that does it (given by the route:
 * the dialogs of other features): buying a bag, cancelling a reservation, adding add-ons.
 */
export interface CartActions {
  buy: (bag: { orderId: string; bagName: string; priceCents: number }) => ReactNode;
  cancelReservation: (orderId: string) => ReactNode;
  addOns: (subscription: Subscription, addOns: AddOnDetails[]) => ReactNode;
}

function Section({ title, children, note }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-neutral-200 bg-white p-5 sm:p-6 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id={id} className="font-display text-2xl">
        {title}
      </h2>
      {note && <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{note}</p>}
      <div className="mt-4">{children}</div>
    </section>
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
    <Section title="Past Purchases">
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
    </Section>
  );
}

/** `/cart` for the signed-in member `uid`: their next moves and their purchases. */
export function CartPage({ uid, actions }: { uid: string; actions: CartActions }) {
  const data = useCartData(uid);
  const [now] = useState(() => new Date());
  let body: ReactNode;
  if (data.status === 'loading') {
    body = <PageLoader label="Loading your cart..." />;
  } else if (data.status === 'error') {
    body = (
      <div role="alert" className="py-12 text-center">
        <p>Your cart could not be loaded. Check your connection, then reload the page.</p>
      </div>
    );
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
        {cart.empty ? (
          <Empty />
        ) : (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            Each bag and add-on is confirmed and paid for on its own, at the price shown.
          </p>
        )}
        {cart.reserved.length > 0 && (
          <Section title="Your Next Bag · Reserved">
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
          </Section>
        )}
        {cart.bags.length > 0 && (
          <Section
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
                      <p className="font-semibold">{name}</p>
                      {bag.buyable ? (
                        <>
                          <p className="text-sm">
                            Member price <strong>{formatCents(bag.memberPriceCents)}</strong>{' '}
                            <s className="text-neutral-500">{formatCents(bag.retailCents)}</s>
                          </p>
                          <div>
                            {actions.buy({
                              orderId: bag.order.id,
                              bagName: bag.order.bag_name,
                              priceCents: bag.memberPriceCents,
                            })}
                          </div>
                        </>
                      ) : (
                        <p className="text-sm text-neutral-700 dark:text-neutral-300">
                          {bag.blocked}
                        </p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </Section>
        )}
        {sub !== null && cart.addOns.length > 0 && (
          <Section
            title="Add-ons"
            note="An add-on joins your membership today; the rest of this period is charged now."
          >
            {actions.addOns(
              sub,
              cart.addOns.map(({ addOn }) => addOn),
            )}
          </Section>
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
