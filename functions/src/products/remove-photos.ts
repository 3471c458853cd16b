/**
 * After a product write: delete the product's own photo files it no longer uses (photos
 * removed in the edit dialog, or every photo of a deleted product). A file that an order
 * still shows (`bag_image`, the main photo when the bag was chosen) or that another
 * product lists (a copy made with the same photos) is kept, so no page loses its picture. Only a file last written before the product write is
 * deleted: one uploaded again under the same name since (a new seed run, say) is the
 * current one. Repeated events are harmless: files already gone are skipped.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { COLLECTIONS, photosLeftUnused } from '@unlimited/domain';

/** The bucket photos are stored in (the project's default bucket in production). */
export interface PhotoBucket {
  name: string;
  /**
   * Deletes one object if it was last written before `writtenBefore`; says whether it did
   * (false when it is missing or newer).
   */
  remove(path: string, writtenBefore: Date): Promise<boolean>;
}

/** The `photos` of a product document (anything else counts as none). */
export function photosOf(data: Record<string, unknown> | null): string[] {
  const photos = data?.photos;
  return Array.isArray(photos) ? photos.filter((p): p is string => typeof p === 'string') : [];
}

async function shownInAnOrder(db: Firestore, url: string): Promise<boolean> {
  const orders = await db
    .collection(COLLECTIONS.orders)
    .where('bag_image', '==', url)
    .limit(1)
    .get();
  return !orders.empty;
}

async function listedByAProduct(db: Firestore, url: string): Promise<boolean> {
  const products = await db
    .collection(COLLECTIONS.products)
    .where('photos', 'array-contains', url)
    .limit(1)
    .get();
  return !products.empty;
}

/** Deletes the unused files; returns the paths deleted. */
export async function removeUnusedProductPhotos(
  db: Firestore,
  bucket: PhotoBucket,
  productId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  writtenAt: Date,
): Promise<string[]> {
  if (before === null) return [];
  const unused = photosLeftUnused(
    productId,
    photosOf(before),
    after === null ? null : photosOf(after),
    bucket.name,
  );
  const removed: string[] = [];
  for (const photo of unused) {
    if ((await shownInAnOrder(db, photo.url)) || (await listedByAProduct(db, photo.url))) continue;
    if (await bucket.remove(photo.path, writtenAt)) removed.push(photo.path);
  }
  if (removed.length > 0) logger.info('Unused product photos deleted', { productId, removed });
  return removed;
}
