import { FirebaseData } from '@/app/routes/firebase-data-layout';
import { useMakeReferralCode } from '@/features/club/api/make-referral-code';
import { ClubIntro } from '@/features/club/components/club-intro';
import { ClubPage } from '@/features/club/components/club-page';
import { PageLoader } from '@/components/ui/page-loader';
import { useSession } from '@/lib/session/session';

function SessionClub() {
  const session = useSession();
  const makeCode = useMakeReferralCode();
  if (session.status === 'loading') return <PageLoader label="Loading your Club..." />;
  if (session.status === 'signed-out') return <ClubIntro viewer="visitor" />;
  if (session.isAdmin && session.tier === null) return <ClubIntro viewer="admin" />;
  if (session.tier === null) return <ClubIntro viewer="non-member" />;
  return <ClubPage uid={session.user.uid} makeCode={() => makeCode(undefined)} />;
}

/** The Club for someone the navigation hint says is signed in (loads Auth and Firestore). */
export default function MemberClub() {
  return (
    <FirebaseData>
      <SessionClub />
    </FirebaseData>
  );
}
