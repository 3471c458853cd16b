import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { INVITE_PARAM, RESUME_PARAM } from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import {
  planChangeFromSearch,
  TierSelection,
} from '@/features/membership/components/tier-selection';
import { PlanSelection } from '@/features/signup/components/plan-selection';
import { signupPaths } from '@/features/signup/signup-paths';
import { useSession } from '@/lib/session/session';
import type { LoginRedirectState } from './protected-route';

/**
 * `/tier-selection` and `/signup/tier-selection?change=upgrade|downgrade`; with
 * `?invite=…`, an invitee choosing the membership to pay for; with `?resume=1`, a
 * signed-in invitee doing the same without the emailed link.
 */
export default function TierSelectionRoute() {
  const session = useSession();
  const location = useLocation();
  const [search] = useSearchParams();
  const token = search.get(INVITE_PARAM)?.trim() ?? '';
  const resume = token === '' && search.get(RESUME_PARAM) !== null;
  if (session.status === 'loading') return <PageLoader />;
  if (token !== '' || resume) {
    if (session.status === 'signed-out') {
      if (token !== '') return <Navigate to={signupPaths.accountCreation(token)} replace />;
      const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
      return <Navigate to={paths.login} replace state={state} />;
    }
    return <PlanSelection token={resume ? null : token} uid={session.user.uid} />;
  }
  return <TierSelection uid={session.user?.uid ?? null} change={planChangeFromSearch(search)} />;
}
