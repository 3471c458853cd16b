import { lazy, Suspense } from 'react';
import { VaultPage } from '@/features/vault/components/vault-page';
import { useSessionHint } from '@/lib/public-data/signed-in-hint';

const MemberVault = lazy(() => import('./member-vault'));

/**
 * `/vault`. A visitor (by the navigation's session hint) gets the showcase with no
 * Firebase SDK; someone signed in gets it with their tier read from the session (which
 * loads Auth; meanwhile the page shows with no step, so nothing moves).
 */
export default function VaultRoute() {
  const hint = useSessionHint();
  if (hint === 'signed-out') return <VaultPage viewer={{ kind: 'visitor' }} />;
  return (
    <Suspense fallback={<VaultPage viewer={{ kind: 'loading' }} />}>
      <MemberVault />
    </Suspense>
  );
}
