import type { StyleAnswers } from '@unlimited/domain';
import { usePublicPicks } from '@/features/quiz/api/get-public-picks';
import { QuizPage } from '@/features/quiz/components/quiz-page';
import { WaitlistSignup } from '@/features/waitlist/components/waitlist-signup';

const joinWithAnswers = (answers: StyleAnswers) => <WaitlistSignup styleAnswers={answers} />;

/** The quiz as a visitor takes it: picks from the public closet, then the waitlist form. */
export function VisitorQuiz() {
  return <QuizPage usePicksSource={usePublicPicks} renderNext={joinWithAnswers} />;
}
