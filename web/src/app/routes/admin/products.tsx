import { ProductsPage } from '@/features/admin-products/components/products-page';

/**
 * /admin/products (inside the admin layout, which guards it and shows the page title).
 * The only screen that uploads: its Add form and Edit dialog load the Storage SDK when
 * first opened (`features/admin-products/components/upload-forms.tsx`).
 */
export default function AdminProductsRoute() {
  return <ProductsPage />;
}
