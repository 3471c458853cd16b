import { useSearchParams } from 'react-router-dom';
import { INVITE_PARAM } from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import { AccountCreation } from '@/features/signup/components/account-creation';
import { useSession } from '@/lib/session/session';
import SignupRoute from './signup';

/** `/signup/account-creation?invite=…`; without an invitation, pre-launch `/signup`. */
export default function SignupAccountCreationRoute() {
  const session = useSession();
  const token = useSearchParams()[0].get(INVITE_PARAM)?.trim() ?? '';
  if (token === '') return <SignupRoute />;
  if (session.status === 'loading') return <PageLoader />;
  return <AccountCreation token={token} uid={session.user?.uid ?? null} />;
}
