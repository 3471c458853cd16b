import { Link } from 'react-router-dom';
import { REFERRAL_CREDIT_CENTS, formatCents } from '@unlimited/domain';
import { MemberPageIntro, type MemberIntroViewer } from '@/components/layout/member-page-intro';
import { paths } from '@/config/paths';

/** Who sees the introduction instead of their Club. */
export type ClubIntroViewer = MemberIntroViewer;

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

/**
 * `/club` for anyone without a membership: what the Club is (members refer friends and
 * earn a credit for each who becomes a member) and the way in.
 */
export function ClubIntro({ viewer }: { viewer: ClubIntroViewer }) {
  return (
    <MemberPageIntro
      viewer={viewer}
      title="The Club"
      lead={`Members bring the friends who would love Unlimited. Share your personal link, and when a friend you referred becomes a paying member, you get ${CREDIT} off your membership.`}
      texts={{
        admin: (
          <>
            Admin accounts have no referral link. Signups that came through a member’s link say
            “Referred by” on the{' '}
            <Link className="underline underline-offset-4" to={paths.admin.waitlist}>
              waitlist
            </Link>
            .
          </>
        ),
        nonMember: 'Your referral link appears here once your membership has started.',
      }}
      wide
    >
      <ClubSteps />
    </MemberPageIntro>
  );
}
