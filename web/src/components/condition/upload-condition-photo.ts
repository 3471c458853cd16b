/**
 * Condition photo upload to Storage under `condition/{orderId}-{stage}_{suffix}.{ext}`,
 * the names storage.rules accept (images only, at most MAX_PHOTO_BYTES, admins only). On
 * the local emulators Storage may not run (DESIGN.md): the upload then says so at once
 * instead of retrying behind a spinner, and photo addresses can be given instead.
 */
import { getDownloadURL, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import {
  conditionPhotoPath,
  isAcceptedPhotoType,
  MAX_PHOTO_BYTES,
  PHOTO_TYPE_REFUSED,
  type ConditionStage,
} from '@unlimited/domain';
import { emulatorOrigins } from '@/config/emulators';
import { hubListsStorage } from '@/lib/storage-emulator';

export const CONDITION_UPLOADS_UNAVAILABLE =
  'Photo uploads need the Storage emulator, which is not running on this machine. Paste photo addresses instead.';

/** Whether Storage runs (always in production; on the emulators, when the hub lists it). */
export async function storageAvailable(
  hubOrigin: string | null = emulatorOrigins?.hub ?? null,
): Promise<boolean> {
  return hubOrigin === null || hubListsStorage(hubOrigin);
}

/** Uploads one condition photo and returns its public download address. */
export async function uploadConditionPhoto(
  storage: FirebaseStorage,
  orderId: string,
  stage: ConditionStage,
  file: File,
  suffix = Date.now().toString(36),
): Promise<string> {
  if (!isAcceptedPhotoType(file.type)) throw new Error(PHOTO_TYPE_REFUSED);
  if (file.size > MAX_PHOTO_BYTES) throw new Error('Images must be 5 MB or smaller');
  if (!(await storageAvailable())) throw new Error(CONDITION_UPLOADS_UNAVAILABLE);
  const photoRef = ref(storage, conditionPhotoPath(orderId, stage, suffix, file));
  await uploadBytes(photoRef, file, { contentType: file.type });
  return getDownloadURL(photoRef);
}
