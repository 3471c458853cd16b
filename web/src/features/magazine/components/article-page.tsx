import { useRef } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ProductCard } from '@/components/catalog/product-card';
import { ProductGridSkeleton } from '@/components/catalog/product-grid-skeleton';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useNearViewport } from '@/lib/media/use-near-viewport';
import { PROSE_CLASSES } from '@/lib/prose';
import {
  useArticle,
  useMentionedBags,
  type LoadState,
  type RenderedArticle,
} from '../api/use-magazine';
import { LoadFailed } from './load-failed';

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to={paths.magazine}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All articles
      </Link>
    </Button>
  );
}

/**
 * The bags the article mentions, each the closet's card with its state now. They sit
 * after the story, so they are asked for as the reader nears them (not with the page: on a
 * phone that is a request and a render the first screen does not need).
 */
function MentionedBags({ ids }: { ids: readonly string[] }) {
  const section = useRef<HTMLElement>(null);
  const state = useMentionedBags(ids, useNearViewport(section));
  if (ids.length === 0) return null;
  if (state.status === 'success' && state.data.length === 0) return null;
  return (
    <section
      ref={section}
      aria-labelledby="mentioned-bags"
      className="mt-16 border-t border-neutral-200 pt-10 dark:border-neutral-800"
    >
      <h2 id="mentioned-bags" className="font-display text-3xl">
        The bags in this story
      </h2>
      <div className="mt-6">
        {state.status === 'loading' && <ProductGridSkeleton label="Loading the bags…" />}
        {state.status === 'error' && (
          <p role="alert" className="text-red-700 dark:text-red-400">
            We could not load these bags.{' '}
            <button type="button" onClick={state.retry} className="font-semibold underline">
              Try again
            </button>
          </p>
        )}
        {state.status === 'success' && (
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {state.data.map((bag) => (
              <ProductCard key={bag.id} product={bag} headingLevel="h3" />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** A published article (`article` loaded); exported for tests. */
export function ArticleView({ article }: { article: RenderedArticle }) {
  return (
    <article>
      <title>{`${article.title} · Unlimited`}</title>
      <header className="mx-auto max-w-3xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-neutral-600 uppercase dark:text-neutral-400">
          <time dateTime={article.published_iso}>{article.published_text}</time>
          <span aria-hidden="true"> · </span>
          {article.reading}
        </p>
        <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">{article.title}</h1>
        <p className="mt-4 text-xl text-neutral-700 dark:text-neutral-300">{article.description}</p>
      </header>
      <figure className="mx-auto mt-8 max-w-4xl overflow-hidden rounded-2xl bg-neutral-100 dark:bg-neutral-800">
        <img
          src={article.cover_url}
          alt={article.cover_alt}
          fetchPriority="high"
          className="aspect-[3/2] w-full object-cover"
        />
      </figure>
      <div
        className={`mx-auto mt-8 max-w-3xl ${PROSE_CLASSES}`}
        // Sanitised: by DOMPurify in renderMarkdown (useArticle), or on the server for a page
        // it rendered (functions/src/magazine/markdown.ts).
        dangerouslySetInnerHTML={{ __html: article.html }}
      />
      <MentionedBags ids={article.bag_ids} />
    </article>
  );
}

/**
 * The article's shape while it loads: its date line, title, description, cover and first
 * lines, at least a screen tall, so the footer does not show and then jump down when the
 * article arrives (Lighthouse measured a layout shift of 0.35 with a short spinner).
 */
function ArticleSkeleton() {
  const pulse = 'animate-pulse bg-neutral-100 dark:bg-neutral-800';
  const bar = `rounded ${pulse}`;
  return (
    <div role="status" aria-live="polite" className="min-h-svh">
      <span className="sr-only">Loading the article…</span>
      <div aria-hidden="true">
        <div className="mx-auto max-w-3xl">
          <div className={`h-4 w-40 ${bar}`} />
          <div className={`mt-4 h-10 w-full ${bar}`} />
          <div className={`mt-2 h-10 w-2/3 ${bar}`} />
          <div className={`mt-5 h-6 w-full ${bar}`} />
        </div>
        <div className={`mx-auto mt-8 aspect-[3/2] max-w-4xl rounded-2xl ${pulse}`} />
        <div className="mx-auto mt-8 flex max-w-3xl flex-col gap-3">
          {['w-full', 'w-full', 'w-5/6', 'w-full', 'w-3/4'].map((width, n) => (
            <div key={n} className={`h-4 ${width} ${bar}`} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** What the article page shows for each state (`state` for tests). */
export function ArticleContent({ state }: { state: LoadState<RenderedArticle | null> }) {
  if (state.status === 'loading') return <ArticleSkeleton />;
  if (state.status === 'error') {
    return (
      <LoadFailed
        message="We could not load this article. Check your connection and try again."
        retry={state.retry}
      />
    );
  }
  if (state.data === null) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <title>Article not found · Unlimited</title>
        <h1 className="font-display text-3xl">Article not found</h1>
        <p className="max-w-md text-neutral-700 dark:text-neutral-300">
          This article is not in the Magazine. It may have moved or been taken down.
        </p>
        <Button asChild variant="outline">
          <Link to={paths.magazine}>See all articles</Link>
        </Button>
      </div>
    );
  }
  return <ArticleView article={state.data} />;
}

/** `/magazine/:slug`. */
export function ArticlePage({ slug }: { slug: string }) {
  const state = useArticle(slug);
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <div className="mx-auto mb-6 max-w-3xl">
        <BackLink />
      </div>
      <ArticleContent state={state} />
    </main>
  );
}
