import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  bagLimitMessage,
  NO_ACTIVE_MEMBERSHIP,
  swapLockedMessage,
  swapSlots,
  TIERS,
  type TierId,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { callableErrorMessage } from '@/lib/member-callable';
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

/** "Choose this bag" for a signed-in member, or why they cannot yet. */
function MemberChoice({ uid, tier, bagId }: { uid: string; tier: TierId | null; bagId: string }) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const held = useHeldBags(uid);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (tier === null) {
    return (
      <div role="note" className="rounded-xl bg-amber-50 p-4 text-sm dark:bg-amber-950">
        <p>{NO_ACTIVE_MEMBERSHIP}</p>
        <Link to={paths.membershipManage} className="mt-2 inline-block font-semibold underline">
          Manage Membership
        </Link>
      </div>
    );
  }
  if (held.status === 'success' && held.held >= TIERS[tier].bagsAtATime) {
    return <ChoiceNote message={bagLimitMessage(tier, held.orders)} />;
  }
  // A bag sent back before its swap clock unlocked keeps its slot until then.
  const slots = held.status === 'success' ? swapSlots(held.orders, tier, new Date()) : null;
  if (slots?.blockedBy === 'swap_clock' && slots.nextUnlock !== null) {
    return <ChoiceNote message={swapLockedMessage(slots.nextUnlock, browserTimeZone())} />;
  }

  const choose = async () => {
    setBusy(true);
    setError(null);
    try {
      const timeZone = browserTimeZone();
      await createOrder(timeZone ? { bagId, timeZone } : { bagId });
      navigate(paths.dashboard, { state: { justSelectedBag: true } });
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
        disabled={busy || held.status === 'loading'}
        onClick={() => void choose()}
      >
        {busy ? 'Adding to your rotation...' : 'Choose this bag'}
      </Button>
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

/** The product page's call to action, for visitors and members alike. */
export function ChooseBag({
  uid,
  tier,
  bagId,
}: {
  uid: string | null;
  tier: TierId | null;
  bagId: string;
}) {
  const location = useLocation();
  if (uid === null) {
    return (
      <Button asChild size="lg" variant="black">
        <Link
          to={paths.login}
          state={{ from: { pathname: location.pathname, search: '', hash: '' } }}
        >
          Sign in to choose this bag
        </Link>
      </Button>
    );
  }
  return <MemberChoice uid={uid} tier={tier} bagId={bagId} />;
}
