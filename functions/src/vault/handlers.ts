/**
 * Product written → the Vault's showcase, when a Vault piece changed (see `showcase.ts`;
 * run by the products' write trigger, ../triggers.ts).
 */
import { vaultTouched } from '@unlimited/domain';
import { firestore } from '../lib/admin';
import { beforeAndAfter } from '../lib/events';
import type { WriteHandler } from '../lib/written-trigger';
import { refreshVaultShowcase } from './showcase';

export const syncVaultShowcase: WriteHandler = async (event) => {
  const { before, after } = beforeAndAfter(event);
  if (!vaultTouched(before, after)) return;
  await refreshVaultShowcase(firestore());
};
