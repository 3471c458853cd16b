/** Product written → the Vault's showcase, when a Vault piece changed (see `showcase.ts`). */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS, vaultTouched } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { beforeAndAfter } from '../lib/events';
import { refreshVaultShowcase } from './showcase';

export const syncVaultShowcase = onDocumentWritten(
  {
    region: config.region,
    retry: true,
    maxInstances: config.maxInstances,
    document: `${COLLECTIONS.products}/{productId}`,
  },
  async (event) => {
    const { before, after } = beforeAndAfter(event);
    if (!vaultTouched(before, after)) return;
    await refreshVaultShowcase(firestore());
  },
);
