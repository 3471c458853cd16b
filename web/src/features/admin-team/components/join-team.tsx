import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from 'reactfire';
import {
  STAFF_ROLE_LABELS,
  STAFF_TOKEN_PARAM,
  type GetStaffInvitationResult,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { callableErrorMessage } from '@/lib/callable';
import { useSession } from '@/lib/session/session';
import { useAcceptStaffInvitation, useGetStaffInvitation } from '../api/team';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; invitation: GetStaffInvitationResult };

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-neutral-50 px-4 py-10 dark:bg-neutral-900">
      <title>Join the team · Unlimited</title>
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800">
        <h1 className="font-display text-3xl">Join the team</h1>
        {children}
      </div>
    </main>
  );
}

/**
 * /admin/join?token=…: the staff invitation's link. A new account is created with the
 * invitation's email; someone already signed in with that email joins with their account;
 * an existing account signed out is asked to sign in first. The role comes from the
 * invitation, granted by the function.
 */
export function JoinTeam() {
  const [params] = useSearchParams();
  const token = params.get(STAFF_TOKEN_PARAM) ?? '';
  const session = useSession();
  const auth = useAuth();
  const navigate = useNavigate();
  const getInvitation = useGetStaffInvitation();
  const accept = useAcceptStaffInvitation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    if (!token) return;
    getInvitation(token).then(
      (invitation) => live && setLoaded({ status: 'ready', invitation }),
      (failure: unknown) =>
        live &&
        setLoaded({
          status: 'error',
          message: callableErrorMessage(
            failure,
            'This invitation could not be opened. Please try again.',
          ),
        }),
    );
    return () => {
      live = false;
    };
    // The callable wrappers are stable per render; the token decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!token) {
    return (
      <Shell>
        <FormAlert className="mt-4">
          This link is missing its invitation. Open the link in your email again.
        </FormAlert>
      </Shell>
    );
  }
  if (session.status === 'loading' || loaded.status === 'loading') {
    return <PageLoader label="Opening your invitation..." />;
  }
  if (loaded.status === 'error') {
    return (
      <Shell>
        <FormAlert className="mt-4">{loaded.message}</FormAlert>
      </Shell>
    );
  }
  const { invitation } = loaded;
  const role = STAFF_ROLE_LABELS[invitation.role];
  const signedInEmail = session.status === 'signed-in' ? session.user.email?.toLowerCase() : null;

  const finish = async (input: { name?: string; password?: string }) => {
    setBusy(true);
    setError(null);
    try {
      await accept({ token, ...input });
      const { signInWithEmailAndPassword } = await import('@/lib/auth-actions');
      if (session.status === 'signed-in') await session.user.getIdToken(true);
      else if (input.password)
        await signInWithEmailAndPassword(auth, invitation.email, input.password);
      navigate(paths.admin.dashboard, { replace: true });
    } catch (failure) {
      setError(callableErrorMessage(failure, 'Failed to join the team. Please try again.'));
      setBusy(false);
    }
  };

  const intro = (
    <p className="mt-2 mb-6 text-sm text-neutral-600 dark:text-neutral-400">
      You are invited to the Unlimited back-office as <strong>{role}</strong>, with{' '}
      <strong className="break-all">{invitation.email}</strong>.
    </p>
  );

  if (signedInEmail && signedInEmail !== invitation.email) {
    return (
      <Shell>
        {intro}
        <FormAlert>
          You are signed in as {signedInEmail}. Sign out, then open the link again to join with{' '}
          {invitation.email}.
        </FormAlert>
      </Shell>
    );
  }
  if (signedInEmail === invitation.email) {
    return (
      <Shell>
        {intro}
        <FormAlert>{error}</FormAlert>
        <Button className="mt-4 w-full" disabled={busy} onClick={() => void finish({})}>
          {busy ? 'Joining...' : `Join as ${role}`}
        </Button>
      </Shell>
    );
  }
  if (invitation.accountExists) {
    return (
      <Shell>
        {intro}
        <p className="text-sm">
          An account with this email already exists. Sign in with it, then open the link in your
          email again to join.
        </p>
        <Button asChild className="mt-4 w-full">
          <Link to={paths.login}>Sign in</Link>
        </Button>
      </Shell>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError('Enter your name.');
    if (password.length < 8) return setError('Use at least 8 characters for your password.');
    void finish({ name: name.trim(), password });
  };
  return (
    <Shell>
      {intro}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <InputField
          label="Your name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
        />
        <InputField
          label="Choose a password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <FormAlert>{error}</FormAlert>
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating your account...' : 'Create account and join'}
        </Button>
      </form>
    </Shell>
  );
}
