import { CatalogPage } from '@/features/bags/components/catalog-page';

/** `/bags`: the closet (visitors see what every tier may see). */
export default function BagsRoute() {
  return <CatalogPage />;
}
