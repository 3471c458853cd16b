import { Navigate, useSearchParams } from 'react-router-dom';
import { INVITE_PARAM } from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import {
  planChangeFromSearch,
  TierSelection,
} from '@/features/membership/components/tier-selection';
import { PlanSelection } from '@/features/signup/components/plan-selection';
import { signupPaths } from '@/features/signup/signup-paths';
import { useSession } from '@/lib/session/session';

/**
 * `/tier-selection` and `/signup/tier-selection?change=upgrade|downgrade`; with
 * `?invite=…`, an invitee choosing the membership to pay for.
 */
export default function TierSelectionRoute() {
  const session = useSession();
  const [search] = useSearchParams();
  const token = search.get(INVITE_PARAM)?.trim() ?? '';
  if (session.status === 'loading') return <PageLoader />;
  if (token !== '') {
    if (session.status === 'signed-out') {
      return <Navigate to={signupPaths.accountCreation(token)} replace />;
    }
    return <PlanSelection token={token} uid={session.user.uid} />;
  }
  return <TierSelection uid={session.user?.uid ?? null} change={planChangeFromSearch(search)} />;
}
