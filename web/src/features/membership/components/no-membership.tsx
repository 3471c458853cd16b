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
