import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/*
 * The introduction the members' own pages (the Club and the Cart) show anyone without a
 * membership instead of the page; the parts of the page itself are in ./member-page.tsx
 * (apart, so a visitor's page does not load them).
 */

/** Who sees a members' page's introduction instead of the page. */
export type MemberIntroViewer = 'loading' | 'visitor' | 'non-member' | 'admin';

/** What the introduction says to those who cannot have the page yet. */
export interface MemberIntroTexts {
  /** To an admin account (no membership of its own). */
  admin: ReactNode;
  /** To an account whose membership has not started, above the link to it. */
  nonMember: ReactNode;
}

function WayIn({ viewer, texts }: { viewer: MemberIntroViewer; texts: MemberIntroTexts }) {
  if (viewer === 'loading') return <p className="h-12" aria-hidden="true" />;
  if (viewer === 'admin') {
    return <p className="text-sm text-neutral-600 dark:text-neutral-400">{texts.admin}</p>;
  }
  if (viewer === 'non-member') {
    return (
      <div className="flex flex-col items-center gap-3">
        <p className="text-base text-neutral-700 dark:text-neutral-300">{texts.nonMember}</p>
        <Button asChild size="lg" tracking="wider" wrap>
          <Link to={paths.membershipManage}>SEE YOUR MEMBERSHIP</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
      <Button asChild size="lg" tracking="wider" wrap>
        <Link to={paths.waitlist}>JOIN THE WAITLIST</Link>
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link to={paths.login}>Sign In</Link>
      </Button>
    </div>
  );
}

/**
 * A members' page for anyone without a membership: what the page is for a member
 * (`title`, `lead`, and `children` when there is more to show), then the way in for
 * `viewer`: the waitlist and sign-in for a visitor, the membership for an account without
 * one, a word for an admin, and the room of it while the session is not known yet.
 */
export function MemberPageIntro({
  viewer,
  title,
  lead,
  texts,
  wide = false,
  children,
}: {
  viewer: MemberIntroViewer;
  title: string;
  lead: ReactNode;
  texts: MemberIntroTexts;
  /** A wider column (for `children` laid out side by side). */
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <main className="px-6 py-16 lg:py-20">
      <div className={`mx-auto ${wide ? 'max-w-3xl' : 'max-w-2xl'} text-center`}>
        <p className="text-xs font-semibold tracking-[0.35em] text-gold-deep uppercase dark:text-gold">
          For members
        </p>
        <h1 className="mt-4 font-display text-4xl tracking-[0.02em] sm:text-5xl">{title}</h1>
        <p className="mt-6 text-lg leading-relaxed text-neutral-700 dark:text-neutral-300">
          {lead}
        </p>
        {children !== undefined && <div className="mt-10">{children}</div>}
        {/* Right under the lead, the way in sits a little closer. */}
        <div className={children === undefined ? 'mt-8' : 'mt-10'}>
          <WayIn viewer={viewer} texts={texts} />
        </div>
      </div>
    </main>
  );
}
