import { lazy, Suspense } from 'react';
import type { StyleAnswers } from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import { usePublicPicks } from '@/features/quiz/api/get-public-picks';
import { QuizPage } from '@/features/quiz/components/quiz-page';

// The waitlist form (with react-hook-form) shows only after the last question: it loads
// when the visitor gets there, not with the page (13 KB gzip less at start).
const WaitlistSignup = lazy(() =>
  import('@/features/waitlist/components/waitlist-signup').then((module) => ({
    default: module.WaitlistSignup,
  })),
);

/**
 * The waitlist form with the quiz's answers attached (and the referral code remembered for
 * this visit, which the form sends itself): for visitors, and for accounts with no
 * membership.
 */
export function JoinWithAnswers({ answers }: { answers: StyleAnswers }) {
  return (
    <Suspense fallback={<PageLoader label="Loading the waitlist form..." />}>
      <WaitlistSignup styleAnswers={answers} />
    </Suspense>
  );
}

const joinWithAnswers = (answers: StyleAnswers) => <JoinWithAnswers answers={answers} />;

/** The quiz as a visitor takes it: picks from the public closet, then the waitlist form. */
export function VisitorQuiz() {
  return <QuizPage usePicksSource={usePublicPicks} renderNext={joinWithAnswers} />;
}
