import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { PageLoader } from '@/components/ui/page-loader';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { setSignedInHint } from '@/lib/public-data/signed-in-hint';
import { useSession } from '@/lib/session/session';
import { redirectTarget } from './protected-route';

/** `/login`: member sign-in; signed-in members go straight on. */
export default function LoginRoute() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);

  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-in') return <Navigate to={target} replace />;
  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to your Unlimited membership.">
      <LoginForm
        onSignedIn={() => {
          setSignedInHint(true);
          toast.success('Welcome back!');
          navigate(target, { replace: true });
        }}
      />
    </AuthCard>
  );
}
