import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { PageLoader } from '@/components/ui/page-loader';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { setSignedInHint } from '@/lib/public-data/signed-in-hint';
import { useSession } from '@/lib/session/session';
import { useWaitForSession } from '@/lib/session/wait-for-session';
import { redirectTarget } from './protected-route';

/**
 * `/login`: member sign-in; signed-in members go straight on. The form shows while Auth
 * is still loading, unless the navigation hint says someone is signed in here.
 */
export default function LoginRoute() {
  const session = useSession();
  const waitForSession = useWaitForSession(session.status);
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);

  if (waitForSession) return <PageLoader />;
  if (session.status === 'signed-in') return <Navigate to={target} replace />;
  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to your Unlimited membership.">
      <LoginForm
        onSignedIn={() => {
          setSignedInHint(true);
          // Every account was made through an invitation, which signed its member in:
          // whoever signs in here has been before.
          toast.success('Welcome back!');
          navigate(target, { replace: true });
        }}
      />
      {/* Memberships are by invitation: someone without an account joins the waitlist. */}
      <p className="mt-6 border-t border-neutral-200 pt-6 text-center text-sm text-neutral-700 dark:border-neutral-800 dark:text-neutral-300">
        No account yet? Membership is by invitation.{' '}
        <Link
          to={paths.waitlist}
          className="font-semibold whitespace-nowrap underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
        >
          Join the waitlist
        </Link>
      </p>
    </AuthCard>
  );
}
