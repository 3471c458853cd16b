/**
 * removeProductPhotos against the Firestore, Functions and Storage emulators; skipped,
 * with the reason, when the Storage emulator is not running.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithStorage } from '../support/storage';
import {
  STORAGE_BUCKET,
  adminBucket,
  adminDb,
  closeCallers,
  resetEmulators,
  seedProduct,
  sleep,
  waitFor,
} from './helpers';

/** Uploads a photo file and returns the download URL a product would hold. */
async function uploadPhoto(path: string): Promise<string> {
  await adminBucket().file(path).save('<svg xmlns="http://www.w3.org/2000/svg"/>', {
    contentType: 'image/svg+xml',
  });
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  return `http://${host}/v0/b/${STORAGE_BUCKET}/o/${encodeURIComponent(path)}?alt=media`;
}

const exists = async (path: string) => (await adminBucket().file(path).exists())[0];

describeWithStorage('removeProductPhotos', () => {
  beforeAll(resetEmulators, 60_000);
  afterAll(closeCallers);

  it(
    'deletes a photo file removed from a product, then the rest with the product',
    { timeout: 60_000 },
    async () => {
      const db = adminDb();
      const first = await uploadPhoto('products/photo-bag-1.svg');
      const second = await uploadPhoto('products/photo-bag-2.svg');
      await seedProduct(db, 'photo-bag', { photos: [first, second] });
      // Let the create event pass: it must not delete anything.
      await sleep(2_000);
      expect(await exists('products/photo-bag-1.svg')).toBe(true);

      await db
        .collection('products')
        .doc('photo-bag')
        .update({ photos: [second] });
      await waitFor('the removed photo to be deleted', async () =>
        (await exists('products/photo-bag-1.svg')) ? undefined : true,
      );
      expect(await exists('products/photo-bag-2.svg')).toBe(true);

      await db.collection('products').doc('photo-bag').delete();
      await waitFor("the deleted product's photo to be deleted", async () =>
        (await exists('products/photo-bag-2.svg')) ? undefined : true,
      );
    },
  );
});
