import { useId, useRef, useState, type ReactNode } from 'react';
import { format } from 'date-fns';
import {
  REFERRAL_CREDIT_CENTS,
  REFERRAL_STATE_LABELS,
  formatCents,
  referralPath,
  type Referral,
} from '@unlimited/domain';
import { MemberPageStatus, MemberSection } from '@/components/layout/member-page';
import { Button } from '@/components/ui/button';
import { callableErrorMessage } from '@/lib/callable';
import { useClubData } from '../api/get-club';

const CREDIT = formatCents(REFERRAL_CREDIT_CENTS);

/** The member's link with a Copy button, or the button that makes it the first time. */
function YourLink({ code, makeCode }: { code: string | null; makeCode: () => Promise<unknown> }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [making, setMaking] = useState(false);
  const [makeError, setMakeError] = useState<string | null>(null);

  if (code === null) {
    const make = () => {
      if (making) return;
      setMaking(true);
      setMakeError(null);
      makeCode()
        .catch((error: unknown) => {
          setMakeError(
            callableErrorMessage(error, 'Your link could not be made. Please try again.'),
          );
        })
        .finally(() => setMaking(false));
    };
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-neutral-700 dark:text-neutral-300">
          Your personal link is made once and stays the same.
        </p>
        <Button onClick={make} aria-disabled={making} aria-busy={making}>
          {making ? 'Making your link...' : 'Make my link'}
        </Button>
        {makeError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {makeError}
          </p>
        )}
      </div>
    );
  }

  const link = `${window.location.origin}${referralPath(code)}`;
  const copy = () => {
    const done = (ok: boolean) => {
      // The status line below says so (a toast as well was announced twice).
      setCopied(ok ? 'copied' : 'failed');
      if (!ok) input.current?.select();
    };
    if (!navigator.clipboard) {
      done(false);
      return;
    }
    navigator.clipboard.writeText(link).then(
      () => done(true),
      () => done(false),
    );
  };
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="text-sm font-semibold">
        Your referral link
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          ref={input}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-lg border border-neutral-300 bg-neutral-50 px-3 font-mono text-sm dark:border-neutral-700 dark:bg-neutral-950"
        />
        <Button onClick={copy}>Copy link</Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-neutral-700 dark:text-neutral-300">
        {copied === 'copied'
          ? 'Copied. Send it to a friend who would love Unlimited.'
          : copied === 'failed'
            ? 'Your browser did not let us copy it: the link is selected, copy it from there.'
            : ''}
      </p>
    </div>
  );
}

/** A referral's state, as the Club says it. */
function stateText(referral: Referral): string {
  if (referral.credit_status === 'pending') return 'Member, credit on its way';
  return REFERRAL_STATE_LABELS[referral.state];
}

function Referrals({ referrals }: { referrals: Referral[] }) {
  if (referrals.length === 0) {
    return (
      <p className="text-neutral-700 dark:text-neutral-300">
        No one has joined through your link yet. Share it with a friend who would love Unlimited.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" aria-label="Your referrals">
      {referrals.map((referral) => (
        <li
          key={referral.id}
          className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-semibold">{referral.friend_name}</p>
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              Joined the waitlist {format(referral.created_at, 'MMM d, yyyy')}
            </p>
          </div>
          <p
            className={
              referral.state === 'credited'
                ? 'text-sm font-semibold text-gold-deep dark:text-gold'
                : 'text-sm text-neutral-700 dark:text-neutral-300'
            }
          >
            {stateText(referral)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Credits({ referrals }: { referrals: Referral[] }) {
  const granted = referrals.filter((r) => r.credit_status === 'granted');
  const total = granted.reduce((sum, r) => sum + (r.credit_cents ?? 0), 0);
  const waiting = granted
    .filter((r) => r.credit_mode === 'demo' && r.applied_charge_id === null)
    .reduce((sum, r) => sum + (r.credit_cents ?? 0), 0);
  const pending = referrals.filter((r) => r.credit_status === 'pending').length;
  return (
    <div className="flex flex-col gap-2">
      <p>
        <span className="font-display text-4xl">{formatCents(total)}</span>{' '}
        <span className="text-neutral-700 dark:text-neutral-300">
          earned from {granted.length} {granted.length === 1 ? 'friend' : 'friends'}
        </span>
      </p>
      {waiting > 0 && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {formatCents(waiting)} comes off your next monthly charge.
        </p>
      )}
      {pending > 0 && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {pending === 1 ? 'One credit is' : `${pending} credits are`} on the way to your account
          balance.
        </p>
      )}
    </div>
  );
}

/**
 * `/club` for a member: her referral link (made on first use) with a Copy button, the
 * friends who joined through it with their state, and the credits they earned her.
 */
export function ClubPage({ uid, makeCode }: { uid: string; makeCode: () => Promise<unknown> }) {
  const data = useClubData(uid);
  let body: ReactNode;
  if (data.status === 'loading' || data.status === 'error') {
    body = <MemberPageStatus status={data.status} what="your Club" />;
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <MemberSection
          title="Your link"
          note={`Each friend who becomes a paying member earns you ${CREDIT}, once.`}
        >
          <YourLink code={data.code} makeCode={makeCode} />
        </MemberSection>
        <MemberSection title="Your credits">
          <Credits referrals={data.referrals} />
        </MemberSection>
        <MemberSection title="Your referrals">
          <Referrals referrals={data.referrals} />
        </MemberSection>
      </div>
    );
  }
  return (
    <main className="px-4 py-10 sm:px-6 lg:py-14">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div>
          <p className="text-xs font-semibold tracking-[0.35em] text-gold-deep uppercase dark:text-gold">
            Members
          </p>
          <h1 className="mt-3 font-display text-4xl tracking-[0.02em]">The Club</h1>
          <p className="mt-3 text-neutral-700 dark:text-neutral-300">
            Share your link with friends. When one becomes a paying member, {CREDIT} comes off your
            membership.
          </p>
        </div>
        {body}
      </div>
    </main>
  );
}
