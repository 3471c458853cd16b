import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown to a signed-in account without the `admin` claim instead of any admin screen. */
export function NotAuthorised({
  email,
  onSignOut,
}: {
  email: string | null;
  onSignOut: () => void;
}) {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-5 px-6 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-red-700 dark:text-red-400" />
      <h1 className="font-display text-3xl">Not authorised</h1>
      <p className="text-neutral-600 dark:text-neutral-400">
        {email ? `You are signed in as ${email}, ` : 'This account '}
        which does not have access to the admin area.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>Back to the site</Link>
        </Button>
        <Button variant="outline" onClick={onSignOut}>
          Sign in as an admin
        </Button>
      </div>
    </main>
  );
}
