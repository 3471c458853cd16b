import { MemberDashboard } from '@/features/dashboard/components/member-dashboard';
import { useSession } from '@/lib/session/session';
import { ProtectedRoute } from './protected-route';

function Dashboard() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return <MemberDashboard uid={session.user.uid} tier={session.tier} />;
}

/** `/dashboard`: the member's home (login required). */
export default function DashboardRoute() {
  return (
    <ProtectedRoute loadingLabel="Loading your dashboard...">
      <Dashboard />
    </ProtectedRoute>
  );
}
