/**
 * Creating a product with its photos (spec §4 "Create product flow").
 *
 * The rules refuse an Active product without photos, and photos can only be named after
 * the product id, so the product is first created Hidden with no photos; each photo is
 * then uploaded in turn (a failure is reported and the rest continue); finally one update
 * sets the uploaded URLs and the status the admin chose. If an Active product ends up
 * with no photo at all it stays Hidden, and the result says so.
 */
import { useCallback } from 'react';
import {
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
  type WithFieldValue,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  PRODUCT_FIELDS,
  createProductDoc,
  productProblems,
  type Product,
  type ProductDraft,
  type ProductStatus,
} from '@unlimited/domain';
import { auditStamp, type AuditStamp } from '@/lib/firestore/audit-stamp';
import { productDoc, productsCol } from '@/lib/firestore/refs/products';
import { assertPhotoUploads } from './photo-uploads';
import { appStorage, uploadProductPhoto } from './upload-product-photo';

/** The storage and database steps of the flow, injectable for tests. */
export interface CreateProductOps {
  /** Rejects, before anything is written, when photos cannot be uploaded here. */
  checkUploads: () => Promise<void>;
  /** Creates the product Hidden and without photos; resolves with its id. */
  createHidden: (draft: ProductDraft) => Promise<string>;
  /** Uploads photo number `n` (1-based) and resolves with its URL. */
  uploadPhoto: (productId: string, n: number, file: File) => Promise<string>;
  /** Sets the photos and the chosen status. */
  finish: (productId: string, patch: { photos: string[]; status: ProductStatus }) => Promise<void>;
}

export interface CreateProductInput {
  draft: ProductDraft;
  files: readonly File[];
  /** Called for each failed upload; `n` is 1-based. */
  onUploadError?: (n: number, file: File, error: unknown) => void;
}

export interface CreateProductResult {
  id: string;
  title: string;
  photos: string[];
  failedUploads: number;
  status: ProductStatus;
  /** The admin chose Active but no photo uploaded, so the product stayed Hidden. */
  keptHidden: boolean;
}

export async function createProduct(
  ops: CreateProductOps,
  { draft, files, onUploadError }: CreateProductInput,
): Promise<CreateProductResult> {
  // Judged as it is first written (Hidden, no photos) by the one product check; the
  // chosen status follows with the photos, kept Hidden without any.
  const problem = productProblems({
    before: null,
    after: { ...draft, status: 'Hidden', photos: [] },
    changed: PRODUCT_FIELDS,
  })[0];
  if (problem !== undefined) throw new Error(problem.message);
  // Found out before the product exists: no Hidden product is left behind for nothing.
  if (files.length > 0) await ops.checkUploads();
  const id = await ops.createHidden({ ...draft, status: 'Hidden', photos: [] });
  const photos: string[] = [];
  let failedUploads = 0;
  for (const [index, file] of files.entries()) {
    try {
      photos.push(await ops.uploadPhoto(id, index + 1, file));
    } catch (error) {
      failedUploads += 1;
      onUploadError?.(index + 1, file, error);
    }
  }
  const keptHidden = draft.status === 'Active' && photos.length === 0;
  const status: ProductStatus = keptHidden ? 'Hidden' : draft.status;
  if (photos.length > 0 || status !== 'Hidden') await ops.finish(id, { photos, status });
  return { id, title: draft.title, photos, failedUploads, status, keptHidden };
}

/**
 * The new product document for `setDoc` (the converter checks it): the draft with its
 * derived fields, dated by the server as the rules require.
 */
export function newProductData(
  draft: ProductDraft,
  id: string,
  stamp: AuditStamp,
): WithFieldValue<Product> {
  return {
    ...createProductDoc(draft, new Date()),
    ...stamp,
    id,
    date_added: serverTimestamp(),
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  };
}

export function firebaseCreateProductOps(db: Firestore): CreateProductOps {
  return {
    checkUploads: assertPhotoUploads,
    async createHidden(draft) {
      const ref = doc(productsCol(db));
      await setDoc(ref, newProductData(draft, ref.id, auditStamp(db)));
      return ref.id;
    },
    uploadPhoto: (productId, n, file) => uploadProductPhoto(appStorage, productId, String(n), file),
    async finish(productId, patch) {
      await updateDoc(productDoc(db, productId).withConverter(null), {
        photos: patch.photos,
        status: patch.status,
        ...auditStamp(db),
        updated_at: serverTimestamp(),
      });
    },
  };
}

export type CreateProductFn = (input: CreateProductInput) => Promise<CreateProductResult>;

export function useCreateProduct(): CreateProductFn {
  const db = useFirestore();
  return useCallback((input) => createProduct(firebaseCreateProductOps(db), input), [db]);
}
