import { Navigate, useSearchParams } from 'react-router-dom';
import { INVITE_PARAM, isTierId } from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import { AddOnsCheckout } from '@/features/signup/components/add-ons-checkout';
import { signupPaths } from '@/features/signup/signup-paths';
import { useSession } from '@/lib/session/session';
import SignupRoute from './signup';

/** `/signup/add-ons?invite=…&tier=…`: the invitee's add-ons and payment. */
export default function SignupAddOnsRoute() {
  const session = useSession();
  const [search] = useSearchParams();
  const token = search.get(INVITE_PARAM)?.trim() ?? '';
  const tier = search.get('tier');
  if (token === '') return <SignupRoute />;
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out') {
    return <Navigate to={signupPaths.accountCreation(token)} replace />;
  }
  return <AddOnsCheckout token={token} user={session.user} tier={isTierId(tier) ? tier : null} />;
}
