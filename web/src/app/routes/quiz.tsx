import { lazy, Suspense } from 'react';
import type { StyleAnswers } from '@unlimited/domain';
import { PageLoader } from '@/components/ui/page-loader';
import { usePublicPicks } from '@/features/quiz/api/get-public-picks';
import { QuizPage } from '@/features/quiz/components/quiz-page';
import { WaitlistSignup } from '@/features/waitlist/components/waitlist-signup';
import { useSessionHint } from '@/lib/public-data/signed-in-hint';

const MemberQuiz = lazy(() => import('./member-quiz'));

const joinWithAnswers = (answers: StyleAnswers) => <WaitlistSignup styleAnswers={answers} />;

/** The quiz as a visitor takes it: picks from the public closet, then the waitlist form. */
export function VisitorQuiz() {
  return <QuizPage usePicksSource={usePublicPicks} renderNext={joinWithAnswers} />;
}

/**
 * `/quiz`. A visitor (by the navigation's session hint) takes it with no Firebase SDK and
 * joins the waitlist with their answers; someone signed in saves them as their style
 * profile (Auth and Firestore load).
 */
export default function QuizRoute() {
  const hint = useSessionHint();
  if (hint === 'signed-out') return <VisitorQuiz />;
  return (
    <Suspense fallback={<PageLoader label="Loading the quiz..." />}>
      <MemberQuiz />
    </Suspense>
  );
}
