import { ProductsPage } from '@/features/admin-products/components/products-page';

/**
 * /admin/products (inside the admin layout, which guards it and shows the page title).
 * Its Add form and Edit dialog load when first opened
 * (`features/admin-products/components/upload-forms.tsx`); the Storage SDK only when a
 * photo is uploaded.
 */
export default function AdminProductsRoute() {
  return <ProductsPage />;
}
