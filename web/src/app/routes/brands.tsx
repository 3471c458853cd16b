import { BrandsList } from '@/features/brands/components/brands-list';

/** `/brands`: public and Firebase-free (the list comes from the REST brand summary). */
export default function BrandsRoute() {
  return (
    <>
      <title>Designer Brands · Unlimited</title>
      <BrandsList />
    </>
  );
}
