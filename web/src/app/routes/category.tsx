import { Link, useParams } from 'react-router-dom';
import { CatalogRoute } from '@/app/routes/catalog/catalog-route';
import { categoryFromSlug } from '@/features/bags/components/catalog-page';
import { paths } from '@/config/paths';

/** `/categories/:slug`: the closet filtered to one category. */
export default function CategoryRoute() {
  const { slug = '' } = useParams();
  const category = categoryFromSlug(slug);
  if (category === null) {
    return (
      <main className="mx-auto max-w-3xl px-6 py-20 text-center">
        <h1 className="font-display text-3xl">Category not found</h1>
        <p className="mt-2 text-neutral-600">We do not carry that category yet.</p>
        <Link to={paths.bags} className="mt-4 inline-block underline">
          Browse all bags
        </Link>
      </main>
    );
  }
  return <CatalogRoute key={category} category={category} />;
}
