import { format } from 'date-fns';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { excerpt } from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListCard } from '@/components/ui/list-card';
import { paths } from '@/config/paths';
import { useRoleMay } from '@/lib/session/staff-role';
import { useAllArticles, useArticleAuthors } from '../api/articles';
import { stateOf } from './article-state';

/** `/admin/magazine`: every article, drafts and published, last changed first. */
export function ArticlesList({ now = new Date() }: { now?: Date }) {
  const articles = useAllArticles();
  const authors = useArticleAuthors();
  const authorOf = new Map((authors.data ?? []).map(({ slug, author }) => [slug, author]));
  const mayWrite = useRoleMay('write_articles');
  const list = articles.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      <ListCard
        headingId="articles-heading"
        title="Articles"
        description="Drafts, scheduled and published articles of the Magazine, last changed first."
        actions={
          mayWrite ? (
            <Button asChild>
              <Link to={paths.admin.article('new')}>
                <Plus aria-hidden="true" className="size-4" />
                New article
              </Link>
            </Button>
          ) : undefined
        }
        what="articles"
        status={articles.status}
        count={list.length}
        empty={<p className="text-sm text-neutral-600 dark:text-neutral-400">No articles yet.</p>}
      >
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {list.map((article) => {
            const state = stateOf(article, now);
            return (
              <li
                key={article.slug}
                className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:gap-4"
              >
                <img
                  src={article.cover_url}
                  alt=""
                  className="hidden size-16 shrink-0 rounded-lg object-cover sm:block"
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={paths.admin.article(article.slug)}
                    className="font-semibold underline-offset-4 hover:underline"
                  >
                    {article.title}
                  </Link>
                  <p className="truncate text-sm text-neutral-600 dark:text-neutral-400">
                    {excerpt(article.body, 120)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2 text-sm sm:flex-col sm:items-end sm:gap-1">
                  <Badge tone={state.tone}>{state.label}</Badge>
                  <span className="text-neutral-600 dark:text-neutral-400">{state.sentence}</span>
                  <span className="text-xs text-neutral-500 dark:text-neutral-400">
                    Edited {format(article.updated_at, 'MMM d, yyyy')}
                    {authorOf.has(article.slug) && ` · by ${authorOf.get(article.slug)}`}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </ListCard>
    </div>
  );
}
