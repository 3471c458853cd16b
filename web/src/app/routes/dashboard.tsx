import { Navigate, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';

/** Member dashboard shell; the member-area issue fills it in. */
export default function DashboardRoute() {
  const location = useLocation();
  const { status, data } = useSigninCheck();
  if (status === 'loading') return <PageLoader label="Loading your dashboard..." />;
  if (!data?.signedIn) {
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  const name = data.user.displayName?.split(' ')[0] || 'Member';
  return (
    <main className="mx-auto max-w-4xl px-6 py-12">
      <h1 className="font-display text-3xl">Welcome back, {name}</h1>
    </main>
  );
}
