import { SavedPage } from '@/features/hearts/components/saved-page';
import { useSession } from '@/lib/session/session';
import { MemberHearts } from './member-hearts';
import { ProtectedRoute } from './protected-route';

function Saved() {
  const session = useSession();
  return session.status === 'signed-in' ? (
    <MemberHearts>
      <SavedPage tier={session.tier} />
    </MemberHearts>
  ) : null;
}

/** `/saved`: the bags the member hearted (login required). */
export default function SavedRoute() {
  return (
    <ProtectedRoute loadingLabel="Loading your saved bags...">
      <Saved />
    </ProtectedRoute>
  );
}
