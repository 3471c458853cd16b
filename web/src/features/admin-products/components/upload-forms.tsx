/**
 * The parts of /admin/products that upload photos, each wrapped in the Storage provider:
 * the Add New Product form and the Edit Product dialog. This module (with the Storage SDK,
 * the form fields and the photo manager) loads only when one of them first opens, so the
 * table's first rows do not wait for it (see `lazy-parts.tsx`).
 */
import type { ComponentProps } from 'react';
import { StorageProvider } from 'reactfire';
import { storage } from '@/lib/firebase-storage';
import { AddProductForm } from './add-product-form';
import { EditProductDialog } from './edit-product-dialog';

export function AddProductFormWithStorage(props: ComponentProps<typeof AddProductForm>) {
  return (
    <StorageProvider sdk={storage}>
      <AddProductForm {...props} />
    </StorageProvider>
  );
}

export function EditProductDialogWithStorage(props: ComponentProps<typeof EditProductDialog>) {
  return (
    <StorageProvider sdk={storage}>
      <EditProductDialog {...props} />
    </StorageProvider>
  );
}
