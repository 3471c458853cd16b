import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';

/** Id of the Join the Waitlist card, so a repeated visit shows it once. */
const SIGNUP_CARD_ID = 'signup-join-waitlist';

/**
 * `/signup`: pre-launch there is no sign-up. Sends the visitor to `/` at once and shows a
 * Join the Waitlist card there (a toast lives in the root layout, so it survives the
 * redirect).
 */
export default function SignupRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    toast('Join the Waitlist', {
      id: SIGNUP_CARD_ID,
      description:
        'Unlimited is in an exclusive preview mode. Join the waitlist to be the first to know when membership opens.',
      duration: 10_000,
      action: { label: 'Join the Waitlist', onClick: () => navigate(paths.waitlist) },
    });
  }, [navigate]);
  return <Navigate to={paths.home} replace />;
}
