/*
 * Product photos live in Storage under `products/{productId}-{suffix}.{ext}` (storage.rules)
 * and products keep their download URLs. When a photo leaves a product (removed in the
 * edit dialog) or the product is deleted, its file is no longer needed; these rules say
 * which files those are. Photos that are not this product's own files (an address from a
 * CSV import, another product's file) are never candidates.
 */

/** A stored file: its download URL as the product held it, and its object path. */
export interface StoredPhoto {
  url: string;
  path: string;
}

// Download URLs, production or emulator: …/v0/b/{bucket}/o/{url-encoded path}?alt=media…
const DOWNLOAD_URL = /^https?:\/\/[^/]+\/v0\/b\/([^/]+)\/o\/([^?#/]+)(?:[?#]|$)/;

/** The object path of a download URL of `bucket`; null for any other address. */
export function storagePathOfPhoto(url: string, bucket: string): string | null {
  const match = DOWNLOAD_URL.exec(url);
  if (!match || match[1] !== bucket) return null;
  try {
    return decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
}

/** Whether `path` is one of this product's photo files (`products/{productId}-…`). */
export function isOwnPhotoPath(path: string, productId: string): boolean {
  const prefix = `products/${productId}-`;
  return path.startsWith(prefix) && !path.slice(prefix.length).includes('/');
}

/**
 * The product's own stored photos that a write left unused: in `before` but not in
 * `after` (`after` null: the product was deleted, so all of them).
 */
export function photosLeftUnused(
  productId: string,
  before: readonly string[],
  after: readonly string[] | null,
  bucket: string,
): StoredPhoto[] {
  const kept = new Set(after ?? []);
  const unused = new Map<string, StoredPhoto>();
  for (const url of before) {
    if (kept.has(url)) continue;
    const path = storagePathOfPhoto(url, bucket);
    if (path !== null && isOwnPhotoPath(path, productId) && !unused.has(path)) {
      unused.set(path, { url, path });
    }
  }
  return [...unused.values()];
}
