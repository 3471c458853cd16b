import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
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
        ) : (
          <Button asChild>
            <Link
              to={paths.login}
              state={resume ? { from: `${location.pathname}${location.search}` } : undefined}
            >
              Sign In
            </Link>
          </Button>
        )}
        {!resume && (
          <Button asChild variant="outline">
            <Link to={paths.waitlist}>Join the Waitlist</Link>
          </Button>
        )}
      </div>
    </main>
  );
}
