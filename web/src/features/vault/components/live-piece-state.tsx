import type { ReactNode } from 'react';
import { useVaultPieceState, type VaultPieceState } from '../api/get-piece-state';

/**
 * Hands a Vault card the live state of its piece (`useVaultPieceState`): the `PieceState`
 * of `VaultPage` for a viewer who may read the pieces (needs Firestore's provider).
 */
export function LivePieceState({
  id,
  children,
}: {
  id: string;
  children: (state: VaultPieceState | null) => ReactNode;
}) {
  return children(useVaultPieceState(id));
}
