import { Rss } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ArticleCard } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePublishedArticles, type LoadState } from '../api/use-magazine';
import { LoadFailed } from './load-failed';

function ArticleTile({ article, first }: { article: ArticleCard; first: boolean }) {
  return (
    // The title's link covers the card (its ::after); the card shows its focus ring.
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold dark:border-neutral-800 dark:bg-neutral-900">
      <div className="aspect-[3/2] overflow-hidden bg-neutral-100 dark:bg-neutral-800">
        <img
          src={article.cover_url}
          alt={article.cover_alt}
          loading={first ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-[0.2em] text-neutral-600 uppercase dark:text-neutral-400">
          <time dateTime={article.published_iso}>{article.published_text}</time>
          <span aria-hidden="true"> · </span>
          {article.reading}
        </p>
        <h2 className="font-display text-2xl leading-snug">
          <Link
            to={paths.article(article.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </h2>
        <p className="text-neutral-700 dark:text-neutral-300">{article.description}</p>
      </div>
    </article>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading articles…</span>
      {[0, 1, 2].map((n) => (
        <div
          key={n}
          aria-hidden="true"
          className="h-96 animate-pulse rounded-2xl bg-neutral-100 dark:bg-neutral-800"
        />
      ))}
    </div>
  );
}

/** The Magazine's articles, newest first (`state` for tests; the page loads its own). */
export function MagazineList({ state }: { state: LoadState<ArticleCard[]> }) {
  if (state.status === 'loading') return <ListSkeleton />;
  if (state.status === 'error') {
    return (
      <LoadFailed
        message="We could not load the Magazine. Check your connection and try again."
        retry={state.retry}
      />
    );
  }
  if (state.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <h2 className="font-display text-2xl">No articles yet</h2>
        <p className="max-w-md text-neutral-700 dark:text-neutral-300">
          Our first stories about the bags in the closet are on their way. In the meantime, browse
          the bags themselves.
        </p>
        <Button asChild variant="outline">
          <Link to={paths.bags}>Browse the bags</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {state.data.map((article, i) => (
        <ArticleTile key={article.slug} article={article} first={i === 0} />
      ))}
    </div>
  );
}

/** `/magazine`: the published articles. */
export function MagazinePage() {
  const state = usePublishedArticles();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <header className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase dark:text-gold">
            Unlimited
          </p>
          <h1 className="mt-2 font-display text-4xl sm:text-5xl">The Magazine</h1>
          <p className="mt-3 text-lg text-neutral-700 dark:text-neutral-300">
            Stories about the bags in our closet, the houses that make them and how members carry
            them.
          </p>
        </div>
        <a
          href="/magazine/rss.xml"
          className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-gold-deep underline underline-offset-4 sm:self-auto dark:text-gold"
        >
          <Rss aria-hidden="true" className="size-4" />
          RSS feed
        </a>
      </header>
      <MagazineList state={state} />
    </main>
  );
}
