import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  cartSelectionLines,
  formatCents,
  type AddOnId,
  type Cart,
  type CartCheckoutResult,
  type CartOrder,
  type Subscription,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CallableError, callableErrorMessage } from '@/lib/callable';
import { CHECKOUT_FAILED, useCheckoutCart } from '../api/checkout-cart';

/** What went wrong, and the item it was about when the server named one. */
interface CheckoutProblem {
  message: string;
  itemId: string | null;
}

function problemOf(error: unknown): CheckoutProblem {
  // The function's HttpsError names the refused item in its details.
  const details = error instanceof CallableError ? error.details : undefined;
  const itemId =
    typeof details === 'object' && details !== null && 'itemId' in details
      ? details.itemId
      : undefined;
  return {
    message: callableErrorMessage(error, CHECKOUT_FAILED),
    itemId: typeof itemId === 'string' ? itemId : null,
  };
}

/** A new idempotency key for one Checkout (the server charges once per key). */
function newKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * The Cart's selection and its one Checkout: what is ticked, the call in flight (one at
 * a time, with one key), its problem (the selection stays, so nothing is lost), and the
 * confirmation once done.
 */
export function useCartSelection() {
  const checkoutCart = useCheckoutCart();
  const [orderIds, setOrderIds] = useState<string[]>([]);
  const [addOns, setAddOns] = useState<AddOnId[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [done, setDone] = useState<CartCheckoutResult | null>(null);
  const inFlight = useRef(false);

  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const result = await checkoutCart({ orderIds, addOns, idempotencyKey: newKey() });
      if (result.mode === 'stripe' && result.url !== null) {
        window.location.assign(result.url);
        return;
      }
      setOrderIds([]);
      setAddOns([]);
      setDone(result);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return {
    orderIds,
    addOns,
    busy,
    problem,
    toggleBag: (id: string, on: boolean) => {
      setOrderIds((list) => toggle(list, id, on));
      setDone(null);
    },
    toggleAddOn: (id: AddOnId, on: boolean) => {
      setAddOns((list) => toggle(list, id, on));
      setDone(null);
    },
    /** The server's refusal of this item, shown beside it. */
    problemOf: (id: string) => (problem?.itemId === id ? problem.message : null),
    submit,
    confirmation: done === null ? null : <Confirmation result={done} />,
  };
}

export type CartSelection = ReturnType<typeof useCartSelection>;

/** What was bought, with the receipt (focused when it appears, for screen readers). */
function Confirmation({ result }: { result: CartCheckoutResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => heading.current?.focus(), [result]);
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 sm:p-6 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <h2 id={id} ref={heading} tabIndex={-1} className="font-display text-2xl outline-none">
        Thank you. Your checkout is complete.
      </h2>
      <ul className="mt-3 flex flex-col gap-1" aria-label="What you bought">
        {result.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4">
            <span>{line.label}</span>
            <span className="tabular-nums">{formatCents(line.cents, { decimals: true })}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between gap-4 border-t border-emerald-300 pt-3 font-semibold dark:border-emerald-800">
        <span>{result.mode === 'demo' ? 'Charged' : 'Charged by Stripe'}</span>
        <span className="tabular-nums">{formatCents(result.totalCents, { decimals: true })}</span>
      </p>
      <p className="mt-4">
        {result.mode === 'demo' ? (
          <Link
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            to={paths.receipt(result.chargeId)}
          >
            View your receipt
          </Link>
        ) : (
          <>
            Your add-ons are on their way to your membership; Stripe emails the receipt.{' '}
            <Link className="underline underline-offset-4" to={paths.billingHistory}>
              Billing history
            </Link>
          </>
        )}
      </p>
    </section>
  );
}

/**
 * The selection's lines and what is charged today (priced by the domain, as the server
 * prices it again), and the one Checkout button.
 */
export function CartCheckout({
  cart,
  subscription,
  selection,
  now,
}: {
  cart: Cart<CartOrder>;
  subscription: Subscription | null;
  selection: CartSelection;
  now: Date;
}): ReactNode {
  const id = useId();
  const { lines, totalCents } = cartSelectionLines(
    cart,
    { orderIds: selection.orderIds, addOns: selection.addOns },
    subscription,
    now,
  );
  const nothing = lines.length === 0;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-neutral-200 bg-white p-5 sm:p-6 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id={id} className="font-display text-2xl">
        Checkout
      </h2>
      {nothing ? (
        <p className="mt-2 text-neutral-700 dark:text-neutral-300">
          Choose a bag or an add-on above to check out.
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-1" aria-label="Your selection">
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-4">
              <span>{line.label}</span>
              <span className="tabular-nums">{formatCents(line.cents, { decimals: true })}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 flex justify-between gap-4 border-t border-neutral-200 pt-3 text-lg font-semibold dark:border-neutral-800">
        <span>Charged today</span>
        <span className="tabular-nums" data-testid="cart-total">
          {formatCents(totalCents, { decimals: true })}
        </span>
      </p>
      {subscription?.billing_mode === 'stripe' &&
        selection.addOns.length > 0 &&
        selection.orderIds.length === 0 && (
          // Add-ons alone join at once (no Checkout page); with bags they are on the Checkout.
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
            Stripe bills the add-ons to your card on file, at its own figure for the rest of this
            period.
          </p>
        )}
      {selection.problem && (
        <p role="alert" className="mt-3 font-semibold text-red-700 dark:text-red-400">
          {selection.problem.message}
          {selection.problem.itemId !== null && ' Nothing was charged.'}
        </p>
      )}
      <Button
        className="mt-4 w-full sm:w-auto"
        size="lg"
        disabled={nothing || selection.busy}
        aria-busy={selection.busy || undefined}
        onClick={() => void selection.submit()}
      >
        {selection.busy ? 'Checking out...' : 'Checkout'}
      </Button>
    </section>
  );
}
