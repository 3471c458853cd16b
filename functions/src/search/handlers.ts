/**
 * The search fields of the back-office lists, written by the server after every write to
 * a product, a waitlist signup or an order (run by their write triggers, ../triggers.ts;
 * clients may not write them: firestore.rules). Idempotent recomputations
 * (sync-search-fields.ts). A write that leaves the searched fields as they were costs one
 * read and no write.
 */
import type { SearchableKind } from '@unlimited/domain';
import { firestore } from '../lib/admin';
import { beforeAndAfter } from '../lib/events';
import type { WriteHandler } from '../lib/written-trigger';
import { syncSearchFields } from './sync-search-fields';

/** A write to a document of `kind` → its search fields. */
export function searchFieldsOf(kind: SearchableKind): WriteHandler {
  return async (event) => {
    if (beforeAndAfter(event).after === null) return;
    await syncSearchFields(firestore(), kind, event.params.docId);
  };
}
