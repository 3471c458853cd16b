/**
 * Product photo upload to Storage under `products/{productId}-{suffix}.{ext}`, the name
 * storage.rules accept (images only, at most MAX_PHOTO_BYTES, admins only).
 */
import { getDownloadURL, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { isAcceptedPhotoType, MAX_PHOTO_BYTES, PHOTO_TYPE_REFUSED } from '@unlimited/domain';
import { assertPhotoUploads } from './photo-uploads';

/** The file's extension as the rules accept it (1–8 letters or digits), else from its type. */
export function photoExtension(file: Pick<File, 'name' | 'type'>): string {
  const fromName = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = /^image\/([A-Za-z0-9]{1,8})/.exec(file.type)?.[1];
  return fromType ? fromType.toLowerCase() : 'jpg';
}

export function productPhotoPath(
  productId: string,
  suffix: string,
  file: Pick<File, 'name' | 'type'>,
): string {
  return `products/${productId}-${suffix}.${photoExtension(file)}`;
}

/**
 * The app's Storage, loaded with the SDK only when a photo is uploaded: a form that opens
 * where uploads are off (the local emulators without Storage) never loads it.
 */
export async function appStorage(): Promise<FirebaseStorage> {
  return (await import('@/lib/firebase-storage')).storage;
}

/** Uploads one photo and returns its public download URL. */
export async function uploadProductPhoto(
  storage: () => Promise<FirebaseStorage>,
  productId: string,
  suffix: string,
  file: File,
): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error('Only image files can be uploaded');
  if (!isAcceptedPhotoType(file.type)) throw new Error(PHOTO_TYPE_REFUSED);
  if (file.size > MAX_PHOTO_BYTES) throw new Error('Images must be 5 MB or smaller');
  await assertPhotoUploads();
  const photoRef = ref(await storage(), productPhotoPath(productId, suffix, file));
  await uploadBytes(photoRef, file, { contentType: file.type });
  return getDownloadURL(photoRef);
}

export type UploadProductPhotoFn = (
  productId: string,
  suffix: string,
  file: File,
) => Promise<string>;

const uploadWithAppStorage: UploadProductPhotoFn = (productId, suffix, file) =>
  uploadProductPhoto(appStorage, productId, suffix, file);

/** Uploads with the app's Storage (used by the edit dialog for new photos). */
export function useUploadProductPhoto(): UploadProductPhotoFn {
  return uploadWithAppStorage;
}

/**
 * A suffix for photo `n` added while editing: time-stamped, so a new photo never
 * overwrites a stored one that is still in use at another position.
 */
export function editPhotoSuffix(n: number): string {
  return `${n}_${Date.now().toString(36)}`;
}
