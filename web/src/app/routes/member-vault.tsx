import { FirebaseData } from '@/app/routes/firebase-data-layout';
import { LivePieceState } from '@/features/vault/components/live-piece-state';
import { VaultPage, type VaultViewer } from '@/features/vault/components/vault-page';
import { opensVault } from '@unlimited/domain';
import { useSession, type Session } from '@/lib/session/session';

/** The viewer a session makes: its tier and whether its catalogue opens the Vault. */
export function vaultViewer(session: Session): VaultViewer {
  if (session.status === 'loading') return { kind: 'loading' };
  if (session.status === 'signed-out') return { kind: 'visitor' };
  if (session.isAdmin) return { kind: 'admin' };
  const access = session.accessTier === undefined ? session.tier : session.accessTier;
  return { kind: 'member', tier: session.tier, opens: opensVault(access) };
}

function SessionVault() {
  return <VaultPage viewer={vaultViewer(useSession())} PieceState={LivePieceState} />;
}

/**
 * The Vault for someone the navigation hint says is signed in (loads Auth, and Firestore:
 * a viewer who may choose the pieces sees where each one is).
 */
export default function MemberVault() {
  return (
    <FirebaseData>
      <SessionVault />
    </FirebaseData>
  );
}
