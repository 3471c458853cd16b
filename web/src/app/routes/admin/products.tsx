import { ProductsPage } from '@/features/admin-products/components/products-page';

/** /admin/products (inside the admin layout, which guards it and shows the page title). */
export default function AdminProductsRoute() {
  return <ProductsPage />;
}
