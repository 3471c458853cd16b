/**
 * The counted-event key of a product's creation. Counters are idempotent per event: a
 * product's creation is keyed by the product and its `created_at`, not by the trigger
 * event's id, so a bulk writer (the CSV import) can count a whole batch of creations
 * itself, in the batch that creates them, and leave these keys behind: the triggers that
 * then see each creation find its key and count nothing (one counter write per batch,
 * not per row). A product deleted and created again under the same id has a new
 * `created_at`, so it is a new key.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { normaliseFirestoreData } from '@unlimited/domain';
import { config } from '../config';
import { statsEventDocId } from './apply-delta';

/** What the import writes in its creation keys' markers, beside the usual fields. */
export const IMPORT_MARKER = { counted_by: 'import' } as const;

/** The key of product `productId`'s creation at `createdAt`. */
export function productCreationKey(productId: string, createdAt: Date): string {
  return statsEventDocId(`created-products-${productId}-${createdAt.getTime()}`);
}

/**
 * The key a write of `collection` is counted under: a product's creation (no document
 * before, one after with a readable `created_at`) by {@link productCreationKey}, every
 * other write by its event id.
 */
export function countedEventKey(
  collection: string,
  event: { id: string; document?: string },
  before: DocumentData | null,
  after: DocumentData | null,
): string {
  if (collection !== 'products' || before !== null || after === null) return event.id;
  const productId = event.document?.split('/').at(-1);
  const createdAt = normaliseFirestoreData(after.created_at);
  if (!productId || !(createdAt instanceof Date)) return event.id;
  return productCreationKey(productId, createdAt);
}

/**
 * Whether this write is a product's creation that its import counted (its key's marker
 * says so): the import also refreshed the brand lists for its batch.
 */
export async function importedCreation(
  db: Firestore,
  event: { id: string; document?: string },
  before: DocumentData | null,
  after: DocumentData | null,
): Promise<boolean> {
  const key = countedEventKey('products', event, before, after);
  if (key === event.id) return false;
  const marker = await db.collection(config.internalCollections.statsEvents).doc(key).get();
  return marker.get('counted_by') === IMPORT_MARKER.counted_by;
}
