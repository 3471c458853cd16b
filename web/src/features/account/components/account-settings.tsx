import type { User } from 'firebase/auth';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/session/sign-out';
import { useAccountProfile, useSyncProfileEmail } from '../api/update-profile';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

/**
 * `/account`: profile and address, sign-in email, password, `extraSections` (the email choices), sign
 * out.
 */
export function AccountSettings({
  user,
  extraSections,
}: {
  user: User;
  extraSections?: ReactNode;
}) {
  const profile = useAccountProfile(user.uid);
  useSyncProfileEmail(user.uid, user, profile);
  const navigate = useNavigate();
  const [signOutError, setSignOutError] = useState(false);

  const onSignOut = async () => {
    try {
      // Leave first: once signed out, this protected page would send the member to /login.
      navigate(paths.home, { replace: true });
      await signOut();
    } catch {
      setSignOutError(true);
    }
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <div>
        <Link
          to={paths.dashboard}
          className="inline-flex items-center gap-2 text-sm underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
        <h1 className="mt-4 font-display text-3xl">Account Settings</h1>
      </div>
      {profile.status === 'loading' && <PageLoader label="Loading your account..." />}
      {profile.status === 'error' && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          Failed to load your account. Please refresh the page.
        </p>
      )}
      {profile.status === 'success' && (
        <ProfileForm
          uid={user.uid}
          email={user.email ?? profile.profile?.email ?? ''}
          profile={profile.profile}
        />
      )}
      <ChangeEmailForm user={user} />
      <ChangePasswordForm user={user} />
      {extraSections}
      <div className="flex flex-col gap-2 border-t border-neutral-200 pt-6 dark:border-neutral-800">
        <Button variant="destructive" className="self-start" onClick={() => void onSignOut()}>
          Sign Out
        </Button>
        {signOutError && <FormAlert>Failed to sign out. Please try again.</FormAlert>}
      </div>
    </main>
  );
}
