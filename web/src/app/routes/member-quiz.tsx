import { useCallback } from 'react';
import { styleProfileAnswers, type StyleAnswers } from '@unlimited/domain';
import { FirebaseData } from '@/app/routes/firebase-data-layout';
import { useCatalog } from '@/features/bags/api/get-catalog';
import { useMemberSubscription } from '@/features/dashboard/api/get-member-subscription';
import type { PicksState } from '@/features/quiz/components/quiz-picks';
import { MemberStylePanel } from '@/features/quiz/components/member-style-panel';
import { QuizPage } from '@/features/quiz/components/quiz-page';
import { useStyleProfile, useStyleProfileActions } from '@/features/quiz/api/use-style-profile';
import { PageLoader } from '@/components/ui/page-loader';
import { useSession } from '@/lib/session/session';
import { JoinWithAnswers, VisitorQuiz } from './visitor-quiz';

/** The picks of a member come from the closet their tier sees (its first pages, live). */
const MEMBER_PICK_PAGES = 4;
function useMemberPicks(): PicksState {
  const catalog = useCatalog({}, MEMBER_PICK_PAGES);
  if (catalog.status !== 'success') return { status: catalog.status, products: [] };
  return { status: 'success', products: catalog.products };
}

/**
 * `member`: whether the account has a membership (or is an admin's). Without one, the way
 * in is the waitlist, so the answers go with a signup first; the rules still let any
 * account keep a style profile (the closet's "For you" order works signed in), so the
 * panel follows.
 */
function SignedInQuiz({ uid, member }: { uid: string; member: boolean }) {
  const state = useStyleProfile(uid);
  const { save, clear } = useStyleProfileActions(uid);
  const saved = state.profile;
  const renderNext = useCallback(
    (answers: StyleAnswers) => {
      const panel = <MemberStylePanel answers={answers} saved={saved} save={save} clear={clear} />;
      if (member) return panel;
      return (
        <>
          <JoinWithAnswers answers={answers} />
          <div className="mt-10">{panel}</div>
        </>
      );
    },
    [member, saved, save, clear],
  );
  if (state.status === 'loading') return <PageLoader label="Loading your style profile..." />;
  if (state.status === 'error') {
    return (
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="font-display text-4xl">The Style Quiz</h1>
        <p role="alert" className="mt-6 text-red-700 dark:text-red-400">
          We could not load your style profile. Please reload the page to try again.
        </p>
      </main>
    );
  }
  return (
    <QuizPage
      usePicksSource={useMemberPicks}
      renderNext={renderNext}
      saved={saved ? styleProfileAnswers(saved) : null}
    />
  );
}

/**
 * An account without a tier: a member whose membership is paused, past due or ended has a
 * subscription and is not offered the waitlist (she is on it already, as a member); an
 * account that never had one (an invitee who has not finished signing up) is.
 */
function AccountQuiz({ uid }: { uid: string }) {
  const { status, subscription } = useMemberSubscription(uid);
  if (status === 'loading') return <PageLoader label="Loading the quiz..." />;
  // Unreadable: not offered a waitlist form that could make a second signup.
  return <SignedInQuiz uid={uid} member={status === 'error' || subscription !== null} />;
}

function SessionQuiz() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader label="Loading the quiz..." />;
  if (session.status === 'signed-out') return <VisitorQuiz />;
  if (session.tier !== null || session.isAdmin)
    return <SignedInQuiz uid={session.user.uid} member />;
  return <AccountQuiz uid={session.user.uid} />;
}

/** The quiz for someone the navigation hint says is signed in (loads Auth and Firestore). */
export default function MemberQuiz() {
  return (
    <FirebaseData>
      <SessionQuiz />
    </FirebaseData>
  );
}
