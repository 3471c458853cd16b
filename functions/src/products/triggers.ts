/** Product written → its photo files it no longer uses are deleted (see `remove-photos.ts`). */
import { getStorage } from 'firebase-admin/storage';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS } from '@unlimited/domain';
import { config } from '../config';
import { adminApp, firestore } from '../lib/admin';
import { beforeAndAfter, eventTime } from '../lib/events';
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

export const removeProductPhotos = onDocumentWritten(
  {
    region: config.region,
    retry: true,
    maxInstances: config.maxInstances,
    document: `${COLLECTIONS.products}/{productId}`,
  },
  async (event) => {
    const { before, after } = beforeAndAfter(event);
    await removeUnusedProductPhotos(
      firestore(),
      defaultBucket(),
      event.params.productId,
      before,
      after,
      eventTime(event),
    );
  },
);
