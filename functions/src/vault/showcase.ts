/**
 * Keeping the Vault's public showcase (`catalog/vault`, domain `vault.ts`) in step with
 * the products: read again from the products whenever a Vault piece is written, and
 * written only when what it lists changed, so a retried or late event converges.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  VAULT_DOC_ID,
  VAULT_MIN_VALUE_CENTS,
  VAULT_SHOWCASE_LIMIT,
  readVaultShowcase,
  vaultShowcase,
  type VaultSource,
} from '@unlimited/domain';

/** The showcase document. */
export const vaultDoc = (db: Firestore) => db.collection(COLLECTIONS.catalog).doc(VAULT_DOC_ID);

/**
 * Reads the Vault's pieces (the most valuable first, as many as the showcase lists, and
 * their count) and writes the showcase when it changed; whether it wrote.
 *
 * Index: products (access_levels ASC, status ASC, price DESC).
 */
export async function refreshVaultShowcase(db: Firestore): Promise<boolean> {
  const pieces = db
    .collection(COLLECTIONS.products)
    .where('access_levels', '==', 'Crown')
    .where('status', '==', 'Active')
    .where('price', '>=', VAULT_MIN_VALUE_CENTS);
  const [page, count, stored] = await Promise.all([
    pieces.orderBy('price', 'desc').limit(VAULT_SHOWCASE_LIMIT).get(),
    pieces.count().get(),
    vaultDoc(db).get(),
  ]);
  const sources: VaultSource[] = page.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      title: String(data.title ?? ''),
      brand: String(data.brand ?? ''),
      photos: Array.isArray(data.photos) ? data.photos.map(String) : [],
      price: typeof data.price === 'number' ? data.price : 0,
      status: String(data.status ?? ''),
      access_levels: String(data.access_levels ?? ''),
    };
  });
  const next = { ...vaultShowcase(sources), total: count.data().count };
  const current = stored.exists ? readVaultShowcase(stored.data()) : null;
  if (current !== null && JSON.stringify(current) === JSON.stringify(next)) return false;
  await vaultDoc(db).set({ ...next, updated_at: FieldValue.serverTimestamp() });
  return true;
}
