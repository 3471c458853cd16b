import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { INVITE_PARAM, isTierId, RESUME_PARAM } from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { AddOnsCheckout } from '@/features/signup/components/add-ons-checkout';
import { signupPaths } from '@/features/signup/signup-paths';
import { useSession } from '@/lib/session/session';
import type { LoginRedirectState } from './protected-route';
import SignupRoute from './signup';

/**
 * `/signup/add-ons?invite=…&tier=…` (or `?resume=1&tier=…` for a signed-in invitee
 * without the link): the invitee's add-ons and payment.
 */
export default function SignupAddOnsRoute() {
  const session = useSession();
  const location = useLocation();
  const [search] = useSearchParams();
  const token = search.get(INVITE_PARAM)?.trim() ?? '';
  const resume = token === '' && search.get(RESUME_PARAM) !== null;
  const tier = search.get('tier');
  if (token === '' && !resume) return <SignupRoute />;
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out') {
    if (resume) {
      const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
      return <Navigate to={paths.login} replace state={state} />;
    }
    return <Navigate to={signupPaths.accountCreation(token)} replace />;
  }
  return (
    <AddOnsCheckout
      token={resume ? null : token}
      user={session.user}
      tier={isTierId(tier) ? tier : null}
    />
  );
}
