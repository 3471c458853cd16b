import { lazy, Suspense } from 'react';
import { ClubIntro } from '@/features/club/components/club-intro';
import { useSessionHint } from '@/lib/public-data/signed-in-hint';

const MemberClub = lazy(() => import('./member-club'));

/**
 * `/club`. A visitor (by the navigation's session hint) gets what the Club is and the way
 * in, with no Firebase SDK; someone signed in gets her Club (Auth and Firestore load).
 */
export default function ClubRoute() {
  const hint = useSessionHint();
  if (hint === 'signed-out') return <ClubIntro viewer="visitor" />;
  return (
    <Suspense fallback={<ClubIntro viewer="loading" />}>
      <MemberClub />
    </Suspense>
  );
}
