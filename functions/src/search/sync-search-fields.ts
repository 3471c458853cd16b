/**
 * Keeps a document's server-written search fields (domain `searchFieldsFor`:
 * `search_tokens`, and on products `price_range` and `category_flags`) equal to what its
 * stored fields say. Reads the document in a transaction and writes only what differs, so
 * a retried or late event writes nothing new and the write it makes (which fires the
 * trigger again) ends there: no loop. `updated_at` is left alone: this is not an edit.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { searchFieldsPatch, type SearchableKind } from '@unlimited/domain';

export type SearchSyncOutcome = 'written' | 'unchanged' | 'missing';

export function syncSearchFields(
  db: Firestore,
  kind: SearchableKind,
  id: string,
): Promise<SearchSyncOutcome> {
  return db.runTransaction(async (tx) => {
    const ref = db.collection(kind).doc(id);
    const snapshot = await tx.get(ref);
    const data = snapshot.data();
    if (!snapshot.exists || data === undefined) return 'missing';
    const patch = searchFieldsPatch(kind, id, data);
    if (patch === null) return 'unchanged';
    tx.update(ref, patch);
    return 'written';
  });
}
