/**
 * The /admin/products parts loaded when first reached for, not with the table: the Add
 * New Product form and the Edit Product dialog (`upload-forms.tsx`)
 * and the CSV import (with its CSV parser).
 */
import { lazy } from 'react';

export const LazyAddProductForm = lazy(() =>
  import('./upload-forms').then((m) => ({ default: m.AddProductForm })),
);

export const LazyEditProductDialog = lazy(() =>
  import('./upload-forms').then((m) => ({ default: m.EditProductDialog })),
);

export const LazyCsvUpload = lazy(() =>
  import('./csv-upload').then((m) => ({ default: m.CsvUpload })),
);
