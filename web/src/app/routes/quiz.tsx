import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { useSessionHint } from '@/lib/public-data/signed-in-hint';
import { VisitorQuiz } from './visitor-quiz';

const MemberQuiz = lazy(() => import('./member-quiz'));

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
