import { StorageProvider } from 'reactfire';
import { ProductsPage } from '@/features/admin-products/components/products-page';
import { storage } from '@/lib/firebase-storage';

/**
 * /admin/products (inside the admin layout, which guards it and shows the page title).
 * The only screen that uploads, so the only one that loads the Storage SDK.
 */
export default function AdminProductsRoute() {
  return (
    <StorageProvider sdk={storage}>
      <ProductsPage />
    </StorageProvider>
  );
}
