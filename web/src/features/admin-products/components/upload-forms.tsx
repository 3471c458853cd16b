/**
 * The parts of /admin/products with photo fields: the Add New Product form and the Edit
 * Product dialog. This module (the form fields and the photo manager) loads only when one
 * of them first opens, so the table's first rows do not wait for it (see `lazy-parts.tsx`).
 * The Storage SDK is not part of it: it loads when a photo is uploaded
 * (`api/upload-product-photo.ts`), so where uploads are off it never loads.
 */
export { AddProductForm } from './add-product-form';
export { EditProductDialog } from './edit-product-dialog';
