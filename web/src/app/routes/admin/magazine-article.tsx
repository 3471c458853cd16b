import { useParams } from 'react-router-dom';
import { ArticleEditorPage } from '@/features/admin-magazine/components/article-editor';

export default function AdminMagazineArticleRoute() {
  const { articleId = 'new' } = useParams();
  return <ArticleEditorPage key={articleId} articleId={articleId} />;
}
