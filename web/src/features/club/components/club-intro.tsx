import { Link } from 'react-router-dom';
import { REFERRAL_CREDIT_CENTS, formatCents } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Who sees the introduction instead of their Club. */
export type ClubIntroViewer = 'loading' | 'visitor' | 'non-member' | 'admin';

const CREDIT = formatCents(REFERRAL_CREDIT_CENTS);

/** The Club in three steps (the page's lead for everyone). */
export function ClubSteps() {
  return (
    <ol className="grid gap-4 text-left sm:grid-cols-3">
      {[
        ['Share your link', 'Every member has a personal link to the waitlist.'],
        ['A friend joins', 'She joins the waitlist through it, and we invite her as places open.'],
        [
          `You get ${CREDIT}`,
          `When she becomes a paying member, ${CREDIT} comes off your membership, once for each friend.`,
        ],
      ].map(([title, text], i) => (
        <li
          key={title}
          className="rounded-2xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
        >
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase dark:text-gold">
            Step {i + 1}
          </p>
          <h2 className="mt-2 font-display text-xl">{title}</h2>
          <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{text}</p>
        </li>
      ))}
    </ol>
  );
}

function WayIn({ viewer }: { viewer: ClubIntroViewer }) {
  if (viewer === 'loading') return <p className="h-12" aria-hidden="true" />;
  if (viewer === 'admin') {
    return (
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Admin accounts have no referral link. Signups that came through a member’s link say
        “Referred by” on the{' '}
        <Link className="underline underline-offset-4" to={paths.admin.waitlist}>
          waitlist
        </Link>
        .
      </p>
    );
  }
  if (viewer === 'non-member') {
    return (
      <div className="flex flex-col items-center gap-3">
        <p className="text-base text-neutral-700 dark:text-neutral-300">
          Your referral link appears here once your membership has started.
        </p>
        <Button asChild size="lg" className="h-auto min-h-11 py-2 tracking-[0.2em]">
          <Link to={paths.membershipManage}>SEE YOUR MEMBERSHIP</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
      <Button asChild size="lg" className="h-auto min-h-11 py-2 tracking-[0.2em]">
        <Link to={paths.waitlist}>JOIN THE WAITLIST</Link>
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link to={paths.login}>Sign In</Link>
      </Button>
    </div>
  );
}

/**
 * `/club` for anyone without a membership: what the Club is (members refer friends and
 * earn a credit for each who becomes a member) and the way in.
 */
export function ClubIntro({ viewer }: { viewer: ClubIntroViewer }) {
  return (
    <main className="px-6 py-16 lg:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-xs font-semibold tracking-[0.35em] text-gold-deep uppercase dark:text-gold">
          For members
        </p>
        <h1 className="mt-4 font-display text-4xl tracking-[0.02em] sm:text-5xl">The Club</h1>
        <p className="mt-6 text-lg leading-relaxed text-neutral-700 dark:text-neutral-300">
          Members bring the friends who would love Unlimited. Share your personal link, and when a
          friend you referred becomes a paying member, you get {CREDIT} off your membership.
        </p>
        <div className="mt-10">
          <ClubSteps />
        </div>
        <div className="mt-10">
          <WayIn viewer={viewer} />
        </div>
      </div>
    </main>
  );
}
