/**
 * Gives every product, waitlist signup and order the search fields it lacks or has out
 * of date (for data written before the search triggers, or while they were off), and
 * every activity line the search tokens it was written without: reads each collection a
 * page at a time by document id and writes only what differs, in batches. Idempotent: a
 * second run writes nothing.
 */
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  activitySearchPatch,
  searchFieldsPatch,
  type SearchableKind,
} from '@unlimited/domain';

const KINDS: readonly SearchableKind[] = ['products', 'waitlist_signups', 'orders'];
const PAGE = 400;

/** A collection to backfill and the patch one of its documents needs (`null`: none). */
interface Pass {
  collection: string;
  patch(id: string, data: Record<string, unknown>): Record<string, unknown> | null;
}

const PASSES: readonly Pass[] = [
  ...KINDS.map((kind) => ({
    collection: kind,
    patch: (id: string, data: Record<string, unknown>) => searchFieldsPatch(kind, id, data),
  })),
  { collection: COLLECTIONS.activity, patch: (_id, data) => activitySearchPatch(data) },
];

export interface BackfillReport {
  read: number;
  written: number;
}

export async function backfillSearchFields(db: Firestore): Promise<BackfillReport> {
  const report: BackfillReport = { read: 0, written: 0 };
  for (const pass of PASSES) {
    let after: string | null = null;
    for (;;) {
      let page = db.collection(pass.collection).orderBy(FieldPath.documentId()).limit(PAGE);
      if (after !== null) page = page.startAfter(after);
      const snapshot = await page.get();
      if (snapshot.empty) break;
      const batch = db.batch();
      let writes = 0;
      for (const doc of snapshot.docs) {
        const patch = pass.patch(doc.id, doc.data());
        if (patch === null) continue;
        batch.update(doc.ref, patch);
        writes += 1;
      }
      if (writes > 0) await batch.commit();
      report.read += snapshot.size;
      report.written += writes;
      after = snapshot.docs.at(-1)!.id;
      if (snapshot.size < PAGE) break;
    }
  }
  return report;
}
