import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  chooseMode,
  reserveButtonLabel,
  reserveNote,
  type ChooseProduct,
  type TierId,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { callableErrorMessage } from '@/lib/callable';
import { browserTimeZone } from '@/lib/time-zone';
import { CHOOSE_BAG_FAILED, useCreateOrder } from '../api/create-order';
import { useHeldBags } from '../api/get-held-bags';

/** Why the member cannot choose now, with the way to where they can act on it. */
function ChoiceNote({ message }: { message: string }) {
  return (
    <div role="note" className="rounded-xl bg-amber-50 p-4 text-sm dark:bg-amber-950">
      <p>{message}</p>
      <Link to={paths.dashboard} className="mt-2 inline-block font-semibold underline">
        Go to your dashboard
      </Link>
    </div>
  );
}

/**
 * "Choose this bag" for a signed-in member, or why they cannot yet: the decision
 * `createOrder` makes (`chooseMode`, on the member's orders and the bag), so the page
 * says what the server would answer: the bags that fill the slots, or, while a bag sent
 * back still holds the slot, "Reserve to ship on <date>" (the day its swap unlocks).
 */
function MemberChoice({
  uid,
  tier,
  accessTier,
  product,
  bagId,
}: {
  uid: string;
  tier: TierId | null;
  accessTier: TierId | null;
  product: ChooseProduct;
  bagId: string;
}) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const held = useHeldBags(uid);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The tier claim mirrors an active subscription; Select Access shows the tier above.
  // While a returned bag's clock holds the slot, the bag can be reserved to ship then.
  const decision =
    held.status === 'loading'
      ? null
      : chooseMode({
          uid,
          now: new Date(),
          subscription:
            tier === null
              ? null
              : {
                  plan_name: tier,
                  status: 'active',
                  add_ons: { select_access: accessTier !== null && accessTier !== tier },
                },
          product,
          orders: held.orders,
          timeZone: browserTimeZone(),
          reserve: true,
        });
  const refusal = decision !== null && 'ok' in decision && !busy ? decision : null;
  const reservation =
    decision !== null && 'kind' in decision && decision.kind === 'reserve' ? decision : null;
  if (refusal?.reason === 'no_membership') {
    return (
      <div role="note" className="rounded-xl bg-amber-50 p-4 text-sm dark:bg-amber-950">
        <p>{refusal.message}</p>
        <Link to={paths.membershipManage} className="mt-2 inline-block font-semibold underline">
          Manage Membership
        </Link>
      </div>
    );
  }
  if (refusal?.reason === 'bag_limit' || refusal?.reason === 'swap_clock') {
    return <ChoiceNote message={refusal.message} />;
  }

  const choose = async () => {
    setBusy(true);
    setError(null);
    try {
      const timeZone = browserTimeZone();
      const reserve = reservation !== null;
      const result = await createOrder({
        bagId,
        ...(timeZone ? { timeZone } : {}),
        ...(reserve ? { reserve } : {}),
      });
      // The server's answer says which it was (its clock, not the page's, decides).
      navigate(paths.dashboard, {
        state: result.shipOn ? { justReservedBag: true } : { justSelectedBag: true },
      });
    } catch (cause) {
      setError(callableErrorMessage(cause, CHOOSE_BAG_FAILED));
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <Button
        size="lg"
        variant="black"
        // A reservation's label names its day: on a phone it may take two lines.
        wrap={reservation !== null}
        disabled={busy || held.status === 'loading'}
        onClick={() => void choose()}
      >
        {busy
          ? reservation !== null
            ? 'Reserving your next bag...'
            : 'Adding to your rotation...'
          : reservation !== null
            ? reserveButtonLabel(reservation.shipOn)
            : 'Choose this bag'}
      </Button>
      {reservation !== null && (
        <p role="note" className="rounded-xl bg-neutral-50 p-4 text-sm dark:bg-neutral-800">
          {reserveNote(reservation.shipOn)}
        </p>
      )}
      {error && (
        <FormAlert>
          {error}
          {error.includes('shipping address') && (
            <>
              {' '}
              <Link to={paths.account} className="underline">
                Add your address
              </Link>
            </>
          )}
        </FormAlert>
      )}
    </div>
  );
}

/**
 * The product page's call to action, for visitors and members alike: a visitor signs in
 * or, without an account, joins the waitlist.
 */
export function ChooseBag({
  uid,
  tier,
  accessTier,
  product,
  bagId,
}: {
  uid: string | null;
  tier: TierId | null;
  accessTier: TierId | null;
  product: ChooseProduct;
  bagId: string;
}) {
  const location = useLocation();
  if (uid === null) {
    // Memberships are by invitation: someone without an account joins the waitlist.
    return (
      <div className="flex flex-col gap-3">
        <Button asChild size="lg" variant="black">
          <Link
            to={paths.login}
            state={{ from: { pathname: location.pathname, search: '', hash: '' } }}
          >
            Sign in to choose this bag
          </Link>
        </Button>
        <p className="text-center text-sm text-neutral-700 dark:text-neutral-300">
          Not a member yet?{' '}
          <Link
            to={paths.waitlist}
            className="font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
          >
            Join the waitlist
          </Link>
        </p>
      </div>
    );
  }
  return (
    <MemberChoice uid={uid} tier={tier} accessTier={accessTier} product={product} bagId={bagId} />
  );
}
