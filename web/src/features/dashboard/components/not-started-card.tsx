import { Link } from 'react-router-dom';
import { TIERS } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FINISH_JOINING_PATH, type MyInvitationState } from '@/lib/my-invitation';

export const FINISH_JOINING_HEADING = 'Finish joining: choose your membership';

const cardClasses =
  'rounded-2xl border border-dashed border-neutral-300 p-8 text-center dark:border-neutral-700';

/**
 * The dashboard's card for a signed-in person with no membership: an invitee who created
 * their account and left before paying goes back to the plan step of their invitation;
 * anyone else hears that members are invited from the waitlist.
 */
export function NotStartedCard({ invitation }: { invitation: MyInvitationState }) {
  if (invitation.status === 'idle' || invitation.status === 'loading') {
    return (
      <section aria-busy="true" className={cardClasses}>
        <h2 className="font-display text-xl">Your membership has not started</h2>
        <p role="status" className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
          Checking your invitation...
        </p>
      </section>
    );
  }
  if (invitation.status === 'open') {
    return (
      <section className={cardClasses}>
        <h2 className="font-display text-xl">{FINISH_JOINING_HEADING}</h2>
        <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
          You created your account with your invitation. Choose your membership (you asked about{' '}
          {TIERS[invitation.tier].name}) and your add-ons, then pay to start choosing bags.
        </p>
        <Button asChild className="mt-4">
          <Link to={FINISH_JOINING_PATH}>Choose Your Membership</Link>
        </Button>
      </section>
    );
  }
  return (
    <section className={cardClasses}>
      <h2 className="font-display text-xl">Your membership has not started</h2>
      <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
        Members choose bags from the closet. We are inviting members from the waitlist.
        {invitation.status === 'error' &&
          ' If you created your account from an invitation, open the link in your invitation email to finish joining.'}
      </p>
      <Button asChild className="mt-4">
        <Link to={paths.waitlist}>Join the Waitlist</Link>
      </Button>
    </section>
  );
}
