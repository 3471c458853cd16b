import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FINISH_JOINING_PATH, useMyInvitation } from '@/lib/my-invitation';

/**
 * The manage page without a membership: an invitee who created their account and has not
 * paid finishes joining with their invitation; anyone else chooses their access.
 */
export function NoMembership() {
  const invitation = useMyInvitation(true);
  if (invitation.status === 'loading') {
    return <p role="status">Checking your invitation...</p>;
  }
  return (
    <p>
      You have no membership yet.{' '}
      {invitation.status === 'open' ? (
        <Link to={FINISH_JOINING_PATH} className="underline">
          Finish joining: choose your membership
        </Link>
      ) : (
        <Link to={paths.tierSelection} className="underline">
          Choose your access
        </Link>
      )}
    </p>
  );
}

/**
 * On Choose Your Access, for a signed-in person with no membership (`enabled`): when they
 * have an invitation to finish, the way to it (the cards' Apply Now is the waitlist's).
 */
export function FinishJoiningNotice({ enabled }: { enabled: boolean }) {
  const invitation = useMyInvitation(enabled);
  if (invitation.status !== 'open') return null;
  return (
    <p className="mx-auto mt-6 max-w-xl rounded-xl border border-gold/60 bg-white p-4 text-center dark:bg-neutral-900">
      You created your account with your invitation.{' '}
      <Link to={FINISH_JOINING_PATH} className="font-semibold underline underline-offset-4">
        Finish joining: choose your membership
      </Link>
    </p>
  );
}
