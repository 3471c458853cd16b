import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Who sees the introduction instead of a cart. */
export type CartIntroViewer = 'loading' | 'visitor' | 'non-member' | 'admin';

function WayIn({ viewer }: { viewer: CartIntroViewer }) {
  if (viewer === 'loading') return <p className="h-12" aria-hidden="true" />;
  if (viewer === 'admin') {
    return (
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Admin accounts have no membership, so no cart. Members’ orders and purchases are in the
        back-office.
      </p>
    );
  }
  if (viewer === 'non-member') {
    return (
      <div className="flex flex-col items-center gap-3">
        <p className="text-base text-neutral-700 dark:text-neutral-300">
          Your account has no active membership yet. Your cart opens once you are a member.
        </p>
        <Button asChild size="lg" className="h-auto min-h-11 py-2 tracking-[0.2em]">
          <Link to={paths.membershipManage}>SEE YOUR MEMBERSHIP</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
      <Button asChild size="lg" className="h-auto min-h-11 py-2 tracking-[0.2em]">
        <Link to={paths.waitlist}>JOIN THE WAITLIST</Link>
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link to={paths.login}>Sign In</Link>
      </Button>
    </div>
  );
}

/**
 * `/cart` for anyone without a membership: what the Cart is for a member, and the way in
 * (sign in, or the waitlist while memberships are by invitation).
 */
export function CartIntro({ viewer }: { viewer: CartIntroViewer }) {
  return (
    <main className="px-6 py-16 lg:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-xs font-semibold tracking-[0.35em] text-gold-deep uppercase dark:text-gold">
          For members
        </p>
        <h1 className="mt-4 font-display text-4xl tracking-[0.02em] sm:text-5xl">Your Cart</h1>
        <p className="mt-6 text-lg leading-relaxed text-neutral-700 dark:text-neutral-300">
          A member’s next moves in one place: the bag reserved to ship when their swap unlocks, the
          bags they carry that they may keep at their member price, the add-ons they may add, and
          the receipts of the bags they bought.
        </p>
        <div className="mt-8">
          <WayIn viewer={viewer} />
        </div>
      </div>
    </main>
  );
}
