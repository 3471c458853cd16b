import { useParams } from 'react-router-dom';
import { ArticlePage } from '@/features/magazine/components/article-page';

/** `/magazine/:slug`: one published article and the bags it mentions. */
export default function MagazineArticleRoute() {
  const { slug = '' } = useParams();
  return <ArticlePage key={slug} slug={slug} />;
}
