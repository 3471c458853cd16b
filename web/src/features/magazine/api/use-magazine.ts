import { startTransition, useCallback, useEffect, useState } from 'react';
import {
  articleCard,
  type ArticleCard,
  type ArticlePageData,
  type Product,
} from '@unlimited/domain';
import { fetchArticle, fetchMentionedBags, fetchPublishedArticles } from './articles-rest';
import { ARTICLES_KEY, articleKey, dropPrimedMagazine, primedMagazine } from './page-data';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'success'; data: T };

/**
 * `load`'s answer, asked for when `key` changes (and again on retry). A page served with
 * its data (`primed`: the server-rendered Magazine, ./page-data.ts) starts from it and
 * does not ask.
 */
function useLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  primed?: () => T | undefined,
  enabled = true,
): LoadState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ tag: string; result: LoadState<T> } | null>(() => {
    const data = primed?.();
    return data === undefined ? null : { tag: `${key}#0`, result: { status: 'success', data } };
  });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const tag = `${key}#${attempt}`;

  useEffect(() => {
    if (!enabled) return;
    if (attempt === 0 && dropPrimedMagazine(key)) return;
    const abort = new AbortController();
    load(abort.signal).then(
      // A transition: the page's render of what arrived yields to the browser as it goes,
      // rather than one long task while the reader may already be scrolling.
      (data) => startTransition(() => setState({ tag, result: { status: 'success', data } })),
      () => {
        if (!abort.signal.aborted) setState({ tag, result: { status: 'error', retry } });
      },
    );
    return () => abort.abort();
    // `load` is a module function of the caller's; the key says when it must run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag, retry, enabled]);

  return state !== null && state.tag === tag ? state.result : { status: 'loading' };
}

/** The published articles, newest first, as their cards show them. */
export function usePublishedArticles(
  load: typeof fetchPublishedArticles = fetchPublishedArticles,
): LoadState<ArticleCard[]> {
  return useLoad(
    ARTICLES_KEY,
    async (signal) => (await load(signal)).map(articleCard),
    () => primedMagazine<ArticleCard[]>(ARTICLES_KEY),
  );
}

/** An article as its page shows it, its body as safe HTML (`renderMarkdown`). */
export type RenderedArticle = ArticlePageData;

/**
 * One article (`null`: not in the Magazine), its body rendered. The Markdown renderer
 * (marked and DOMPurify, 23.5 KB gzip) loads beside the request, not with the page.
 */
export function useArticle(
  slug: string,
  load: typeof fetchArticle = fetchArticle,
): LoadState<RenderedArticle | null> {
  return useLoad(
    articleKey(slug),
    async (signal) => {
      const [article, markdown] = await Promise.all([load(slug, signal), import('@/lib/markdown')]);
      return article === null
        ? null
        : {
            ...articleCard(article),
            html: markdown.renderMarkdown(article.body),
            bag_ids: article.bag_ids,
          };
    },
    () => primedMagazine<ArticlePageData>(articleKey(slug)),
  );
}

/**
 * The bags an article mentions, as they are now; asked for once `enabled` (the page waits
 * until the reader nears them).
 */
export function useMentionedBags(
  ids: readonly string[],
  enabled = true,
  load: typeof fetchMentionedBags = fetchMentionedBags,
): LoadState<Product[]> {
  return useLoad(
    `bags:${ids.join(',')}`,
    (signal) => (ids.length === 0 ? Promise.resolve([]) : load(ids, signal)),
    undefined,
    enabled,
  );
}
