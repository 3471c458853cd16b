import { ArticlesList } from '@/features/admin-magazine/components/articles-list';

export default function AdminMagazineRoute() {
  return <ArticlesList />;
}
