/**
 * Product written → its photo files it no longer uses are deleted (see `remove-photos.ts`;
 * run by the products' write trigger, ../triggers.ts).
 */
import { getStorage } from 'firebase-admin/storage';
import { adminApp, firestore } from '../lib/admin';
import { beforeAndAfter, eventTime } from '../lib/events';
import type { WriteHandler } from '../lib/written-trigger';
import { removeUnusedProductPhotos, type PhotoBucket } from './remove-photos';

/** The project's default bucket (FIREBASE_CONFIG names it; the emulator's in local runs). */
function defaultBucket(): PhotoBucket {
  const bucket = getStorage(adminApp()).bucket();
  return {
    name: bucket.name,
    remove: async (path, writtenBefore) => {
      const file = bucket.file(path);
      const [exists] = await file.exists();
      if (!exists) return false;
      const [metadata] = await file.getMetadata();
      const updated = new Date(String(metadata.updated ?? metadata.timeCreated ?? ''));
      if (!(updated < writtenBefore)) return false;
      // Only this generation: a file written meanwhile under the same name stays.
      await file.delete({ ignoreNotFound: true, ifGenerationMatch: metadata.generation });
      return true;
    },
  };
}

export const removeProductPhotos: WriteHandler = async (event) => {
  const { before, after } = beforeAndAfter(event);
  await removeUnusedProductPhotos(
    firestore(),
    defaultBucket(),
    event.params.docId,
    before,
    after,
    eventTime(event),
  );
};
