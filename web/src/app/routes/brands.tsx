import { BrandsList } from '@/features/brands/components/brands-list';

/**
 * `/brands`: public and Firebase-free (the list comes from the REST brand summary). Its
 * title comes from the route's handle.
 */
export default function BrandsRoute() {
  return <BrandsList />;
}
