import { CatalogRoute } from '@/app/routes/catalog/catalog-route';

/** `/bags`: the closet (visitors see what every tier may see). */
export default function BagsRoute() {
  return <CatalogRoute />;
}
