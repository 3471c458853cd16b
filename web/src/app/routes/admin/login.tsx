import { Navigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { AdminLoginForm } from '@/features/admin-auth/components/admin-login-form';
import { useSession } from '@/lib/session/session';
import { useWaitForSession } from '@/lib/session/wait-for-session';

/**
 * /admin/login; an admin already signed in goes straight to the dashboard. The form shows
 * while Auth is still loading, unless the navigation hint says someone is signed in here.
 */
export default function AdminLoginRoute() {
  const session = useSession();
  const waitForSession = useWaitForSession(session.status);
  if (waitForSession) return <PageLoader />;
  if (session.status === 'signed-in' && session.isAdmin) {
    return <Navigate to={paths.admin.dashboard} replace />;
  }
  return (
    <main className="flex min-h-screen items-center justify-center bg-neutral-50 px-4 dark:bg-neutral-900">
      <title>Admin Login · Unlimited</title>
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800">
        <h1 className="font-display text-3xl">Admin Login</h1>
        <p className="mt-2 mb-6 text-sm text-neutral-600 dark:text-neutral-400">
          Sign in to manage Unlimited.
        </p>
        <AdminLoginForm />
      </div>
    </main>
  );
}
