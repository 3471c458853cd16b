/**
 * The /admin/products parts loaded when first reached for, not with the table: the Add
 * New Product form and the Edit Product dialog (`upload-forms.tsx`, with the Storage SDK)
 * and the CSV import (with its CSV parser).
 */
import { lazy } from 'react';

export const LazyAddProductForm = lazy(() =>
  import('./upload-forms').then((m) => ({ default: m.AddProductFormWithStorage })),
);

export const LazyEditProductDialog = lazy(() =>
  import('./upload-forms').then((m) => ({ default: m.EditProductDialogWithStorage })),
);

export const LazyCsvUpload = lazy(() =>
  import('./csv-upload').then((m) => ({ default: m.CsvUpload })),
);
