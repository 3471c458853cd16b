import { LayoutDashboard, LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/session/sign-out';

/**
 * The header of every admin page: title, who is signed in, Dashboard and Logout;
 * `navigation` (the phone menu button) sits before the title.
 */
export function AdminHeader({
  title,
  email,
  navigation,
}: {
  title: string;
  email: string | null;
  navigation?: ReactNode;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    try {
      await signOut();
      toast.success('Logged out successfully');
      void navigate(paths.admin.login, { replace: true });
    } catch (error) {
      console.error('Logout failed', error);
      toast.error('An error occurred. Please try again.');
      setBusy(false);
    }
  };

  return (
    <header className="border-b border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
        {navigation}
        {/* On a phone the title takes its own row under the menu and buttons, so a long
            title never runs under them. */}
        <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
          <h1 className="font-display text-2xl break-words sm:text-3xl">{title}</h1>
          <p className="truncate text-sm text-neutral-600 dark:text-neutral-400">
            Logged in as {email ?? 'admin'}
          </p>
        </div>
        <div className="ml-auto flex items-center gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.admin.dashboard}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Dashboard
            </Link>
          </Button>
          <Button variant="default" size="sm" onClick={() => void logout()} disabled={busy}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
