import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SIGN_OUT_FAILED } from '@/components/layout/site-nav';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session';
import type { InvitationState } from '../api/invitation';

const STEPS = ['Your account', 'Your membership', 'Add-ons & payment'] as const;

/** The sign-up page frame: heading, the three steps with the current one marked. */
export function SignupShell({
  step,
  title,
  intro,
  children,
}: {
  step: 1 | 2 | 3;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <ol aria-label="Sign-up steps" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {STEPS.map((label, index) => {
          const current = index + 1 === step;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={current ? 'font-semibold text-ink dark:text-white' : 'text-neutral-500'}
            >
              <span aria-hidden="true">{index + 1}. </span>
              {label}
            </li>
          );
        })}
      </ol>
      <div>
        <h1 className="font-display text-3xl sm:text-4xl">{title}</h1>
        {intro && <p className="mt-2 text-neutral-600 dark:text-neutral-400">{intro}</p>}
      </div>
      {children}
    </main>
  );
}

/** Shown under the refusal when signing in continues the sign-up. */
export const SIGN_IN_TO_FINISH =
  'Sign in with the email and password you chose, and you will continue where you left off: choosing your membership and paying.';

/** Under a used invitation when another account is signed in: the way out. */
export function signedInElsewhere(email: string | null): string {
  return `You are signed in as ${email ?? 'another account'}, not with the account this invitation created. Sign out, then sign in with that account to finish joining.`;
}

/**
 * The used invitation's way on: signing in with the account it created, which brings the
 * invitee back here (`from`). Someone signed in with another account would only be sent
 * on to their own dashboard by the sign-in page, so they are told which account is
 * signed in and signed out first; the page then asks again as a visitor.
 */
function ResumeAction({ from }: { from: string }) {
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  if (session.status !== 'signed-in') {
    return (
      <Button asChild>
        <Link to={paths.login} state={{ from }}>
          Sign In
        </Link>
      </Button>
    );
  }
  const signOut = async () => {
    setPending(true);
    setFailed(false);
    try {
      await (await import('@/lib/session/sign-out')).signOut();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-neutral-700 dark:text-neutral-300">
        {signedInElsewhere(session.user.email)}
      </p>
      <Button disabled={pending} onClick={() => void signOut()}>
        {pending ? 'Signing out...' : 'Sign Out'}
      </Button>
      <FormAlert>{failed ? SIGN_OUT_FAILED : null}</FormAlert>
    </div>
  );
}

/** What to show while the invitation is checked, or when it cannot be used. */
export function InvitationProblem({
  state,
}: {
  state: Exclude<InvitationState, { status: 'ready' }>;
}) {
  const location = useLocation();
  if (state.status === 'loading') return <PageLoader label="Checking your invitation..." />;
  // An invitee who created the account, left before paying and came back signed out:
  // signing in brings them back here, where the link continues to checkout.
  const resume = state.status === 'refused' && state.reason === 'used';
  const nothingToFinish = state.status === 'refused' && state.reason === 'none';
  // A withdrawn invitation leaves its signup on the waitlist: joining again would only
  // be refused as a duplicate, so the way on is to ask us.
  const revoked = state.status === 'refused' && state.reason === 'revoked';
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-16 text-center sm:px-6">
      <h1 className="font-display text-3xl">
        {resume
          ? 'Sign in to finish joining'
          : state.status === 'refused'
            ? 'This invitation cannot be used'
            : 'Something went wrong'}
      </h1>
      <p role="alert" className="text-neutral-700 dark:text-neutral-300">
        {state.message}
      </p>
      {resume && <p className="text-neutral-700 dark:text-neutral-300">{SIGN_IN_TO_FINISH}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        {nothingToFinish ? (
          <Button asChild>
            <Link to={paths.dashboard}>Go to Dashboard</Link>
          </Button>
        ) : resume ? (
          <ResumeAction from={`${location.pathname}${location.search}`} />
        ) : revoked ? (
          <Button asChild>
            <Link to={paths.contact}>Contact Us</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to={paths.login}>Sign In</Link>
          </Button>
        )}
        {!resume && !revoked && (
          <Button asChild variant="outline">
            <Link to={paths.waitlist}>Join the Waitlist</Link>
          </Button>
        )}
      </div>
    </main>
  );
}
